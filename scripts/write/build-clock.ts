import { cafeClock } from '../../site/core/lib/cafe-clock.ts';
import { instantOf } from '../../site/core/lib/sold-out.ts';

/** The environment variable that sets the build's time, as `--now` does (the CLI sets it from the flag). */
export const NOW_VARIABLE = 'KILN_NOW';

/** "2025-10-08", "2025-10-08T21:30" (the café's wall clock), "2025-10-08T18:00:00Z" or with an offset (+05:30). */
const NOW_SHAPE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Whether `value` is a time `--now` takes: a real day, with an optional time and zone. */
export function isBuildTime(value: string): boolean {
  const m = NOW_SHAPE.exec(value.trim());
  if (!m) return false;
  const day = new Date(`${m[1]}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== m[1]) return false;
  return (
    m[2] === undefined ||
    (Number(m[2]) < 24 && Number(m[3]) < 60 && !Number.isNaN(Date.parse(value.trim() + (m[4] ? '' : 'Z'))))
  );
}

/** The time a build was told to take (KILN_NOW, set by `--now`), as given; undefined for a real build. */
export function travelledTo(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[NOW_VARIABLE]?.trim();
  return value && isBuildTime(value) ? value : undefined;
}

/**
 * The build's time: KILN_NOW when set (`--now`, so tests can travel in time; a day alone is that
 * day's start in the café, a time without a zone is on the café's clock in `timeZone`), else
 * SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention), else the clock. What
 * the pages count as today (dated offers, dishes, announcements, events without a fixed day), what
 * is sold out, and the stamp of an event changed since the last build go by it.
 */
export function buildClock(env: NodeJS.ProcessEnv = process.env, timeZone = 'UTC'): Date {
  const travelled = travelledTo(env);
  if (travelled) {
    const [, date, hh, mm, zone] = NOW_SHAPE.exec(travelled)!;
    if (zone) return new Date(travelled);
    return new Date(instantOf(timeZone, { date: date!, minutes: Number(hh ?? 0) * 60 + Number(mm ?? 0) }));
  }
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date();
}

/** Today by the café's calendar in `timeZone`, at the build's time: the day dated things are shown on. */
export const buildDay = (timeZone: string, env: NodeJS.ProcessEnv = process.env): string =>
  cafeClock(timeZone, buildClock(env, timeZone)).date;
