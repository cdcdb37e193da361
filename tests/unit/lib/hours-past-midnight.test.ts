import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteCatalog } from '../../../site/core/catalog/site.ts';
import { openingHours, openingSchedule, opensOn, spanAt } from '../../../site/core/lib/opening-schedule.ts';
import { openingStatus } from '../../../site/core/lib/opening-status.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

/*
 * Issue 33, part 5: hours past midnight mean one thing everywhere. With Friday and Saturday
 * 18:00–02:00, 01:00 on a day is the night before's: Saturday 01:00 (Friday night) and Sunday
 * 01:00 (Saturday night) are open, Friday 01:00 (Thursday night) is closed. The live status and
 * the booking form read them with the one rule, spanAt. 2026-03-13 is a Friday.
 */

const night = suite('hours past midnight: one rule');

const { site: sample } = await sampleCatalog();
const site: SiteCatalog = {
  ...sample,
  specialDays: [],
  openingHours: [{ days: ['Friday', 'Saturday'], opens: '18:00', closes: '02:00' }],
};
const schedule = openingSchedule(site);
const hours = openingHours(schedule);
const at = (date: string, hhmm: string) => spanAt(hours, date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));

night('should count 01:00 as the night before', () => {
  assert.equal(at('2026-03-14', '01:00'), [-360, 120], 'Saturday 01:00 is Friday night');
  assert.equal(at('2026-03-15', '01:00'), [-360, 120], 'Sunday 01:00 is Saturday night');
  assert.is(at('2026-03-13', '01:00'), undefined, 'Friday 01:00 is Thursday night: closed');
  assert.equal(at('2026-03-13', '18:00'), [1080, 1560], 'Friday evening');
  assert.equal(at('2026-03-14', '23:59'), [1080, 1560], 'Saturday evening');
  assert.is(at('2026-03-14', '02:00'), undefined, 'closing time itself');
  assert.is(at('2026-03-15', '18:00'), undefined, 'Sunday evening');
});

night('should tell a day the café opens in, by its own hours or the night before', () => {
  assert.ok(opensOn(hours, '2026-03-13'), 'Friday');
  assert.ok(opensOn(hours, '2026-03-15'), 'Sunday, for Saturday night');
  assert.not.ok(opensOn(hours, '2026-03-16'), 'Monday');
  assert.not.ok(opensOn(hours, '2026-03-12'), 'Thursday');
});

night('should have the live status say open exactly when the rule does, at every quarter hour of a week', () => {
  for (let day = 9; day <= 16; day++) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    for (let m = 0; m < 1440; m += 15) {
      const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const said = openingStatus(schedule, new Date(`${date}T${hhmm}:00+05:30`)) ?? '';
      assert.is(said.startsWith('Open now'), at(date, hhmm) !== undefined, `${date} ${hhmm}: ${said}`);
    }
  }
});

night.run();
