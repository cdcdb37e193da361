import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cafeClock } from '../../site/core/lib/cafe-clock.ts';
import { fileSchema, isDataFile } from './catalogue-changes.ts';
import { isPlainObject } from './json-values.ts';

/** Each data file of the catalogue ("offers.json") with its staff name (its schema's title) and data. */
export async function readDataFiles(catalogDir: string): Promise<Map<string, { title: string; data: unknown }>> {
  const names = (await readdir(catalogDir).catch(() => [] as string[])).filter(isDataFile).sort();
  const files = new Map<string, { title: string; data: unknown }>();
  for (const name of names) {
    const data: unknown = await readFile(join(catalogDir, name), 'utf8').then(JSON.parse, () => undefined);
    files.set(name, { title: (await fileSchema(catalogDir, name)).title, data });
  }
  return files;
}

/** Today in the café's time zone (site.json's timeZone; UTC when it has none), YYYY-MM-DD. */
export function cafeToday(files: ReadonlyMap<string, { data: unknown }>, now = new Date()): string {
  const site = files.get('site.json')?.data;
  const zone = isPlainObject(site) && typeof site.timeZone === 'string' ? site.timeZone : 'UTC';
  try {
    return cafeClock(zone, now).date;
  } catch {
    return cafeClock('UTC', now).date;
  }
}
