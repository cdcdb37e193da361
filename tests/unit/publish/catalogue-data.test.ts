import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { datedChanges } from '../../../scripts/edit/dated-changes.ts';
import { cafeToday, readDataFiles } from '../../../scripts/publish/catalogue-data.ts';

/* The publish status's week of dated things: read from the catalogue's files, counted from the café's today. */
const data = suite('publish: the catalogue’s data and the café’s today');

let dir: string;
data.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiln-catalogue-data-'));
  await mkdir(join(dir, 'schemas'));
  await writeFile(join(dir, 'schemas', 'offers.schema.json'), JSON.stringify({ title: 'Offers' }));
  await writeFile(join(dir, 'site.json'), JSON.stringify({ timeZone: 'Asia/Kolkata' }));
  await writeFile(
    join(dir, 'offers.json'),
    JSON.stringify({ offers: [{ title: 'Diwali Week', startsOn: '2026-11-02', endsOn: '2026-11-08' }] }),
  );
});
data.after(() => rm(dir, { recursive: true, force: true }));

data('should read each data file under its staff name, and count today by the café’s clock', async () => {
  const files = await readDataFiles(dir);
  assert.equal([...files.keys()], ['offers.json', 'site.json']);
  assert.is(files.get('offers.json')?.title, 'Offers');
  // 20:00 UTC on 31 October is already 1 November in Kolkata.
  assert.is(cafeToday(files, new Date('2026-10-31T20:00:00Z')), '2026-11-01');
  assert.equal(datedChanges(files, cafeToday(files, new Date('2026-10-31T20:00:00Z'))), [
    { what: 'Offers: Diwali Week', date: '2026-11-02', change: 'starts' },
  ]);
});

data.run();
