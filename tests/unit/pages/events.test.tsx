import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventItem } from '../../../site/core/catalog/events.ts';
import { splitEvents } from '../../../site/core/lib/split-events.ts';
import { EVENT_MESSAGES } from '../../../site/core/lib/spec-messages.ts';
import EventsPage from '../../../site/pages/events-page.tsx';
import { EventUpcomingList } from '../../../site/sections/EventUpcomingList.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const REF = '2025-10-08';
const ev = (id: string, date: string, isRecurring = false) => ({ id, date, isRecurring });
const ids = (list: { id: string }[]) => list.map((e) => e.id);

const split = suite('splitEvents');

split('should count an event on the reference date itself as upcoming', () => {
  const { upcoming, past } = splitEvents([ev('today', REF)], REF);
  assert.equal(ids(upcoming), ['today']);
  assert.equal(past, []);
});

split('should count the day before the reference date as past', () => {
  const { upcoming, past } = splitEvents([ev('yesterday', '2025-10-07')], REF);
  assert.equal(upcoming, []);
  assert.equal(ids(past), ['yesterday']);
});

split('should count a recurring event dated before the reference date as upcoming', () => {
  const { upcoming, past } = splitEvents([ev('weekly', '2025-06-07', true), ev('once', '2025-06-07')], REF);
  assert.equal(ids(upcoming), ['weekly']);
  assert.equal(ids(past), ['once']);
});

split('should sort upcoming soonest first and past most recent first', () => {
  const events = [
    ev('dec', '2025-12-13'),
    ev('aug', '2025-08-24'),
    ev('oct18', '2025-10-18'),
    ev('jul', '2025-07-19'),
    ev('weekly', '2025-09-04', true),
    ev('oct5', '2025-10-05'),
    ev('nov', '2025-11-14'),
  ];
  const { upcoming, past } = splitEvents(events, REF);
  assert.equal(ids(upcoming), ['weekly', 'oct18', 'nov', 'dec']);
  assert.equal(ids(past), ['oct5', 'aug', 'jul']);
});

split('should compare across month and year boundaries', () => {
  const { upcoming, past } = splitEvents(
    [ev('jan26', '2026-01-02'), ev('dec24', '2024-12-31'), ev('oct09', '2025-10-09')],
    REF,
  );
  assert.equal(ids(upcoming), ['oct09', 'jan26']);
  assert.equal(ids(past), ['dec24']);
});

split('should leave its input untouched', () => {
  const events = [ev('b', '2025-12-01'), ev('a', '2025-11-01')];
  const copy = structuredClone(events);
  splitEvents(events, REF);
  assert.equal(events, copy);
});

split('should return two empty lists for no events', () => {
  assert.equal(splitEvents([], REF), { upcoming: [], past: [] });
});

const page = suite('events page (SSR)');

const load = sampleCatalog;

page('should show the spec message, and no list, when nothing is upcoming', () => {
  const html = renderHtml(
    <EventUpcomingList
      events={[]}
      labels={{ recurringLabel: 'Recurring', tagsLabel: 'Tags', addLabel: 'Add to calendar' }}
    />,
  );
  assert.ok(html.includes(EVENT_MESSAGES.noUpcoming));
  assert.not.ok(html.includes('<ol'));
});

page('should render the empty state on the page when every event is past', async () => {
  const catalog = await load();
  catalog.events.events = catalog.events.events.filter(
    (e) => !e.isRecurring && e.date < catalog.site.eventsReferenceDate!,
  );
  const html = renderHtml(<EventsPage catalog={catalog} path="/events" />);
  assert.ok(html.includes(EVENT_MESSAGES.noUpcoming));
  assert.ok(html.includes(catalog.events.pastHeading));
});

page('should list the sample catalogue with recurring events first and a badge on them', async () => {
  const catalog = await load();
  const html = renderHtml(<EventsPage catalog={catalog} path="/events" />);
  assert.not.ok(html.includes(EVENT_MESSAGES.noUpcoming));
  const { upcoming, past } = splitEvents(catalog.events.events, catalog.site.eventsReferenceDate!);
  assert.ok(
    upcoming.some((e: EventItem) => e.isRecurring && e.date < catalog.site.eventsReferenceDate!),
    'sample has a past-dated recurring event',
  );
  assert.ok(past.length >= 2 && upcoming.length >= 4);
  const order = [...upcoming, ...past].map((e) => html.indexOf(`>${renderHtml(<>{e.title}</>)}<`));
  assert.ok(
    order.every((at) => at > 0),
    'every title rendered',
  );
  assert.equal(
    order,
    [...order].sort((a, b) => a - b),
    'rendered in split order',
  );
  assert.ok(html.includes(catalog.events.recurringLabel));
});

