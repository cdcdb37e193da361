import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpeningHours, SiteCatalog, SpecialDay } from '../../../site/core/catalog/site.ts';
import { addDays, cafeClock, weekdayOf } from '../../../site/core/lib/cafe-clock.ts';
import { openingSchedule, spansOn } from '../../../site/core/lib/opening-schedule.ts';
import { openingStatus } from '../../../site/core/lib/opening-status.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

// A fixed clock throughout: every moment is written with the café's offset (India, +05:30, no
// summer time), so each test says plainly what the café's clock shows. 2026-03-10 is a Tuesday.

/** The sample café (open daily 11:00–22:00, Asia/Kolkata), with these hours and special days instead when given. */
async function cafe(openingHours?: OpeningHours[], specialDays?: SpecialDay[]): Promise<SiteCatalog> {
  const { site } = await sampleCatalog();
  if (openingHours) site.openingHours = openingHours;
  if (specialDays) site.specialDays = specialDays;
  return site;
}

/** What the status says at `iso` for `site`. */
const say = (site: SiteCatalog, iso: string) => openingStatus(openingSchedule(site), new Date(iso));

const ALL_WEEK: OpeningHours['days'] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const status = suite('openingStatus: what the café tells a guest now');

status(
  'should say when it opens before opening, that it is open and when it closes during the last hour, and when it opens next after closing',
  async () => {
    const site = await cafe();
    assert.is(say(site, '2026-03-10T09:15:00+05:30'), 'Closed · opens 11 AM today', 'before opening');
    assert.is(say(site, '2026-03-10T11:00:00+05:30'), 'Open now · closes 10 PM', 'the minute it opens');
    assert.is(say(site, '2026-03-10T21:30:00+05:30'), 'Open now · closes 10 PM', 'the last hour');
    assert.is(say(site, '2026-03-10T21:59:00+05:30'), 'Open now · closes 10 PM', 'its last minute');
    assert.is(say(site, '2026-03-10T22:00:00+05:30'), 'Closed · opens 11 AM tomorrow', 'closing time itself');
    assert.is(say(site, '2026-03-10T23:45:00+05:30'), 'Closed · opens 11 AM tomorrow', 'after closing');
    assert.is(say(site, '2026-03-11T00:10:00+05:30'), 'Closed · opens 11 AM today', 'past midnight it is the new day');
  },
);

status('should take a closed special day with its name all day, and say when it opens after it', async () => {
  const site = await cafe(undefined, [{ date: '2026-11-08', name: 'Diwali', closed: true }]);
  for (const time of ['00:30', '11:00', '15:00', '23:59'])
    assert.is(say(site, `2026-11-08T${time}:00+05:30`), 'Closed today (Diwali)', time);
  // Words staff may write with the rest of what is known.
  site.openStatus.closedToday = 'Closed today for {name} · back {day} at {time}';
  assert.is(say(site, '2026-11-08T12:00:00+05:30'), 'Closed today for Diwali · back tomorrow at 11 AM');
  assert.is(say(site, '2026-11-07T21:00:00+05:30'), 'Open now · closes 10 PM', 'the day before is an ordinary day');
  assert.is(
    say(site, '2026-11-07T22:30:00+05:30'),
    'Closed · opens 11 AM on Monday',
    'after closing the day before, it skips the closed day',
  );
});

status('should say when it opens next on a closed day without a name', async () => {
  const site = await cafe(undefined, [{ date: '2026-11-08', closed: true }]);
  assert.is(say(site, '2026-11-08T12:00:00+05:30'), 'Closed · opens 11 AM tomorrow');
});

