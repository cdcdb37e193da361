import { constants } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { writeAtomically } from '../files/write-atomically.ts';
import type { MigrationStep } from './migration-step.ts';
import { MIGRATION_STEPS } from './migration-steps.ts';

/** What `kiln migrate` did, or why it did nothing. */
export type MigrationOutcome =
  | { outcome: 'migrated'; changed: { file: string; summary: string }[]; copies?: string }
  | { outcome: 'unreadable'; file: string; reason: string };

const absent = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A file's text, '' when there is none. */
async function textOf(path: string): Promise<string> {
  try {
    return (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  } catch (error) {
    if (absent(error)) return '';
    throw error;
  }
}

/** "2026-11-29-011205": when the copies were made, a folder name every system takes and that sorts by time. */
const stamp = (now: Date) => now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');

/**
 * Moves a catalogue in an older shape to today's: each step whose file is old rewrites that file
 * in place (its text edited, comments and formatting kept), after a copy of it is kept in
 * `<catalogue>/before-migrate/<when>/`. Every file is read and checked before any is written,
 * so a file that is not JSON leaves the whole catalogue as it was.
 */
export async function migrateCatalog(
  dir: string,
  { steps = MIGRATION_STEPS, now = new Date() }: { steps?: readonly MigrationStep[]; now?: Date } = {},
): Promise<MigrationOutcome> {
  const texts = new Map<string, string>();
  const originals = new Map<string, string>();
  const due: MigrationStep[] = [];
  for (const step of steps) {
    const text = texts.get(step.file) ?? (await textOf(join(dir, step.file)));
    if (!originals.has(step.file)) originals.set(step.file, text);
    texts.set(step.file, text);
    const errors: ParseError[] = [];
    const data = text === '' ? undefined : parse(text, errors, { allowTrailingComma: true });
    if (errors.length) return { outcome: 'unreadable', file: step.file, reason: 'it is not valid JSON' };
    if (!step.isOld(data)) continue;
    due.push(step);
    // A later step of the same file sees what the earlier one made of it.
    texts.set(step.file, step.migrate(text));
  }
  const files = [...new Set(due.map((step) => step.file))];
  // A file a step creates (absent before) has no copy to keep.
  const existing = files.filter((file) => originals.get(file) !== '');
  const copies = existing.length ? join(dir, 'before-migrate', stamp(now)) : undefined;
  if (copies) {
    await mkdir(copies, { recursive: true });
    // Never over an earlier copy.
    for (const file of existing) await copyFile(join(dir, file), join(copies, file), constants.COPYFILE_EXCL);
  }
  for (const file of files) await writeAtomically(join(dir, file), texts.get(file)!);
  const changed = due.map(({ file, summary }) => ({ file, summary }));
  return { outcome: 'migrated', changed, ...(copies && { copies }) };
}
