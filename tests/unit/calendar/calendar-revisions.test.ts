import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../../scripts/build.ts';
import {
  contentHash,
  formatRevisions,
  readRevisions,
  REVISIONS_FILE,
  revise,
} from '../../../scripts/calendar/calendar-revisions.ts';
import { eventCalendars } from '../../../scripts/calendar/event-calendars.ts';
import { buildClock } from '../../../scripts/write/build-clock.ts';
import { CALENDAR_FEED_PATH, eventCalendarPath } from '../../../site/core/lib/calendar-paths.ts';
import { type SampleCatalog, sampleCatalog } from '../../sample-catalog.ts';

/** Each event in a calendar's text, by its id (the UID before the @): its DTSTAMP, SEQUENCE and title. */
function entries(text: string) {
  const found = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
    const id = String(v.getFirstPropertyValue('uid')).split('@')[0]!;
    return [
      id,
      {
        stamp: String(v.getFirstPropertyValue('dtstamp')),
        sequence: v.getFirstPropertyValue('sequence'),
        title: v.getFirstPropertyValue('summary'),
      },
    ];
  });
  return Object.fromEntries(found) as Record<string, { stamp: string; sequence: unknown; title: string }>;
}

const FIRST = '2025-10-08T00:00:00Z';
const at = (iso: string) => new Date(iso);

const rules = suite('calendar revisions: the rule');

rules('should start an event at SEQUENCE 0 and the stamp the catalogue fixes, whatever the clock says', () => {
  const first = revise(undefined, 'a', { now: at('2026-11-28T17:00:00Z'), firstStamp: at(FIRST) });
  assert.equal(first, { hash: 'a', sequence: 0, stamp: '2025-10-08T00:00:00.000Z' });
});

rules(
  'should keep an unchanged event exactly as recorded, and give a changed one the next sequence at the build time',
  () => {
    const recorded = { hash: 'a', sequence: 2, stamp: '2025-11-01T09:00:00.000Z' };
    assert.is(revise(recorded, 'a', { now: at('2026-01-01T00:00:00Z'), firstStamp: at(FIRST) }), recorded);
    assert.equal(revise(recorded, 'b', { now: at('2026-01-01T10:20:30.456Z'), firstStamp: at(FIRST) }), {
      hash: 'b',
      sequence: 3,
      stamp: '2026-01-01T10:20:30.000Z',
    });
  },
);

rules('should stamp a change after the recorded stamp even when the build clock is behind it', () => {
  const recorded = { hash: 'a', sequence: 0, stamp: '2025-11-01T09:00:00.000Z' };
  const changed = revise(recorded, 'b', { now: at('2025-01-01T00:00:00Z'), firstStamp: at(FIRST) });
  assert.equal(changed, { hash: 'b', sequence: 1, stamp: '2025-11-01T09:00:01.000Z' });
});

rules('should hash the same content the same, and other content otherwise', () => {
  assert.is(
    contentHash({ summary: 'x', start: { date: '2025-10-18' } }),
    contentHash({ summary: 'x', start: { date: '2025-10-18' } }),
  );
  assert.is.not(contentHash({ summary: 'x' }), contentHash({ summary: 'y' }));
});

rules('should take the build time from SOURCE_DATE_EPOCH when it is set, else the clock', () => {
  assert.equal(buildClock({ SOURCE_DATE_EPOCH: '1760785200' }), at('2025-10-18T11:00:00Z'));
  const before = Date.now();
  const clock = buildClock({}).getTime();
  assert.ok(clock >= before && clock <= Date.now());
  assert.ok(
    Math.abs(buildClock({ SOURCE_DATE_EPOCH: 'soon' }).getTime() - Date.now()) < 60_000,
    'not a number: the clock',
  );
});

const mapped = suite('calendar revisions: events');

let catalog: SampleCatalog;
mapped.before(async () => {
  catalog = await sampleCatalog();
});

const calendars = (c: SampleCatalog, now: Date, revisions?: Parameters<typeof eventCalendars>[0]['revisions']) =>
  eventCalendars({ events: c.events, site: c.site, now, revisions });

