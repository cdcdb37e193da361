import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpeningHours, SiteCatalog, SpecialDay } from '../../../site/core/catalog/site.ts';
import { openingHours as hoursOf, openingSchedule, spanAt } from '../../../site/core/lib/opening-schedule.ts';
import { setupAnswerMessages as say } from '../../../scripts/init/setup-answer-messages.ts';
import {
  daysWithBreaks,
  openingHoursFromWeek,
  specialDaysFromHolidays,
  type WeekGrid,
  weekFromOpeningHours,
} from '../../../scripts/init/week-hours.ts';

/** The tests' own site.json (tests/fixtures/catalog/): its hours, time zone and words. */
const fixtureSite = (): SiteCatalog => JSON.parse(readFileSync('tests/fixtures/catalog/site.json', 'utf8'));

const CLOSED = { closed: true } as const;
const open = (opens: string, closes: string) => ({ opens, closes });

/** Every day at the same hours, then the days given changed. */
const week = (hours: WeekGrid[keyof WeekGrid], changes: Partial<WeekGrid> = {}): WeekGrid => ({
  Monday: hours,
  Tuesday: hours,
  Wednesday: hours,
  Thursday: hours,
  Friday: hours,
  Saturday: hours,
  Sunday: hours,
  ...changes,
});

const toSite = suite('openingHoursFromWeek: the grid as site.json writes it');

toSite('the same hours every day are one group, "Open daily" as the starter writes it', () => {
  assert.equal(openingHoursFromWeek(week(open('09:00', '21:00'))), {
    openingHours: [
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:00',
        closes: '21:00',
      },
    ],
    hours: 'Open daily 9:00 AM – 9:00 PM',
  });
});

