import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { datedChanges } from '../../../scripts/edit/dated-changes.ts';

const dated = suite('datedChanges: what starts or ends in the coming week');

const files = new Map<string, { title: string; data: unknown }>([
  [
    'offers.json',
    {
      title: 'Offers',
      data: {
        items: [
          { id: 'diwali', title: 'Diwali Week', startsOn: '2026-11-30', endsOn: '2026-12-06' },
          { id: 'later', title: 'Christmas', startsOn: '2026-12-20' },
          { id: 'always', title: 'Birthday Week' },
        ],
      },
    },
  ],
  [
    'menu.json',
    {
      title: 'Menu',
      data: {
        categories: [
          {
            id: 'festive',
            label: 'Festive specials',
            endsOn: '2026-11-29',
            items: [{ id: 'x', name: 'Kaju Katli', startsOn: '2026-12-01' }],
          },
        ],
      },
    },
  ],
  [
    'events.json',
    {
      title: 'Events',
      data: {
        events: [
          { title: 'Diwali Clay Night', date: '2026-12-03' },
          { title: 'Family Paint Club', date: '2026-11-30', isRecurring: true },
          { title: 'Last year', date: '2025-12-03' },
        ],
      },
    },
  ],
]);

dated('should list the week’s starts and ends from today, by date, in staff words', () => {
  assert.equal(datedChanges(files, '2026-11-29'), [
    { what: 'Menu: Festive specials', date: '2026-11-29', change: 'ends' },
    { what: 'Offers: Diwali Week', date: '2026-11-30', change: 'starts' },
    { what: 'Menu: Kaju Katli', date: '2026-12-01', change: 'starts' },
    { what: 'Events: Diwali Clay Night', date: '2026-12-03', change: 'starts' },
  ]);
});

dated('should see seven days, today the first: the eighth is next week’s', () => {
  const ends = datedChanges(files, '2026-11-30').filter((d) => d.what === 'Offers: Diwali Week');
  assert.equal(
    ends.map((d) => d.change),
    ['starts', 'ends'],
  );
  assert.equal(
    datedChanges(files, '2026-12-07').filter((d) => d.what === 'Offers: Diwali Week'),
    [],
  );
});

dated.run();
