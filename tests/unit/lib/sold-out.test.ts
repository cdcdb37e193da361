import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpeningHours } from '../../../site/core/lib/opening-schedule.ts';
import { instantOf, isSoldOut, soldOutUntil } from '../../../site/core/lib/sold-out.ts';

/* Issue 36, part 2: a dish staff mark sold out for the day is offered again when the café next opens. */

const soldOut = suite('sold out: until the café next opens on a later day');

const h = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const DAILY: [number, number][] = [[h('11:00'), h('22:00')]];
/** Open 11:00–22:00 every day but Monday (2026-11-30 is a Monday), closed on 2026-12-01 (a holiday). */
const HOURS: OpeningHours = {
  week: [DAILY, [], DAILY, DAILY, DAILY, DAILY, DAILY],
  days: { '2026-12-01': { spans: [] } },
};
const at = (date: string, time: string) => ({ date, minutes: h(time) });

soldOut('should be sold out the rest of the day it was marked, and offered at the next opening', () => {
  assert.equal(soldOutUntil({ week: Array(7).fill(DAILY), days: {} }, '2026-11-28'), at('2026-11-29', '11:00'));
  const hours = { week: Array(7).fill(DAILY), days: {} };
  assert.ok(isSoldOut(hours, '2026-11-28', at('2026-11-28', '14:00')));
  assert.ok(isSoldOut(hours, '2026-11-28', at('2026-11-28', '23:30')), 'after closing: still that day’s');
  assert.ok(isSoldOut(hours, '2026-11-28', at('2026-11-29', '10:59')), 'before the next opening');
  assert.not.ok(isSoldOut(hours, '2026-11-28', at('2026-11-29', '11:00')), 'the café opens: offered again');
  assert.not.ok(isSoldOut(hours, '2026-11-28', at('2026-12-05', '12:00')));
});

soldOut('should skip the days the café is closed, weekly and special', () => {
  // Marked on Sunday: Monday is the weekly day off, Tuesday a holiday; Wednesday at 11:00 it is back.
  assert.equal(soldOutUntil(HOURS, '2026-11-29'), at('2026-12-02', '11:00'));
  assert.ok(isSoldOut(HOURS, '2026-11-29', at('2026-12-01', '12:00')));
  assert.not.ok(isSoldOut(HOURS, '2026-11-29', at('2026-12-02', '11:00')));
});

soldOut('should not count a day marked ahead until it comes, nor a dish never marked', () => {
  assert.not.ok(isSoldOut(HOURS, '2026-12-05', at('2026-12-04', '12:00')));
  assert.ok(isSoldOut(HOURS, '2026-12-05', at('2026-12-05', '12:00')));
  assert.not.ok(isSoldOut(HOURS, undefined, at('2026-12-05', '12:00')));
});

soldOut('should stay sold out while the café does not open again within a year', () => {
  const closed: OpeningHours = { week: Array(7).fill([]), days: {} };
  assert.is(soldOutUntil(closed, '2026-11-29'), undefined);
  assert.ok(isSoldOut(closed, '2026-11-29', at('2027-06-01', '12:00')));
});

soldOut('should name the moment the café’s clock reads a time, wherever the build runs', () => {
  assert.is(new Date(instantOf('Asia/Kolkata', at('2026-11-30', '11:00'))).toISOString(), '2026-11-30T05:30:00.000Z');
  // Across a clock change: New York is UTC−5 in winter.
  assert.is(
    new Date(instantOf('America/New_York', at('2026-11-02', '09:00'))).toISOString(),
    '2026-11-02T14:00:00.000Z',
  );
});

soldOut.run();