toSite('weekdays and the weekend in two groups, a closed day last', () => {
  const answer = openingHoursFromWeek(
    week(open('08:00', '18:00'), { Tuesday: CLOSED, Saturday: open('09:00', '22:00'), Sunday: open('09:00', '22:00') }),
  );
  assert.equal(answer, {
    openingHours: [
      { days: ['Monday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { days: ['Saturday', 'Sunday'], opens: '09:00', closes: '22:00' },
    ],
    hours: 'Mon, Wed–Fri 8:00 AM – 6:00 PM · Sat–Sun 9:00 AM – 10:00 PM · Closed Tue',
  });
});

toSite('groups follow the week, however the days interleave; minutes and noon read as guests say them', () => {
  const answer = openingHoursFromWeek(
    week(open('11:30', '22:00'), {
      Monday: CLOSED,
      Tuesday: CLOSED,
      Wednesday: open('12:00', '15:45'),
      Friday: open('12:00', '15:45'),
    }),
  );
  assert.ok('hours' in answer);
  if (!('hours' in answer)) return;
  assert.equal(
    answer.openingHours.map((g) => g.days),
    [
      ['Wednesday', 'Friday'],
      ['Thursday', 'Saturday', 'Sunday'],
    ],
  );
  assert.is(answer.hours, 'Wed, Fri 12:00 PM – 3:45 PM · Thu, Sat–Sun 11:30 AM – 10:00 PM · Closed Mon–Tue');
});

toSite('a night past midnight is kept, and the live status reads it as the same night', () => {
  const answer = openingHoursFromWeek(
    week(open('10:00', '22:00'), { Friday: open('18:00', '02:00'), Saturday: open('18:00', '02:00') }),
  );
  assert.ok('hours' in answer);
  if (!('hours' in answer)) return;
  assert.is(answer.hours, 'Mon–Thu, Sun 10:00 AM – 10:00 PM · Fri–Sat 6:00 PM – 2:00 AM');
  // 2026-11-28 is a Saturday: 1 AM then is still Friday night.
  const schedule = openingSchedule({ ...fixtureSite(), openingHours: answer.openingHours, specialDays: [] });
  assert.ok(spanAt(hoursOf(schedule), '2026-11-28', 60));
  assert.not.ok(spanAt(hoursOf(schedule), '2026-11-28', 180));
});

toSite('up to 6:00 AM is a night; 00:00 to 00:00 is round the clock', () => {
  const answer = openingHoursFromWeek(
    week(open('00:00', '00:00'), { Saturday: open('20:00', '06:00'), Sunday: CLOSED }),
  );
  assert.ok('hours' in answer);
  if ('hours' in answer) assert.is(answer.hours, 'Mon–Fri 24 hours · Sat 8:00 PM – 6:00 AM · Closed Sun');
});

const refusals = suite('openingHoursFromWeek: hours it refuses, in one line naming the day');

refusals('a day that closes before it opens, past the small hours', () => {
  assert.equal(openingHoursFromWeek(week(open('09:00', '21:00'), { Wednesday: open('09:00', '08:00') })), {
    message: say.closesBeforeOpens('Wednesday', '8:00 AM', '9:00 AM', '6:00 AM'),
  });
  assert.match(say.closesBeforeOpens('Wednesday', '8:00 AM', '9:00 AM', '6:00 AM'), /^Wednesday closes at 8:00 AM/);
});

refusals('a night that runs into the next day’s opening, Sunday into Monday included', () => {
  assert.equal(
    openingHoursFromWeek(
      week(open('10:00', '22:00'), { Friday: open('20:00', '05:00'), Saturday: open('04:00', '12:00') }),
    ),
    { message: say.nightRunsIntoNextDay('Friday', '5:00 AM', 'Saturday', '4:00 AM') },
  );
  assert.equal(openingHoursFromWeek(week(open('00:00', '00:00'), { Sunday: open('20:00', '02:00') })), {
    message: say.nightRunsIntoNextDay('Sunday', '2:00 AM', 'Monday', '12:00 AM'),
  });
});

refusals('the same opening and closing time', () => {
  assert.equal(openingHoursFromWeek(week(open('09:00', '09:00'))), {
    message: say.sameTime('Monday', '9:00 AM'),
  });
});

refusals('a time that is not HH:MM', () => {
  assert.equal(openingHoursFromWeek(week(open('09:00', '21:00'), { Thursday: open('9', '21:00') })), {
    message: say.notATime('Thursday', '9'),
  });
  assert.equal(openingHoursFromWeek(week(open('09:00', '24:00'))), { message: say.notATime('Monday', '24:00') });
});

refusals('a week closed every day', () => {
  assert.equal(openingHoursFromWeek(week(CLOSED)), { message: say.allClosed });
});

const fromSite = suite('weekFromOpeningHours: the grid to prefill the form');

fromSite('a day in no group is closed', () => {
  const grid = weekFromOpeningHours([{ days: ['Saturday', 'Sunday'], opens: '09:00', closes: '22:00' }]);
  assert.equal(grid, week(CLOSED, { Saturday: open('09:00', '22:00'), Sunday: open('09:00', '22:00') }));
});

fromSite('a day open twice keeps its earliest hours, and is named as having a break', () => {
  const split: OpeningHours[] = [
    { days: ['Monday', 'Tuesday'], opens: '18:00', closes: '22:00' },
    { days: ['Monday'], opens: '11:00', closes: '15:00' },
  ];
  const grid = weekFromOpeningHours(split);
  assert.equal(grid.Monday, open('11:00', '15:00'));
  assert.equal(grid.Tuesday, open('18:00', '22:00'));
  assert.equal(daysWithBreaks(split), ['Monday']);
});

fromSite('round trip: grid → site.json → the same grid', () => {
  const grids: WeekGrid[] = [
    week(open('09:00', '21:00')),
    week(open('08:00', '18:00'), { Tuesday: CLOSED, Saturday: open('09:00', '22:00'), Sunday: CLOSED }),
    week(open('10:00', '22:00'), { Friday: open('18:00', '02:00'), Saturday: open('18:00', '02:00') }),
  ];
  for (const grid of grids) {
    const written = openingHoursFromWeek(grid);
    assert.ok('openingHours' in written);
    if ('openingHours' in written) assert.equal(weekFromOpeningHours(written.openingHours), grid);
  }
  const starter = fixtureSite().openingHours;
  const again = openingHoursFromWeek(weekFromOpeningHours(starter));
  assert.ok('openingHours' in again);
  if ('openingHours' in again) assert.equal(again.openingHours, starter);
});

const holidays = suite('specialDaysFromHolidays: the closed days');

holidays('closed all day, merged by date with what site.json has, the new answer winning, sorted', () => {
  const existing: SpecialDay[] = [
    { date: '2026-12-25', name: 'Christmas', opens: '14:00', closes: '18:00' },
    { date: '2026-11-08', name: 'Diwali', closed: true },
  ];
  assert.equal(
    specialDaysFromHolidays(
      [
        { date: '2027-01-26', name: ' Republic Day ' },
        { date: '2026-12-25', name: 'Christmas' },
        { date: '2026-10-02' },
        { date: '2026-08-15', name: '   ' },
      ],
      existing,
    ),
    {
      specialDays: [
        { date: '2026-08-15', closed: true },
        { date: '2026-10-02', closed: true },
        { date: '2026-11-08', name: 'Diwali', closed: true },
        { date: '2026-12-25', name: 'Christmas', closed: true },
        { date: '2027-01-26', name: 'Republic Day', closed: true },
      ],
    },
  );
});

holidays('no holidays leave the special days as they were', () => {
  assert.equal(specialDaysFromHolidays([]), { specialDays: [] });
});

holidays('a date that is not on the calendar is refused in one line', () => {
  for (const date of ['2026-02-30', '26-11-08', '08/11/2026', '', 'Diwali']) {
    assert.equal(specialDaysFromHolidays([{ date: '2026-11-08' }, { date, name: 'Holi' }]), {
      message: say.notADate(date),
    });
  }
});

toSite.run();
refusals.run();
fromSite.run();
holidays.run();
