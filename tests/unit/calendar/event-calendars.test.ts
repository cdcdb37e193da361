import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../../scripts/build.ts';
import { eventCalendars } from '../../../scripts/calendar/event-calendars.ts';
import { parseHeaderRules, headersFor } from '../../../scripts/http/header-rules.ts';
import type { EventItem } from '../../../site/core/catalog/events.ts';
import { CALENDAR_FEED_PATH, eventCalendarPath } from '../../../site/core/lib/calendar-paths.ts';
import { isStillAhead } from '../../../site/core/lib/event-ahead.ts';
import { splitEvents } from '../../../site/core/lib/split-events.ts';
import { type SampleCatalog, sampleCatalog } from '../../sample-catalog.ts';

/** The sample catalogue built (twice, to see what stays the same) and its calendars read back with ical.js. */
const built = suite('the events calendars of a build');

let root: string;
let catalog: SampleCatalog;
let upcoming: EventItem[];
/** Those still ahead at the build's time: the ones with a file of their own. */
let ahead: EventItem[];
const sites: string[] = [];
/** The builds' time: 16:30 in Bengaluru on the day of the Diwali workshop, which began at 16:00. */
const BUILT_AT = new Date('2025-10-18T11:00:00Z');
const epochBefore = process.env.SOURCE_DATE_EPOCH;

const read = (site: string, path: string) => readFile(join(site, path.slice(1)), 'utf8');
const components = (text: string) => new ICAL.Component(ICAL.parse(text));
const vevents = (text: string) => components(text).getAllSubcomponents('vevent');
const utc = (t: ICAL.Time) => t.toJSDate().toISOString();

/** The instant an Indian wall-clock time is: 5 h 30 min before the same figures in UTC. */
const indianTime = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - 330 * 60_000).toISOString();

built.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-calendars-'));
  catalog = await sampleCatalog();
  upcoming = splitEvents(catalog.events.events, catalog.site.eventsReferenceDate!).upcoming;
  ahead = upcoming.filter((e) => isStillAhead(e, catalog.site.timeZone, BUILT_AT));
  process.env.SOURCE_DATE_EPOCH = String(BUILT_AT.getTime() / 1000);
  for (const name of ['a', 'b']) {
    const result = await build({ catalogDir: 'tests/fixtures/catalog', outDir: join(root, name) });
    if (result.outcome !== 'built')
      throw new Error(`the sample catalogue does not build: ${JSON.stringify(result).slice(0, 500)}`);
    sites.push(join(root, name, 'site'));
  }
});