status("should follow a special day's own hours, and the week's again the next day", async () => {
  const site = await cafe(undefined, [{ date: '2026-12-24', name: 'Christmas Eve', opens: '13:30', closes: '18:00' }]);
  assert.is(say(site, '2026-12-24T11:30:00+05:30'), 'Closed · opens 1:30 PM today', 'no opening at 11 that day');
  assert.is(say(site, '2026-12-24T17:15:00+05:30'), 'Open now · closes 6 PM');
  assert.is(say(site, '2026-12-24T18:00:00+05:30'), 'Closed · opens 11 AM tomorrow');
  assert.is(say(site, '2026-12-23T22:15:00+05:30'), 'Closed · opens 1:30 PM tomorrow', 'the evening before');
  assert.is(say(site, '2026-12-25T12:00:00+05:30'), 'Open now · closes 10 PM', 'the day after');
});

status('should run hours past midnight on into the next day, across the end of the week too', async () => {
  // Friday to Sunday nights until 2 AM; closed Mondays. 2026-03-15 is a Sunday.
  const site = await cafe([
    { days: ['Friday', 'Saturday', 'Sunday'], opens: '18:00', closes: '02:00' },
    { days: ['Tuesday', 'Wednesday', 'Thursday'], opens: '11:00', closes: '22:00' },
  ]);
  assert.is(say(site, '2026-03-15T23:30:00+05:30'), 'Open now · closes 2 AM', 'Sunday night');
  assert.is(say(site, '2026-03-16T01:30:00+05:30'), 'Open now · closes 2 AM', "Monday 1:30 AM, still Sunday's night");
  assert.is(say(site, '2026-03-16T02:00:00+05:30'), 'Closed · opens 11 AM tomorrow', 'Monday is closed: Tuesday next');
  assert.is(say(site, '2026-03-16T12:00:00+05:30'), 'Closed · opens 11 AM tomorrow');
  assert.is(say(site, '2026-03-12T22:30:00+05:30'), 'Closed · opens 6 PM tomorrow', 'Thursday night: Friday evening');
});

status("should say Sunday night that Monday's opening is tomorrow, and name a later weekday", async () => {
  const site = await cafe([{ days: ['Monday', 'Thursday'], opens: '11:00', closes: '22:00' }]);
  assert.is(
    say(site, '2026-03-15T22:30:00+05:30'),
    'Closed · opens 11 AM tomorrow',
    'Sunday night, over the end of the week',
  );
  assert.is(say(site, '2026-03-16T22:30:00+05:30'), 'Closed · opens 11 AM on Thursday');
});

status('should give the date of an opening a week or more away, in the words of the locale', async () => {
  const days: SpecialDay[] = Array.from({ length: 9 }, (_, i) => ({
    date: addDays('2026-06-01', i),
    name: 'Renovation',
    closed: true,
  }));
  const site = await cafe(undefined, days);
  assert.is(say(site, '2026-06-01T12:00:00+05:30'), 'Closed today (Renovation)');
  site.openStatus.closedToday = 'Closed ({name}) · opens {time} {day}';
  assert.is(say(site, '2026-06-01T12:00:00+05:30'), 'Closed (Renovation) · opens 11 AM on 10 Jun');
});

status('should write minutes when the time has them, and the words staff chose for AM and PM', async () => {
  const site = await cafe([{ days: ALL_WEEK, opens: '07:45', closes: '12:30' }]);
  site.openStatus.am = 'am';
  site.openStatus.pm = 'pm';
  assert.is(say(site, '2026-03-10T07:00:00+05:30'), 'Closed · opens 7:45 am today');
  assert.is(say(site, '2026-03-10T08:00:00+05:30'), 'Open now · closes 12:30 pm');
  site.openingHours = [{ days: ALL_WEEK, opens: '18:00', closes: '00:00' }];
  assert.is(say(site, '2026-03-10T19:00:00+05:30'), 'Open now · closes 12 am', 'midnight');
});

status("should say nothing of its own when the café never closes: the week's hours stay", async () => {
  const site = await cafe([{ days: ALL_WEEK, opens: '00:00', closes: '00:00' }]);
  assert.is(say(site, '2026-03-10T12:00:00+05:30'), undefined);
  // Round the clock but for one closed day: it closes at that midnight.
  site.specialDays = [{ date: '2026-03-12', closed: true }];
  assert.is(say(site, '2026-03-10T12:00:00+05:30'), 'Open now · closes 12 AM');
});