mapped('should write an unchanged catalogue to the same bytes in every build, whenever it runs', () => {
  const first = calendars(catalog, at('2025-10-09T00:00:00Z'));
  const again = calendars(catalog, at('2026-03-01T00:00:00Z'), first.revisions);
  assert.is(again.feed, first.feed);
  assert.equal(
    again.single,
    first.single.filter((s) => again.single.some((a) => a.id === s.id)),
  );
  assert.equal(again.revisions, first.revisions);
  assert.is(formatRevisions(again.revisions), formatRevisions(first.revisions));
  const fresh = calendars(catalog, at('2025-10-09T00:00:00Z'));
  assert.is(fresh.feed, first.feed, 'a fresh clone, nothing recorded: the same file as the first build');
  for (const entry of Object.values(entries(first.feed))) assert.equal([entry.stamp, entry.sequence], [FIRST, 0]);
});

mapped('should give a changed event a higher SEQUENCE and a later DTSTAMP, and leave the others as they were', () => {
  const first = calendars(catalog, at('2025-10-09T00:00:00Z'));
  const changed = structuredClone(catalog);
  const diwali = changed.events.events.find((e) => e.id === 'diwali-diya-workshop')!;
  diwali.startTime = '17:00';
  const second = calendars(changed, at('2025-10-10T08:30:00Z'), first.revisions);
  const [before, after] = [entries(first.feed), entries(second.feed)];
  assert.equal(after['diwali-diya-workshop'], {
    ...before['diwali-diya-workshop']!,
    sequence: 1,
    stamp: '2025-10-10T08:30:00Z',
  });
  for (const id of Object.keys(before).filter((id) => id !== 'diwali-diya-workshop'))
    assert.equal(after[id], before[id], id);
  const single = (r: ReturnType<typeof calendars>, id: string) => r.single.find((s) => s.id === id)!.text;
  assert.is(
    single(second, 'halloween-mug-night'),
    single(first, 'halloween-mug-night'),
    'an unchanged event: the same bytes',
  );
  assert.is.not(single(second, 'diwali-diya-workshop'), single(first, 'diwali-diya-workshop'));

  // Built again unchanged: as the second build. Changed again (the title): higher and later still.
  assert.is(calendars(changed, at('2025-10-11T00:00:00Z'), second.revisions).feed, second.feed);
  diwali.title = 'Diwali Diyas, by lamplight';
  const third = entries(calendars(changed, at('2025-10-12T06:00:00Z'), second.revisions).feed)['diwali-diya-workshop']!;
  assert.equal(third, { title: 'Diwali Diyas, by lamplight', sequence: 2, stamp: '2025-10-12T06:00:00Z' });
});

mapped('should count as a change only what the calendar entry says, not the picture or the display words', () => {
  const first = calendars(catalog, at('2025-10-09T00:00:00Z'));
  const changed = structuredClone(catalog);
  const diwali = changed.events.events.find((e) => e.id === 'diwali-diya-workshop')!;
  diwali.image = { ...diwali.image, alt: 'Lit clay lamps' };
  diwali.displayDate = 'Sat, 18 Oct';
  assert.is(calendars(changed, at('2025-10-10T00:00:00Z'), first.revisions).feed, first.feed);
});

mapped('should go on from its last sequence when an event leaves the list and comes back changed', () => {
  const first = calendars(catalog, at('2025-10-09T00:00:00Z'));
  const without = structuredClone(catalog);
  without.events.events = without.events.events.filter((e) => e.id !== 'halloween-mug-night');
  const second = calendars(without, at('2025-10-10T00:00:00Z'), first.revisions);
  assert.ok(
    Object.keys(second.revisions).some((uid) => uid.startsWith('halloween-mug-night@')),
    'still recorded',
  );
  const back = structuredClone(catalog);
  back.events.events.find((e) => e.id === 'halloween-mug-night')!.endTime = '22:00';
  const third = entries(calendars(back, at('2025-10-11T00:00:00Z'), second.revisions).feed)['halloween-mug-night']!;
  assert.equal([third.sequence, third.stamp], [1, '2025-10-11T00:00:00Z']);
});

const built = suite('calendar revisions: builds over one output folder');

let root: string;
const epochBefore = process.env.SOURCE_DATE_EPOCH;
const buildAt = async (catalogDir: string, outDir: string, iso: string) => {
  process.env.SOURCE_DATE_EPOCH = String(Date.parse(iso) / 1000);
  const result = await build({ catalogDir, outDir });
  if (result.outcome !== 'built') throw new Error(`no build: ${JSON.stringify(result).slice(0, 500)}`);
};
const read = (outDir: string, path: string) => readFile(join(outDir, 'site', path.slice(1)), 'utf8');

