import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import packages from '../../fixtures/catalog/packages.json' with { type: 'json' };
import { cafeEstimateMessage, eventDetailProblems, localToday } from '../../../site/core/lib/event-details.ts';

const words = packages.estimator.share;
const check = suite('Send to the café: what the café needs');

check('should ask for each missing detail in its own words', () => {
  assert.equal(eventDetailProblems({ name: '  ', date: '', time: '' }, '2026-03-10', words), {
    name: words.nameMissing,
    date: words.dateMissing,
    time: words.timeMissing,
  });
});

check('should refuse a day gone by, and take today or later', () => {
  const at = (date: string) => eventDetailProblems({ name: 'Asha', date, time: '19:30' }, '2026-03-10', words);
  assert.equal(at('2026-03-09'), { date: words.datePast });
  assert.equal(at('2026-03-10'), {});
  assert.equal(at('2027-01-01'), {});
});

check('should refuse what a date or time field never gives', () => {
  assert.equal(eventDetailProblems({ name: 'Asha', date: '14/03/2026', time: '25:00' }, '2026-03-10', words), {
    date: words.dateMissing,
    time: words.timeMissing,
  });
});

check("should write the name, the day and the time in the site's words, with the estimate", () => {
  const message = cafeEstimateMessage(
    'Book: {name}, {date} at {time}\n\n{estimate}',
    { name: ' Asha Rao ', date: '2026-03-14', time: '19:30' },
    'Total: ₹8,400',
    'en-IN',
  );
  assert.is(message, 'Book: Asha Rao, Saturday, 14 March 2026 at 7:30 pm\n\nTotal: ₹8,400');
});

check("should give the guest's own day as a date field writes it", () => {
  assert.is(localToday(new Date(2026, 2, 9, 23, 59)), '2026-03-09');
});

check.run();
