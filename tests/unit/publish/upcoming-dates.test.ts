import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { upcomingDates } from '../../../scripts/publish/upcoming-dates.ts';

/* What the editor's status lists as starting or ending in the coming week, by the café's clock. */
const upcoming = suite('publish: dated things in the coming week');

let dir: string;
upcoming.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiln-upcoming-'));
  await mkdir(join(dir, 'schemas'));
  await writeFile(join(dir, 'schemas', 'offers.schema.json'), JSON.stringify({ title: 'Offers' }));
  await writeFile(join(dir, 'site.json'), JSON.stringify({ timeZone: 'Asia/Kolkata' }));
  await writeFile(
    join(dir, 'offers.json'),
    JSON.stringify({
      offers: [
        { title: 'Diwali Week', startsOn: '2026-11-02', endsOn: '2026-11-08' },
        { title: 'Monsoon Special', startsOn: '2026-07-01', endsOn: '2026-09-30' },
        { title: 'Christmas', startsOn: '2026-12-20' },
      ],
    }),
  );
});
upcoming.after(() => rm(dir, { recursive: true, force: true }));

upcoming('should list what starts or ends from today to a week on, in date order', async () => {
  // 20:00 UTC on 31 October is already 1 November in Kolkata.
  const found = await upcomingDates(dir, new Date('2026-10-31T20:00:00Z'));
  assert.equal(found, [
    { what: 'Offers: Diwali Week', date: '2026-11-02', change: 'starts' },
    { what: 'Offers: Diwali Week', date: '2026-11-08', change: 'ends' },
  ]);
  assert.equal(await upcomingDates(dir, new Date('2026-10-31T12:00:00Z')), [
    { what: 'Offers: Diwali Week', date: '2026-11-02', change: 'starts' },
  ]);
});

upcoming.run();
