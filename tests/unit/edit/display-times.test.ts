import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { displayTime, withDisplayTimes } from '../../../editor/form/display-times.ts';

/* An event's time in words, filled in from its start and end as staff pick them. */

const times = suite('event times');

times('should word a start and an end as the catalogue does', () => {
  assert.is(displayTime('16:00', '18:30'), '4:00 PM – 6:30 PM');
  assert.is(displayTime('00:05', '12:00'), '12:05 AM – 12:00 PM');
  assert.is(displayTime('19:00', '1:00'), undefined, 'only clock times');
  assert.is(displayTime('19:00', undefined), undefined);
});

times('should fill the words of an event whose start or end changed, and only of it', () => {
  const before = {
    events: [
      { time: 'Evenings', startTime: '18:00', endTime: '20:00' },
      { time: 'old', startTime: '10:00', endTime: '11:00' },
    ],
  };
  const after = { events: [before.events[0], { ...before.events[1], endTime: '12:30' }] };
  const filled = withDisplayTimes(before, after) as typeof after;
  assert.is(filled.events[1]!.time, '10:00 AM – 12:30 PM');
  assert.is(filled.events[0], before.events[0], 'an event left alone keeps its own words (and its object)');
  assert.is(withDisplayTimes(before, before), before, 'nothing changed, nothing copied');
});

times('should fill a new event once both its times are there', () => {
  const before = { events: [] };
  const half = { events: [{ time: '', startTime: '09:00' }] };
  assert.is((withDisplayTimes(before, half) as typeof half).events[0]!.time, '');
  const whole = { events: [{ time: '', startTime: '09:00', endTime: '10:00' }] };
  assert.is((withDisplayTimes(half, whole) as typeof whole).events[0]!.time, '9:00 AM – 10:00 AM');
});

times('should leave the words staff wrote alone when an event before them is removed or put back', () => {
  const events = [
    { time: '4:00 PM – 6:00 PM', startTime: '16:00', endTime: '18:00' },
    { time: '6 PM till late', startTime: '18:00', endTime: '23:00' },
    { time: 'All morning', startTime: '09:00', endTime: '12:00' },
  ];
  const removed = { events: [events[0], events[2]] };
  assert.is(withDisplayTimes({ events }, removed), removed, 'the later event keeps its own words');
  assert.equal(
    (withDisplayTimes(removed, { events }) as { events: typeof events }).events.map((e) => e.time),
    events.map((e) => e.time),
    'and so does an Undo',
  );
});

times.run();
