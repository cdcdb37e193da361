import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatedChange } from '../../editor/publish/publish-protocol.ts';
import { isDataFile, fileSchema } from './catalogue-changes.ts';
import { isPlainObject, itemName } from './json-values.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today as YYYY-MM-DD in a time zone (the café's), and the day `days` later. */
export function dayIn(timeZone: string | undefined, now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + days * 86_400_000);
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      shifted,
    );
  } catch {
    return shifted.toISOString().slice(0, 10);
  }
}

/** Everything dated (`startsOn`, `endsOn`) that starts or ends from today to seven days on, by the café's clock. */
export async function upcomingDates(catalogDir: string, now = new Date()): Promise<DatedChange[]> {
  const site: unknown = await readFile(join(catalogDir, 'site.json'), 'utf8').then(JSON.parse, () => undefined);
  const zone = isPlainObject(site) && typeof site.timeZone === 'string' ? site.timeZone : undefined;
  const [from, to] = [dayIn(zone, now), dayIn(zone, now, 7)];
  const found: DatedChange[] = [];
  const files = (await readdir(catalogDir).catch(() => [])).filter(isDataFile).sort();
  for (const file of files) {
    const data: unknown = await readFile(join(catalogDir, file), 'utf8').then(JSON.parse, () => undefined);
    const { title } = await fileSchema(catalogDir, file);
    const walk = (node: unknown) => {
      if (Array.isArray(node)) for (const n of node) walk(n);
      else if (isPlainObject(node)) {
        for (const [key, change] of [
          ['startsOn', 'starts'],
          ['endsOn', 'ends'],
        ] as const) {
          const date = node[key];
          if (typeof date === 'string' && DATE.test(date) && date >= from && date <= to)
            found.push({ what: `${title}: ${itemName(node) ?? key}`, date, change });
        }
        for (const v of Object.values(node)) walk(v);
      }
    };
    walk(data);
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}