built.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-revisions-'));
  await cp('tests/fixtures/catalog', join(root, 'tests/fixtures/catalog'), { recursive: true });
});

built.after(async () => {
  if (epochBefore === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = epochBefore;
  await rm(root, { recursive: true, force: true });
});

built(
  'should record the revisions beside the build marker, unpublished, and take a changed event up a sequence in the next build',
  async () => {
    const [catalogDir, out] = [join(root, 'tests/fixtures/catalog'), join(root, 'out')];
    await buildAt(catalogDir, out, '2025-10-09T00:00:00Z');
    assert.not.ok((await readdir(join(out, 'site'))).includes(REVISIONS_FILE), 'not published');
    const recorded = await readRevisions(out);
    assert.ok(Object.keys(recorded).length >= 4);
    const firstFeed = await read(out, CALENDAR_FEED_PATH);
    const firstHalloween = await read(out, eventCalendarPath('halloween-mug-night'));

    // Built again, unchanged, days later: every file the same bytes.
    await buildAt(catalogDir, out, '2025-10-12T00:00:00Z');
    assert.is(await read(out, CALENDAR_FEED_PATH), firstFeed);
    assert.is(await read(out, eventCalendarPath('halloween-mug-night')), firstHalloween);

    // Staff move the Diwali workshop an hour later.
    const eventsFile = join(catalogDir, 'events.json');
    const events = JSON.parse(await readFile(eventsFile, 'utf8'));
    events.events.find((e: { id: string }) => e.id === 'diwali-diya-workshop').startTime = '17:00';
    await writeFile(eventsFile, `${JSON.stringify(events, null, 2)}\n`);
    await buildAt(catalogDir, out, '2025-10-13T09:15:00Z');
    const [before, after] = [entries(firstFeed), entries(await read(out, CALENDAR_FEED_PATH))];
    assert.equal(after['diwali-diya-workshop'], {
      ...before['diwali-diya-workshop']!,
      sequence: 1,
      stamp: '2025-10-13T09:15:00Z',
    });
    assert.equal(
      entries(await read(out, eventCalendarPath('diwali-diya-workshop')))['diwali-diya-workshop'],
      after['diwali-diya-workshop'],
    );
    assert.equal(after['halloween-mug-night'], before['halloween-mug-night']);
    assert.is(
      await read(out, eventCalendarPath('halloween-mug-night')),
      firstHalloween,
      'an unchanged event: the same bytes',
    );

    // And again unchanged: the changed event keeps its new revision.
    const changedFeed = await read(out, CALENDAR_FEED_PATH);
    await buildAt(catalogDir, out, '2025-10-14T00:00:00Z');
    assert.is(await read(out, CALENDAR_FEED_PATH), changedFeed);
  },
);

built('should build a fresh clone (no output folder yet) the same whenever it runs', async () => {
  const catalogDir = join(root, 'tests/fixtures/catalog');
  await buildAt(catalogDir, join(root, 'clone-a'), '2025-10-09T00:00:00Z');
  await buildAt(catalogDir, join(root, 'clone-b'), '2025-10-15T00:00:00Z');
  const [a, b] = [
    await read(join(root, 'clone-a'), CALENDAR_FEED_PATH),
    await read(join(root, 'clone-b'), CALENDAR_FEED_PATH),
  ];
  assert.is(a, b);
  for (const entry of Object.values(entries(a))) assert.equal([entry.stamp, entry.sequence], [FIRST, 0]);
});

built('should start afresh, not fail, when the record cannot be read', async () => {
  const dir = join(root, 'garbled');
  await cp(join(root, 'clone-a'), dir, { recursive: true });
  await writeFile(join(dir, REVISIONS_FILE), '{ not json');
  assert.equal(await readRevisions(dir), {});
  await writeFile(
    join(dir, REVISIONS_FILE),
    JSON.stringify({ events: { 'x@y': { hash: 'h', sequence: -1, stamp: 'never' } } }),
  );
  assert.equal(await readRevisions(dir), {});
  assert.equal(await readRevisions(join(root, 'nowhere')), {});
});

rules.run();
mapped.run();
built.run();
