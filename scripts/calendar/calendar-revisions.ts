import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../site/core/lib/is-record.ts';

/**
 * What each event's calendar entry was at the last build, so that a changed event carries a later
 * DTSTAMP and a higher SEQUENCE (RFC 5545 §3.8.7.2, §3.8.7.4) and a guest's calendar takes the
 * change, while an unchanged one is written byte for byte as before. Kept beside the build marker
 * in the output folder (not under site/: nothing a host publishes), read by the next build over it.
 */
export const REVISIONS_FILE = '.kiln-calendar.json';

export interface Revision {
  /** A hash of everything the entry says but its DTSTAMP and SEQUENCE. */
  hash: string;
  sequence: number;
  /** DTSTAMP, as an ISO instant to the second. */
  stamp: string;
}

/** By the event's UID. Events no longer listed stay: one listed again goes on from its last sequence. */
export type Revisions = Record<string, Revision>;

/** A hash of an entry's content, from a value built in a fixed order (the same event, the same hash). */
export const contentHash = (content: unknown): string =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);

/**
 * The entry's revision now. First met (a first build, a fresh clone, a new event): sequence 0,
 * stamped `firstStamp`, something the catalogue fixes, never the clock, so every first build is
 * the same. Unchanged: as recorded. Changed: the next sequence, stamped at `now`, and always after
 * the recorded stamp, even by a build whose clock is behind.
 */
export function revise(
  recorded: Revision | undefined,
  hash: string,
  { now, firstStamp }: { now: Date; firstStamp: Date },
): Revision {
  if (!recorded) return { hash, sequence: 0, stamp: toSecond(firstStamp) };
  if (recorded.hash === hash) return recorded;
  const after = Date.parse(recorded.stamp) + 1000;
  return {
    hash,
    sequence: recorded.sequence + 1,
    stamp: toSecond(new Date(Math.max(now.getTime(), Number.isNaN(after) ? 0 : after))),
  };
}

const toSecond = (instant: Date) => new Date(Math.floor(instant.getTime() / 1000) * 1000).toISOString();

const isRevision = (value: unknown): value is Revision =>
  isRecord(value) &&
  typeof value.hash === 'string' &&
  Number.isInteger(value.sequence) &&
  (value.sequence as number) >= 0 &&
  typeof value.stamp === 'string' &&
  !Number.isNaN(Date.parse(value.stamp));

/** The revisions recorded in `dir` by the last build; none when there is no file (a first build) or it cannot be read. */
export async function readRevisions(dir: string | undefined): Promise<Revisions> {
  if (!dir) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(dir, REVISIONS_FILE), 'utf8'));
  } catch {
    return {};
  }
  const events = isRecord(parsed) ? parsed.events : undefined;
  if (!isRecord(events)) return {};
  return Object.fromEntries(Object.entries(events).filter(([, value]) => isRevision(value))) as Revisions;
}

/** The file's text: UIDs in order, so the same revisions are the same bytes. */
export function formatRevisions(revisions: Revisions): string {
  const events = Object.fromEntries(
    Object.keys(revisions)
      .sort()
      .map((uid) => [uid, revisions[uid]]),
  );
  return `${JSON.stringify({ events }, null, 2)}\n`;
}