built.after(async () => {
  if (epochBefore === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = epochBefore;
  await rm(root, { recursive: true, force: true });
});

built(
  'should write one file for each upcoming event still ahead by the café clock at build time, and none for one begun or past',
  async () => {
    assert.ok(
      upcoming.length >= 4 && upcoming.some((e) => e.isRecurring),
      'the sample has upcoming and recurring events',
    );
    const files = (await readdir(join(sites[0]!, 'calendar'))).sort();
    assert.equal(files, ahead.map((e) => `${e.id}.ics`).sort());
    assert.not.ok(files.includes('diwali-diya-workshop.ics'), 'begun half an hour before the build');
    assert.ok(files.includes('halloween-mug-night.ics'), 'later that month');
    assert.ok(files.includes('family-paint-club.ics'), 'a weekly event is always ahead');
  },
);

built(
  'should give each file its event: title, description, the café address, its page, and the day and time in India',
  async () => {
    const host = new URL(catalog.site.urls.site!).hostname;
    for (const item of ahead) {
      const text = await read(sites[0]!, eventCalendarPath(item.id));
      const found = vevents(text);
      assert.is(found.length, 1, item.id);
      const event = new ICAL.Event(found[0]!);
      assert.is(event.uid, `${item.id}@${host}`);
      assert.is(event.summary, item.title);
      assert.is(event.description, item.description);
      assert.is(event.location, [catalog.site.name, ...catalog.site.address.lines].join(', '));
      assert.is(found[0]!.getFirstPropertyValue('url'), `${catalog.site.urls.site}/events#event-${item.id}`);
      assert.equal(found[0]!.getFirstProperty('categories')?.getValues() ?? [], item.tags);
      // The local time as staff wrote it, in the café's zone; in UTC, 5:30 earlier.
      assert.is(event.startDate.zone!.tzid, 'Asia/Kolkata', item.id);
      assert.is(event.startDate.toString(), `${item.date}T${item.startTime}:00`);
      assert.is(utc(event.startDate), indianTime(item.date, item.startTime), `${item.id} starts`);
      assert.is(utc(event.endDate), indianTime(item.date, item.endTime), `${item.id} ends`);
      // A first build: nothing recorded, so revision 0, stamped at the catalogue's "today", not the clock.
      assert.is(
        found[0]!.getFirstPropertyValue('dtstamp')!.toString(),
        `${catalog.site.eventsReferenceDate!}T00:00:00Z`,
      );
      assert.is(found[0]!.getFirstPropertyValue('sequence'), 0, item.id);
      assert.is(event.isRecurring(), item.isRecurring, `${item.id} repeats or not`);
    }
  },
);

built('should repeat a weekly event on its weekday at its time, from the reference day on', async () => {
  const firstThree = async (id: string) => {
    const event = new ICAL.Event(vevents(await read(sites[0]!, eventCalendarPath(id)))[0]!);
    const it = event.iterator();
    const after: string[] = [];
    for (let next = it.next(); next && after.length < 3; next = it.next()) {
      if (next.toString() >= catalog.site.eventsReferenceDate!) after.push(utc(next));
    }
    return after;
  };
  // Every Saturday at 11:30 in Bengaluru (06:00 UTC); every Thursday at 19:00 (13:30 UTC).
  assert.equal(await firstThree('family-paint-club'), [
    '2025-10-11T06:00:00.000Z',
    '2025-10-18T06:00:00.000Z',
    '2025-10-25T06:00:00.000Z',
  ]);
  assert.equal(await firstThree('open-studio-jazz'), [
    '2025-10-09T13:30:00.000Z',
    '2025-10-16T13:30:00.000Z',
    '2025-10-23T13:30:00.000Z',
  ]);
  const rule = vevents(await read(sites[0]!, eventCalendarPath('family-paint-club')))[0]!.getFirstPropertyValue(
    'rrule',
  ) as ICAL.Recur;
  assert.is(rule.freq, 'WEEKLY');
  assert.equal(rule.parts.BYDAY, ['SA']);
});

built('should list every upcoming event in the feed, once, under the name staff gave it', async () => {
  const feed = await read(sites[0]!, CALENDAR_FEED_PATH);
  const calendar = components(feed);
  const uids = vevents(feed).map((v) => v.getFirstPropertyValue('uid'));
  assert.is(new Set(uids).size, uids.length, 'unique UIDs');
  const host = new URL(catalog.site.urls.site!).hostname;
  assert.equal(
    uids,
    upcoming.map((e) => `${e.id}@${host}`),
    'every upcoming event, soonest first, begun ones too: a subscribed calendar keeps them',
  );
  const singles = await Promise.all(
    ahead.map(async (e) => vevents(await read(sites[0]!, eventCalendarPath(e.id)))[0]!.getFirstPropertyValue('uid')),
  );
  assert.equal(
    singles,
    uids.filter((uid) => singles.includes(uid)),
    'the same events as in the feed',
  );
  assert.ok(feed.includes(`\r\nX-WR-CALNAME:${catalog.events.calendar.feedName.replace(/([,;\\])/g, '\\$1')}\r\n`));
  assert.is(calendar.getAllSubcomponents('vtimezone').length, 1);
});

built('should write the same files in every build: stable UIDs, and no build time in them', async () => {
  const names = [CALENDAR_FEED_PATH, ...ahead.map((e) => eventCalendarPath(e.id))];
  for (const path of names) assert.is(await read(sites[1]!, path), await read(sites[0]!, path), path);
});

built('should follow RFC 5545 to the octet: CRLF line ends and lines of at most 75 octets', async () => {
  for (const path of [CALENDAR_FEED_PATH, ...ahead.map((e) => eventCalendarPath(e.id))]) {
    const text = await read(sites[0]!, path);
    assert.ok(text.startsWith('BEGIN:VCALENDAR\r\n') && text.endsWith('END:VCALENDAR\r\n'), path);
    assert.not.ok(/[^\r]\n/.test(text), `${path}: a bare LF`);
    const long = text.split('\r\n').filter((line) => Buffer.byteLength(line) > 75);
    assert.equal(long, [], path);
  }
});

built('should tell the host their content type, and to check them again as pages', async () => {
  const rules = parseHeaderRules(await read(sites[0]!, '/_headers'));
  for (const path of [CALENDAR_FEED_PATH, eventCalendarPath('family-paint-club')]) {
    const headers = headersFor(rules, path);
    assert.is(headers['content-type'], 'text/calendar; charset=utf-8', path);
    assert.is(headers['cache-control'], 'no-cache', path);
  }
  assert.is(headersFor(rules, '/events')['content-type'], undefined, 'the events page stays a page');
  assert.is(headersFor(rules, '/events/')['content-type'], undefined);
});

const mapped = suite('event calendars from the catalogue');

/** The sample's "today" (site.json's eventsReferenceDate), at noon UTC. */
const REFERENCE_DAY = new Date('2025-10-08T12:00:00Z');

mapped(
  'should end an event that runs past midnight on the next day, and repeat a monthly one on its weekday of the month',
  async () => {
    const sample = await sampleCatalog();
    const base = sample.events.events[0]!;
    sample.events.events = [
      { ...base, id: 'late-jam', isRecurring: false, date: '2025-12-31', startTime: '21:00', endTime: '01:00' },
      {
        ...base,
        id: 'first-saturday',
        isRecurring: true,
        repeats: 'monthly',
        date: '2025-11-01',
        startTime: '10:00',
        endTime: '12:00',
      },
    ];
    const { feed, single } = eventCalendars({ events: sample.events, site: sample.site, now: REFERENCE_DAY });
    assert.equal(
      single.map((s) => s.id),
      ['first-saturday', 'late-jam'],
    );
    const [monthly, late] = vevents(feed).map((v) => new ICAL.Event(v));
    assert.is(utc(late!.endDate), '2025-12-31T19:30:00.000Z', '1 AM on 1 January in India');
    assert.is(late!.endDate.toString(), '2026-01-01T01:00:00');
    const it = monthly!.iterator();
    assert.equal(
      Array.from({ length: 3 }, () => it.next()!.toString()),
      ['2025-11-01T10:00:00', '2025-12-06T10:00:00', '2026-01-03T10:00:00'],
    );
  },
);

mapped("should go by site.json's time zone, daylight saving included where it has one", async () => {
  const sample = await sampleCatalog();
  sample.site.timeZone = 'Europe/London';
  const starts = vevents(eventCalendars({ events: sample.events, site: sample.site, now: REFERENCE_DAY }).feed).map(
    (v) => {
      const event = new ICAL.Event(v);
      return [event.uid.split('@')[0], event.startDate.zone!.tzid, utc(event.startDate)];
    },
  );
  assert.ok(
    starts.some(
      ([id, zone, at]) => id === 'family-paint-club' && zone === 'Europe/London' && at === '2025-06-07T10:30:00.000Z',
    ),
    'June: BST, UTC+1',
  );
  assert.ok(
    starts.some(([id, , at]) => id === 'christmas-ornaments' && at === '2025-12-13T15:00:00.000Z'),
    'December: GMT',
  );
});

mapped('should name the café under .invalid in a UID, and give no link, without a site address', async () => {
  const sample = await sampleCatalog();
  sample.site.urls.site = undefined;
  const [first] = vevents(eventCalendars({ events: sample.events, site: sample.site, now: REFERENCE_DAY }).feed);
  assert.match(String(first!.getFirstPropertyValue('uid')), /@the-clay-table\.invalid$/);
  assert.is(first!.getFirstProperty('url'), null);
});

mapped('should keep an empty feed a valid calendar when nothing is upcoming', async () => {
  const sample = await sampleCatalog();
  sample.events.events = sample.events.events.filter(
    (e) => !e.isRecurring && e.date < sample.site.eventsReferenceDate!,
  );
  const { feed, single } = eventCalendars({ events: sample.events, site: sample.site, now: REFERENCE_DAY });
  assert.equal(single, []);
  assert.is(vevents(feed).length, 0);
  assert.is(components(feed).getAllSubcomponents('vtimezone').length, 1, 'a calendar holds at least one component');
});

built.run();
mapped.run();
