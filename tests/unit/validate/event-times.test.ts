import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { eventTimes, namedTimes } from '../../../scripts/validate/rules/event-times.ts';
import type { RuleContext } from '../../../scripts/validate/rules/rule.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';

const context = (events: unknown): RuleContext => ({
  dir: 'tests/fixtures/catalog',
  files: new Map<CatalogKey, unknown>([['events', events]]),
  references: new Map(),
});

const rule = suite("eventTimes: an event's time in words and in the calendars agree");

rule('should find nothing wrong with the sample', async () => {
  const events = JSON.parse(await readFile('tests/fixtures/catalog/events.json', 'utf8'));
  assert.equal(eventTimes(context(events)), []);
  const { warnings } = await validateCatalog('tests/fixtures/catalog');
  assert.equal(
    warnings.filter((w) => w.pointer.endsWith('/time')),
    [],
  );
});

rule('should read times however they are written, and leave other numbers alone', () => {
  assert.equal(namedTimes('4:00 PM – 6:30 PM'), [
    { hour: 4, minute: 0, meridiem: 'pm' },
    { hour: 6, minute: 30, meridiem: 'pm' },
  ]);
  assert.equal(namedTimes('11.30 a.m. to 1 p.m.'), [
    { hour: 11, minute: 30, meridiem: 'am' },
    { hour: 1, minute: 0, meridiem: 'pm' },
  ]);
  assert.equal(namedTimes('19:00–22:00'), [
    { hour: 19, minute: 0, meridiem: undefined },
    { hour: 22, minute: 0, meridiem: undefined },
  ]);
  assert.equal(namedTimes('4–6:30 pm'), [
    { hour: 4, minute: 0, meridiem: undefined },
    { hour: 6, minute: 30, meridiem: 'pm' },
  ]);
  assert.equal(namedTimes('All afternoon, 2 hours, ages 5+, since 2025'), []);
});

rule('should warn, at the time guests read, when it names another start or end', () => {
  const event = (time: string, startTime: string, endTime: string) => ({ time, startTime, endTime });
  const events = {
    events: [
      event('4:00 PM – 6:30 PM', '16:00', '18:30'),
      event('4 pm to 6.30 pm', '16:00', '18:30'),
      event('19:00–22:00', '19:00', '22:00'),
      event('4–6:30 PM', '16:00', '18:30'),
      event('All afternoon', '14:00', '18:00'),
      event('4:00 PM – 6:30 PM', '17:00', '18:30'),
      event('4:00 PM – 6:30 PM', '16:00', '19:30'),
      event('4:00 AM – 6:30 AM', '16:00', '18:30'),
      event('From 7 PM', '19:30', '22:00'),
    ],
  };
  const differs = (i: number) => {
    const { time, startTime, endTime } = events.events[i]!;
    return {
      key: 'events',
      pointer: `/events/${i}/time`,
      warning: true,
      message: `"${time}" does not match the start and end times ${startTime}–${endTime} that guests' calendars get: correct whichever is wrong`,
    };
  };
  assert.equal(eventTimes(context(events)), [differs(5), differs(6), differs(7), differs(8)]);
});

rule('should refuse an event that ends as it starts: no length in a calendar (issue 33)', () => {
  const events = {
    events: [
      { time: '7 PM', startTime: '19:00', endTime: '19:00' },
      { time: '10 PM – 1 AM', startTime: '22:00', endTime: '01:00' },
    ],
  };
  assert.equal(eventTimes(context(events)), [
    {
      key: 'events',
      pointer: '/events/0/endTime',
      message:
        "is the same as the start time (19:00): the event would last no time at all in guests' calendars: give the time it ends (an earlier time than the start means after midnight)",
    },
  ]);
});

rule.run();
