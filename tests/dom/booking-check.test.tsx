import './setup-dom.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkBooking } from '../../site/client/arm-bookings.ts';
import { ReservationForm } from '../../site/sections/ReservationForm.tsx';
import type { SpecialDay } from '../../site/core/catalog/site.ts';
import { fillTemplate as fill } from '../../site/core/lib/template.ts';
import { sampleCatalog } from '../sample-catalog.ts';

// The cases the sample catalogue (open daily 11:00–22:00) cannot show in a browser: a closed day,
// two sittings a day, hours past midnight. tests/e2e/forms.test.ts drives the real page.

const booking = suite('reservation form: impossible bookings');

/** A reservation form built from the sample catalogue (the café in Asia/Kolkata) with these opening hours and special days. */
async function mount(
  openingHours: { days: string[]; opens: string; closes: string }[],
  specialDays: SpecialDay[] = [],
) {
  const catalog = await sampleCatalog();
  catalog.site.openingHours = openingHours as typeof catalog.site.openingHours;
  catalog.site.specialDays = specialDays;
  document.body.innerHTML = renderToStaticMarkup(<ReservationForm catalog={catalog} idPrefix="t" />);
  const form = document.querySelector('form')!;
  const date = form.querySelector<HTMLInputElement>('input[type=date]')!;
  const time = form.querySelector<HTMLInputElement>('input[type=time]')!;
  const messages = catalog.forms.reservation;
  /** The two fields' messages for this day and time, with the clock at `now` (by default 3 PM in the café, a Tuesday). */
  const check = (day: string, at: string, now = new Date('2026-03-10T15:00:00+05:30')) => {
    date.value = day;
    time.value = at;
    checkBooking(form, now);
    return [date.validationMessage, time.validationMessage];
  };
  return { check, date, messages };
}

const WEEKDAYS = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

booking(
  'should refuse a day the studio is closed, naming it, and take any time on an open day within its hours',
  async () => {
    const { check, messages } = await mount([{ days: WEEKDAYS, opens: '11:00', closes: '22:00' }]);
    // 2026-03-16 is a Monday.
    assert.equal(
      check('2026-03-16', '19:00'),
      [messages.date.closed.replace('{day}', 'Monday'), ''],
      'the date says why; the time waits',
    );
    assert.equal(check('2026-03-17', '19:00'), ['', '']);
    assert.equal(check('2026-03-17', '10:59'), [
      '',
      messages.time.outsideHours.replace('{hours}', '11:00 AM – 10:00 PM'),
    ]);
  },
);

booking('should take either of two sittings and name both when refusing', async () => {
  const { check, messages } = await mount([
    { days: ['Saturday', 'Sunday'], opens: '09:30', closes: '14:00' },
    { days: ['Saturday', 'Sunday'], opens: '18:00', closes: '23:00' },
    { days: ['Monday', ...WEEKDAYS.slice(0, 4)], opens: '11:00', closes: '22:00' },
  ]);
  // 2026-03-14 is a Saturday.
  assert.equal(check('2026-03-14', '09:30'), ['', '']);
  assert.equal(check('2026-03-14', '19:00'), ['', '']);
  assert.equal(check('2026-03-14', '15:00'), [
    '',
    messages.time.outsideHours.replace('{hours}', '9:30 AM – 2:00 PM, 6:00 PM – 11:00 PM'),
  ]);
});

booking('should read hours that close after midnight as running on past it', async () => {
  const { check } = await mount([{ days: ['Monday', ...WEEKDAYS], opens: '18:00', closes: '02:00' }]);
  assert.equal(check('2026-03-14', '23:30'), ['', '']);
  assert.equal(check('2026-03-14', '01:00'), ['', '']);
  assert.not.equal(check('2026-03-14', '02:00')[1], '');
  assert.not.equal(check('2026-03-14', '12:00')[1], '');
});