status("should go by the café's clock whatever the guest's: one moment read in UTC and in New York", async () => {
  const site = await cafe();
  const zone = process.env.TZ;
  try {
    // 16:00 UTC is 21:30 in Bengaluru (the last hour) and noon in New York.
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = tz;
      assert.is(say(site, '2026-03-10T16:00:00Z'), 'Open now · closes 10 PM', tz);
      // The guest's own noon on the 10th: 12:00 UTC (17:30 in Bengaluru), 16:00 UTC in New York, 03:00 UTC in Tokyo (08:30).
      const localNoon = new Date(2026, 2, 10, 12, 0);
      const expected = tz === 'Asia/Tokyo' ? 'Closed · opens 11 AM today' : 'Open now · closes 10 PM';
      assert.is(say(site, localNoon.toISOString()), expected, `${tz}'s noon`);
    }
    // 18:00 UTC on the 10th is 23:30 in Bengaluru, after closing, while New York is still at lunch.
    process.env.TZ = 'America/New_York';
    assert.is(say(site, '2026-03-10T18:00:00Z'), 'Closed · opens 11 AM tomorrow');
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
});

status.run();

const clock = suite("cafeClock: the café's date and time at a moment");

clock("should read the date and minutes in the zone named, not the computer's", () => {
  assert.equal(cafeClock('Asia/Kolkata', new Date('2026-03-10T18:29:00Z')), {
    date: '2026-03-10',
    minutes: 23 * 60 + 59,
  });
  assert.equal(cafeClock('Asia/Kolkata', new Date('2026-03-10T18:30:00Z')), { date: '2026-03-11', minutes: 0 });
  assert.equal(cafeClock('America/New_York', new Date('2026-03-10T03:00:00Z')), {
    date: '2026-03-09',
    minutes: 23 * 60,
  });
  // Summer time in London: 12:00 UTC is 13:00 there.
  assert.equal(cafeClock('Europe/London', new Date('2026-07-01T12:00:00Z')), { date: '2026-07-01', minutes: 13 * 60 });
});

clock('should count calendar days over the ends of months, years and a leap day', () => {
  assert.is(addDays('2026-12-31', 1), '2027-01-01');
  assert.is(addDays('2028-03-01', -1), '2028-02-29');
  assert.is(weekdayOf('2026-03-15'), 0, 'a Sunday');
  assert.is(weekdayOf('2026-03-16'), 1, 'a Monday');
});

clock.run();

const schedule = suite('openingSchedule: the hours as the live status reads them');

schedule(
  'should carry each weekday Sunday first, hours past midnight as minutes past 1440, and special days by date',
  async () => {
    const site = await cafe(
      [
        { days: ['Saturday', 'Sunday'], opens: '09:30', closes: '14:00' },
        { days: ['Saturday'], opens: '18:00', closes: '01:00' },
      ],
      [
        { date: '2026-11-08', name: 'Diwali', closed: true },
        { date: '2026-12-24', opens: '11:00', closes: '18:00' },
      ],
    );
    const s = openingSchedule(site);
    assert.is(s.timeZone, 'Asia/Kolkata');
    assert.equal(s.week[0], [[570, 840]], 'Sunday');
    assert.equal(s.week[6], [
      [570, 840],
      [1080, 1500],
    ]);
    assert.equal(s.week[1], [], 'Monday: closed');
    assert.equal(s.days['2026-11-08'], { name: 'Diwali', spans: [] });
    assert.equal(s.days['2026-12-24'], { spans: [[660, 1080]] });
    assert.equal(spansOn(s, '2026-12-24'), [[660, 1080]], 'the special day, not its Thursday');
    assert.equal(spansOn(s, '2026-12-26'), s.week[6], 'a Saturday');
    assert.equal(s.words, site.openStatus);
  },
);

schedule.run();
