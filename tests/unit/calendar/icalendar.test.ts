import ICAL from 'ical.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeText, foldLine, formatCalendar, type CalendarEvent } from '../../../scripts/calendar/icalendar.ts';
import { recurrenceRule } from '../../../scripts/calendar/event-calendars.ts';
import { utcOffset, vtimezone } from '../../../scripts/calendar/time-zone-rules.ts';

/** Lines as a calendar program reads them: split on CRLF, then each fold undone (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'diwali@example.in',
  stamp: new Date('2025-10-08T00:00:00Z'),
  start: { date: '2025-10-18', time: '16:00' },
  end: { date: '2025-10-18', time: '18:30' },
  summary: 'Diwali Diya Painting',
  ...over,
});

/** One calendar around `events` in `zone`, parsed by ical.js: its events. */
function parsed(events: CalendarEvent[], zone = 'Asia/Kolkata', years: [number, number] = [2025, 2030]) {
  const text = formatCalendar({
    prodId: '-//Kiln//Test//EN',
    timeZone: zone,
    timeZoneLines: vtimezone(zone, ...years),
    events,
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

const text = suite('iCalendar text');

text('should escape what ends a TEXT value, write line breaks as \\n and drop other control characters', () => {
  assert.is(escapeText('Paint; sip, repeat\\'), 'Paint\\; sip\\, repeat\\\\');
  assert.is(escapeText('one\r\ntwo\nthree\rfour'), 'one\\ntwo\\nthree\\nfour');
  assert.is(escapeText('bell\u0007 tab\tend\u007f'), 'bell tab\tend');
});

text('should fold a long line at 75 octets, each further line starting with one space', () => {
  const line = `DESCRIPTION:${'Paint a set of six clay diyas in gold, vermilion and turquoise. '.repeat(4)}`;
  const folded = foldLine(line);
  const parts = folded.split('\r\n');
  assert.ok(parts.length > 1);
  assert.ok(
    parts.every((p) => Buffer.byteLength(p) <= 75),
    parts.map((p) => Buffer.byteLength(p)).join(' '),
  );
  assert.is(Buffer.byteLength(parts[0]!), 75, 'the first line is filled');
  assert.ok(parts.slice(1).every((p) => p.startsWith(' ')));
  assert.is(unfold(folded)[0], line);
  assert.is(foldLine('SUMMARY:short'), 'SUMMARY:short', 'a short line stays as it is');
});

text('should never fold inside a character that takes several octets', () => {
  const line = `SUMMARY:${'₹310 दीया '.repeat(12)}`;
  const parts = foldLine(line).split('\r\n');
  for (const part of parts) {
    const bytes = Buffer.from(part);
    assert.ok(bytes.length <= 75);
    assert.is(bytes.toString('utf8'), part, 'each line is whole UTF-8');
    assert.not.ok(part.includes('\ufffd'));
  }
  assert.is(unfold(parts.join('\r\n'))[0], line);
});

text('should end every line with CRLF, and round-trip texts through a real parser', () => {
  const summary = 'Spooky Mug Night; costumes, bats & ghosts\\ "welcome"';
  const description = `Line one.\nLine two, with ₹350 — ${'and a long tail of words '.repeat(6)}`;
  const out = formatCalendar({
    prodId: '-//Kiln//Test//EN',
    timeZone: 'Asia/Kolkata',
    timeZoneLines: vtimezone('Asia/Kolkata', 2025, 2025),
    name: 'The Clay Table: events, workshops',
    events: [
      event({
        summary,
        description,
        location: 'The Clay Table, 42, 12th Main Road',
        categories: ['Festival', 'Kids, family'],
      }),
    ],
  });
  assert.ok(out.endsWith('\r\n'));
  assert.not.ok(/[^\r]\n/.test(out), 'no bare LF');
  assert.ok(
    out.split('\r\n').every((l) => Buffer.byteLength(l) <= 75),
    'no line over 75 octets',
  );
  const calendar = new ICAL.Component(ICAL.parse(out));
  // ical.js leaves properties it does not know (RFC 7986's NAME, X-WR-CALNAME) escaped, as read.
  assert.is(calendar.getFirstPropertyValue('name'), 'The Clay Table: events\\, workshops');
  assert.ok(
    out.includes('\r\nX-WR-CALNAME:The Clay Table: events\\, workshops\r\n'),
    'Apple and Google name it by X-WR-CALNAME, a TEXT too',
  );
  assert.is(calendar.getFirstPropertyValue('version'), '2.0');
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const e = new ICAL.Event(vevent);
  assert.is(e.summary, summary);
  assert.is(e.description, description);
  assert.is(e.location, 'The Clay Table, 42, 12th Main Road');
  assert.equal(vevent.getFirstProperty('categories')!.getValues(), ['Festival', 'Kids, family']);
  assert.is(vevent.getFirstPropertyValue('dtstamp')!.toString(), '2025-10-08T00:00:00Z');
});

const zones = suite('time zones (VTIMEZONE)');

const utc = (t: ICAL.Time) => t.toJSDate().toISOString();

zones('should define India as one STANDARD block at +0530, with no daylight saving', () => {
  const lines = vtimezone('Asia/Kolkata', 2025, 2031);
  assert.equal(lines, [
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]);
  const [e] = parsed([event()]);
  assert.is(e!.startDate.zone!.tzid, 'Asia/Kolkata');
  assert.is(utc(e!.startDate), '2025-10-18T10:30:00.000Z', '4 PM in Bengaluru is 10:30 UTC');
  assert.is(utc(e!.endDate), '2025-10-18T13:00:00.000Z');
});

zones('should write offsets as ±hhmm', () => {
  assert.is(utcOffset(330), '+0530');
  assert.is(utcOffset(-240), '-0400');
  assert.is(utcOffset(0), '+0000');
  assert.is(utcOffset(345), '+0545');
});

zones('should follow daylight saving where a zone has it, north and south', () => {
  const at = (zone: string, date: string) =>
    parsed([event({ start: { date, time: '11:30' }, end: { date, time: '12:30' } })], zone, [2026, 2026])[0]!;
  assert.is(utc(at('Europe/London', '2026-01-10').startDate), '2026-01-10T11:30:00.000Z', 'London in winter: GMT');
  assert.is(utc(at('Europe/London', '2026-07-04').startDate), '2026-07-04T10:30:00.000Z', 'London in summer: BST');
  assert.is(
    utc(at('Australia/Sydney', '2026-01-10').startDate),
    '2026-01-10T00:30:00.000Z',
    'Sydney in its summer: +11',
  );
  assert.is(
    utc(at('Australia/Sydney', '2026-07-04').startDate),
    '2026-07-04T01:30:00.000Z',
    'Sydney in its winter: +10',
  );
  const london = vtimezone('Europe/London', 2026, 2026).join('\n');
  assert.match(london, /BEGIN:DAYLIGHT\nDTSTART:20260329T010000\nTZOFFSETFROM:\+0000\nTZOFFSETTO:\+0100/);
  assert.match(london, /BEGIN:STANDARD\nDTSTART:20261025T020000\nTZOFFSETFROM:\+0100\nTZOFFSETTO:\+0000/);
});

zones(
  'should cover every occurrence of an event that repeats on for years, in a zone with daylight saving (issue 33)',
  () => {
    // What a calendar program makes of each occurrence, against what Intl says the zone's clock reads then.
    const offsetAt = (zone: string, instant: Date) => {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName')!.value;
      const [, sign, h, m] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
      return sign ? (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)) : 0;
    };
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Sydney']) {
      // Written for 2026–2031, as a build with this year's events: the weekly event goes on for ever.
      const [e] = parsed(
        [
          event({
            start: { date: '2026-06-06', time: '11:30' },
            end: { date: '2026-06-06', time: '13:30' },
            rrule: 'FREQ=WEEKLY;BYDAY=SA',
          }),
        ],
        zone,
        [2026, 2031],
      );
      const it = e!.iterator();
      let checked = 0;
      for (let next = it.next(); next && next.year <= 2045; next = it.next()) {
        if (next.year < 2032 && checked > 0) continue;
        const instant = next.toJSDate();
        const local = new Date(instant.getTime() + offsetAt(zone, instant) * 60_000).toISOString().slice(11, 16);
        assert.is(local, '11:30', `${zone} ${next.toString()}: ${instant.toISOString()}`);
        checked++;
      }
      assert.ok(checked > 52 * 13, `${zone}: ${checked} occurrences checked`);
    }
  },
);

const rules = suite('recurrence (RRULE)');

rules('should repeat weekly, fortnightly or monthly on the weekday of the first date', () => {
  assert.is(recurrenceRule('2025-06-07'), 'FREQ=WEEKLY;BYDAY=SA', 'weekly when not said');
  assert.is(recurrenceRule('2025-09-04', 'weekly'), 'FREQ=WEEKLY;BYDAY=TH');
  assert.is(recurrenceRule('2025-09-04', 'fortnightly'), 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH');
  assert.is(recurrenceRule('2025-06-07', 'monthly'), 'FREQ=MONTHLY;BYDAY=1SA', 'the first Saturday');
  assert.is(recurrenceRule('2025-06-28', 'monthly'), 'FREQ=MONTHLY;BYDAY=4SA', 'the fourth');
  assert.is(recurrenceRule('2025-05-31', 'monthly'), 'FREQ=MONTHLY;BYDAY=-1SA', 'a fifth Saturday is the last one');
});

rules('should give occurrences a real parser expands to the right days and times', () => {
  const next = (rule: string, count: number) => {
    const [e] = parsed([
      event({ start: { date: '2025-06-07', time: '11:30' }, end: { date: '2025-06-07', time: '13:30' }, rrule: rule }),
    ]);
    const it = e!.iterator();
    return Array.from({ length: count }, () => utc(it.next()!));
  };
  assert.equal(next(recurrenceRule('2025-06-07', 'monthly'), 4), [
    '2025-06-07T06:00:00.000Z',
    '2025-07-05T06:00:00.000Z',
    '2025-08-02T06:00:00.000Z',
    '2025-09-06T06:00:00.000Z',
  ]);
  assert.equal(next(recurrenceRule('2025-06-07', 'fortnightly'), 3), [
    '2025-06-07T06:00:00.000Z',
    '2025-06-21T06:00:00.000Z',
    '2025-07-05T06:00:00.000Z',
  ]);
});

text.run();
zones.run();
rules.run();
