import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isStillAhead } from '../../site/core/lib/event-ahead.ts';
import { splitEvents } from '../../site/core/lib/split-events.ts';
import { sampleCatalog } from '../sample-catalog.ts';
import { checkA11y, pageErrors, SITE, visit } from './harness.ts';

const calendar = suite('events: add to calendar');

/** The events a calendar program finds in `text`, as a guest's calendar would show them (UTC instants). */
function eventsIn(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      title: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      recurring: event.isRecurring(),
    };
  });
}

/** The instant an Indian wall-clock time is: 5 h 30 min before the same figures in UTC. */
const indianTime = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - 330 * 60_000).toISOString();

/** Each upcoming card's title and its "Add to calendar" link (none: `href` null), in page order. */
async function cards(page: Page) {
  const { addLabel } = (await sampleCatalog()).events.calendar;
  const articles = page.locator('#upcoming article');
  return Promise.all(
    (await articles.all()).map(async (article) => {
      const link = article.getByRole('link', { name: addLabel });
      const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
      return { title: (await article.locator('h3').textContent())!, link, href };
    }),
  );
}

calendar(
  'should offer "Add to calendar" only on the upcoming events still ahead by the café clock, each a file a calendar reads as that event, at its time in India',
  async () => {
    const catalog = await sampleCatalog();
    const { upcoming } = splitEvents(catalog.events.events, catalog.site.eventsReferenceDate!);
    const page = await visit('/events');
    // The harness built the site moments ago, by the clock: no sample event starts in between.
    const builtAbout = new Date();
    const shown = await cards(page);
    assert.equal(
      shown.map((c) => c.title),
      upcoming.map((e) => e.title),
      "every upcoming event is listed, by the catalogue's day",
    );
    const ahead = upcoming.filter((e) => isStillAhead(e, catalog.site.timeZone, builtAbout));
    assert.equal(
      shown.filter((c) => c.href !== null).map((c) => c.title),
      ahead.map((e) => e.title),
      'the link only on those still ahead',
    );
    assert.ok(ahead.length < upcoming.length, "the sample's one-off events of 2025 have begun: they offer no link");
    assert.ok(
      shown.some((c) => c.title === 'Saturday Family Paint Club' && c.href),
      'a recurring event is always ahead',
    );
    for (const { title } of shown.filter((c) => c.href === null)) {
      const item = upcoming.find((e) => e.title === title)!;
      assert.is((await page.request.get(`${SITE}/calendar/${item.id}.ics`)).status(), 404, `${title}: no file either`);
    }
    for (const { title, link, href } of shown.filter((c): c is typeof c & { href: string } => c.href !== null)) {
      const item = upcoming.find((e) => e.title === title)!;
      assert.ok(await link.isVisible(), `${title}: the link is there`);
      assert.is(await link.getAttribute('download'), '', `${title}: saved as a file`);
      // Described by its event's title, so a screen reader tells the links apart.
      assert.is(
        await link.evaluate((a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent),
        title,
      );
      const response = await page.request.get(new URL(href, SITE).href);
      assert.is(response.status(), 200, href);
      assert.is(response.headers()['content-type'], 'text/calendar; charset=utf-8', href);
      const [event, ...more] = eventsIn(await response.text());
      assert.is(more.length, 0, `${href}: one event`);
      assert.is(event!.title, title);
      assert.is(
        event!.start,
        indianTime(item.date, item.startTime),
        `${title}: starts at ${item.startTime} in Bengaluru`,
      );
      assert.is(event!.recurring, item.isRecurring);
    }
    assert.is(await page.locator('#past a[href$=".ics"]').count(), 0, 'no past event has one');
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

calendar(
  'should download the event when a guest on a phone taps "Add to calendar", staying on the events page',
  async () => {
    const page = await visit('/events', { width: 390, height: 844 });
    const { link, title } = (await cards(page)).find((c) => c.title === 'Saturday Family Paint Club')!;
    await link.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    assert.is(download.suggestedFilename(), 'family-paint-club.ics');
    const [event] = eventsIn(await readFile((await download.path())!, 'utf8'));
    assert.is(event!.title, title);
    assert.is(event!.start, '2025-06-07T06:00:00.000Z', 'from 11:30 in Bengaluru on its first Saturday');
    assert.ok(event!.recurring);
    assert.is(new URL(page.url()).pathname, '/events', 'the phone view did not try to open it as a page');
    assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

calendar(
  'should Subscribe by a webcal: link to one feed, /events.ics, that lists every upcoming event, its plain address beside it',
  async () => {
    const { subscribeLabel, subscribeNote } = (await sampleCatalog()).events.calendar;
    const page = await visit('/events');
    const subscribe = page.getByRole('link', { name: subscribeLabel });
    assert.ok(await subscribe.isVisible());
    const href = (await subscribe.getAttribute('href'))!;
    assert.ok(href.startsWith('webcal:'), `a phone subscribes rather than imports once: ${href}`);
    assert.is(href, `webcal://${new URL(SITE).host}/events.ics`, "the feed at the site's address");
    assert.ok(await page.getByText(subscribeNote).isVisible(), 'how to keep it up to date');
    // The feed's plain address, to copy into a calendar app or download.
    const plain = page.getByRole('link', { name: `${SITE}/events.ics`, exact: true });
    assert.ok(await plain.isVisible());
    assert.is(await plain.getAttribute('href'), `${SITE}/events.ics`);
    const response = await page.request.get(`${SITE}/events.ics`);
    assert.is(response.headers()['content-type'], 'text/calendar; charset=utf-8');
    const text = await response.text();
    const feed = eventsIn(text);
    const shown = await cards(page);
    assert.equal(
      feed.map((e) => e.title),
      shown.map((c) => c.title),
    );
    assert.is(text.match(/\r\nSEQUENCE:\d+\r\n/g)?.length, feed.length, 'each event says its revision');
    // The same events as the single files: a calendar holding both keeps one of each.
    for (const { href } of shown.filter((c): c is typeof c & { href: string } => c.href !== null)) {
      const [single] = eventsIn(await (await page.request.get(new URL(href, SITE).href)).text());
      assert.ok(
        feed.some((e) => e.uid === single!.uid),
        href,
      );
    }
    assert.is(new Set(feed.map((e) => e.uid)).size, feed.length, 'unique UIDs');
    await page.close();
  },
);

calendar('should pass axe with the calendar links, in both themes, on desktop and phone widths', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const page = await visit('/events', { colorScheme, width });
      await checkA11y(page, '#upcoming');
      await page.close();
    }
  }
});

calendar.run();