page(
  'should link each upcoming event, and no past one, to its calendar file, and offer the feed of them all',
  async () => {
    const catalog = await load();
    const html = renderHtml(<EventsPage catalog={catalog} path="/events" />);
    const { upcoming, past } = splitEvents(catalog.events.events, catalog.site.eventsReferenceDate!);
    const links = [...html.matchAll(/<a [^>]*href="(\/calendar\/[^"]+)"[^>]*>/g)];
    assert.equal(
      links.map((m) => m[1]),
      upcoming.map((e) => `/calendar/${e.id}.ics`),
    );
    for (const [tag] of links) assert.match(tag, / download=""/);
    for (const event of past) assert.not.ok(html.includes(`/calendar/${event.id}.ics`), event.id);
    // As React writes a text into the page.
    const inHtml = (text: string) => renderHtml(<i>{text}</i>).slice('<i>'.length, -'</i>'.length);
    const { addLabel, subscribeLabel, subscribeNote } = catalog.events.calendar;
    assert.is(html.split(`>${inHtml(addLabel)}</a>`).length - 1, upcoming.length, 'the label on each link');
    assert.ok(html.includes(`>${inHtml(subscribeLabel)}</a>`));
    assert.ok(html.includes(`>${inHtml(subscribeNote)}</p>`));
  },
);

/** The href of the link whose words are `label`. */
const hrefOf = (html: string, label: string) =>
  new RegExp(`<a [^>]*href="([^"]+)"[^>]*>(?:<svg.*?</svg>)?${label}</a>`).exec(html)?.[1];

page(
  "should subscribe with a webcal: link to the feed at the site's address, keeping its plain https address beside it",
  async () => {
    const catalog = await load();
    catalog.site.urls.site = 'https://www.example.org';
    const html = renderHtml(<EventsPage catalog={catalog} path="/events" />);
    assert.is(hrefOf(html, catalog.events.calendar.subscribeLabel), 'webcal://www.example.org/events.ics');
    assert.match(html, /<a href="https:\/\/www.example.org\/events.ics">https:\/\/www.example.org\/events.ics<\/a>/);
  },
);

page('should subscribe with the plain file when the build knows no site address to name in webcal:', async () => {
  const catalog = await load();
  catalog.site.urls.site = undefined;
  const html = renderHtml(<EventsPage catalog={catalog} path="/events" />);
  assert.is(hrefOf(html, catalog.events.calendar.subscribeLabel), '/events.ics');
  assert.not.ok(html.includes('webcal:'));
});

page('should offer "Add to calendar" only for events still ahead by the café clock at the build\'s time', async () => {
  const catalog = await load();
  // 16:30 in Bengaluru on 18 October 2025: the Diwali workshop began at 16:00, Halloween is ahead.
  const now = new Date('2025-10-18T11:00:00Z');
  const html = renderHtml(<EventsPage catalog={catalog} path="/events" now={now} />);
  const offered = [...html.matchAll(/href="\/calendar\/([^"]+)\.ics"/g)].map((m) => m[1]);
  assert.equal(offered, [
    'family-paint-club',
    'open-studio-jazz',
    'halloween-mug-night',
    'couples-plate-night',
    'christmas-ornaments',
  ]);
  assert.ok(
    html.includes('Diwali Diya Painting Workshop'),
    "still listed with the upcoming events, by the catalogue's day",
  );
  // A year on, only the weekly events are ahead.
  const later = renderHtml(<EventsPage catalog={catalog} path="/events" now={new Date('2026-11-28T12:00:00Z')} />);
  assert.equal(
    [...later.matchAll(/href="\/calendar\/([^"]+)\.ics"/g)].map((m) => m[1]),
    ['family-paint-club', 'open-studio-jazz'],
  );
});

split.run();
page.run();