booking(
  'should read 01:00 as the night before: Friday and Saturday 18:00–02:00 take Saturday and Sunday 01:00, not Friday 01:00',
  async () => {
    const { check, messages } = await mount([{ days: ['Friday', 'Saturday'], opens: '18:00', closes: '02:00' }]);
    // 2026-03-13 is a Friday.
    assert.equal(check('2026-03-14', '01:00'), ['', ''], 'Saturday 01:00: Friday night');
    assert.equal(check('2026-03-15', '01:00'), ['', ''], 'Sunday 01:00: Saturday night');
    assert.equal(
      check('2026-03-13', '01:00'),
      ['', messages.time.outsideHours.replace('{hours}', '6:00 PM – 2:00 AM')],
      'Friday 01:00: Thursday night, closed',
    );
    assert.equal(check('2026-03-13', '19:00'), ['', '']);
    assert.equal(
      check('2026-03-15', '19:00'),
      ['', messages.date.closed.replace('{day}', 'Sunday')],
      'Sunday evening: closed',
    );
    assert.equal(
      check('2026-03-16', '01:00'),
      [messages.date.closed.replace('{day}', 'Monday'), ''],
      'Monday: no hours, no night before',
    );
  },
);

booking("should hold the date to the café's today and refuse a time gone by today", async () => {
  const { check, date, messages } = await mount([{ days: ['Monday', ...WEEKDAYS], opens: '11:00', closes: '22:00' }]);
  assert.equal(check('2026-03-09', '19:00'), [messages.date.past, '']);
  assert.is(date.min, '2026-03-10');
  assert.equal(check('2026-03-10', '15:00'), ['', messages.time.past], 'the very minute');
  assert.equal(check('2026-03-10', '15:01'), ['', '']);
  assert.equal(
    check('2026-03-10', '19:00', new Date('2026-03-11T00:01:00+05:30')),
    [messages.date.past, ''],
    'past midnight, yesterday',
  );
  assert.is(date.min, '2026-03-11');
});

booking("should go by the café's clock for a guest in another time zone", async () => {
  const { check, date, messages } = await mount([{ days: ['Monday', ...WEEKDAYS], opens: '11:00', closes: '22:00' }]);
  // 8 PM on the 10th in New York is 6:30 AM on the 11th in Bengaluru: the 10th has gone by there.
  const evening = new Date('2026-03-10T20:00:00-04:00');
  assert.equal(check('2026-03-10', '21:00', evening), [messages.date.past, '']);
  assert.is(date.min, '2026-03-11');
  assert.equal(check('2026-03-11', '12:00', evening), ['', ''], "noon on the café's today is still to come");
  // 9 AM on the 10th in Bengaluru is still the evening of the 9th in New York: the café's 10th is today, and 8:30 has gone by.
  const morning = new Date('2026-03-10T09:00:00+05:30');
  assert.equal(check('2026-03-10', '08:30', morning), ['', messages.time.past]);
  assert.equal(check('2026-03-10', '11:30', morning), ['', '']);
});

booking(
  'should refuse a closed special day, naming it when it has a name, and hold a special day to its own hours',
  async () => {
    const { check, messages } = await mount(
      [{ days: ['Monday', ...WEEKDAYS], opens: '11:00', closes: '22:00' }],
      [
        { date: '2026-11-08', name: 'Diwali', closed: true },
        { date: '2026-11-09', closed: true },
        { date: '2026-12-24', name: 'Christmas Eve', opens: '11:00', closes: '18:00' },
      ],
    );
    assert.equal(check('2026-11-08', '19:00'), [
      fill(messages.date.closedFor, { date: 'Sunday, 8 November', name: 'Diwali' }),
      '',
    ]);
    assert.equal(check('2026-11-09', '19:00'), [fill(messages.date.closedOn, { date: 'Monday, 9 November' }), '']);
    assert.equal(check('2026-12-24', '17:30'), ['', '']);
    assert.equal(check('2026-12-24', '19:00'), ['', fill(messages.time.outsideHours, { hours: '11:00 AM – 6:00 PM' })]);
    assert.equal(check('2026-12-25', '19:00'), ['', ''], "the next day keeps the week's hours");
    assert.equal(check('2026-11-15', '19:00'), ['', ''], 'and so does the same weekday a week on');
  },
);

booking.run();
