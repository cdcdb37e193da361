import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { splitEvents } from '../../site/lib/split-events.ts';
import { sampleCatalog } from '../sample-catalog.ts';
import { checkA11y, pageErrors, SITE, visit } from './harness.ts';

const calendar = suite('events: add to calendar');

/** The events a calendar program finds in `text`, as a guest's calendar would show them (UTC instants). */
function eventsIn(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return { uid: event.uid, title: event.summary, start: event.startDate.toJSDate().toISOString(), recurring: event.isRecurring() };
  });
}

/** The instant an Indian wall-clock time is: 5 h 30 min before the same figures in UTC. */
const indianTime = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - 330 * 60_000).toISOString();

/** Each upcoming card's title and its "Add to calendar" link, in page order. */
async function cards(page: Page) {
  const { addLabel } = (await sampleCatalog()).events.calendar;
  const articles = page.locator('#upcoming article');
  return Promise.all(
    (await articles.all()).map(async (article) => {
      const link = article.getByRole('link', { name: addLabel });
      return { title: (await article.locator('h3').textContent())!, link, href: (await link.getAttribute('href'))! };
    }),
  );
}

calendar('should give every upcoming event an "Add to calendar" file that a calendar reads as that event, at its time in India', async () => {
  const catalog = await sampleCatalog();
  const { upcoming } = splitEvents(catalog.events.events, catalog.site.eventsReferenceDate);
  const page = await visit('/events');
  const shown = await cards(page);
  assert.equal(
    shown.map((c) => c.title),
    upcoming.map((e) => e.title),
  );
  for (const [i, { title, link, href }] of shown.entries()) {
    const item = upcoming[i]!;
    assert.ok(await link.isVisible(), `${title}: the link is there`);
    assert.is(await link.getAttribute('download'), '', `${title}: saved as a file`);
    // Described by its event's title, so a screen reader tells the links apart.
    assert.is(await link.evaluate((a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent), title);
    const response = await page.request.get(new URL(href, SITE).href);
    assert.is(response.status(), 200, href);
    assert.is(response.headers()['content-type'], 'text/calendar; charset=utf-8', href);
    const [event, ...more] = eventsIn(await response.text());
    assert.is(more.length, 0, `${href}: one event`);
    assert.is(event!.title, title);
    assert.is(event!.start, indianTime(item.date, item.startTime), `${title}: starts at ${item.startTime} in Bengaluru`);
    assert.is(event!.recurring, item.isRecurring);
  }
  assert.ok(
    shown.some((c) => c.title === 'Saturday Family Paint Club'),
    'a recurring event has its link too',
  );
  assert.is(await page.locator('#past a[href$=".ics"]').count(), 0, 'no past event has one');
  assert.equal(pageErrors(page), []);
  await page.close();
});

calendar('should download the event when a guest on a phone taps "Add to calendar", staying on the events page', async () => {
  const page = await visit('/events', { width: 390, height: 844 });
  const { link, title } = (await cards(page)).find((c) => c.title === 'Diwali Diya Painting Workshop')!;
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.is(download.suggestedFilename(), 'diwali-diya-workshop.ics');
  const [event] = eventsIn(await readFile((await download.path())!, 'utf8'));
  assert.is(event!.title, title);
  assert.is(event!.start, '2025-10-18T10:30:00.000Z', '4 PM in Bengaluru');
  assert.is(new URL(page.url()).pathname, '/events', 'the phone view did not try to open it as a page');
  assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
  assert.equal(pageErrors(page), []);
  await page.close();
});

calendar('should offer one feed, /events.ics, that lists every upcoming event', async () => {
  const { subscribeLabel, subscribeNote } = (await sampleCatalog()).events.calendar;
  const page = await visit('/events');
  const subscribe = page.getByRole('link', { name: subscribeLabel });
  assert.ok(await subscribe.isVisible());
  assert.is(await subscribe.getAttribute('href'), '/events.ics');
  assert.ok(await page.getByText(subscribeNote).isVisible(), 'how to keep it up to date');
  const response = await page.request.get(`${SITE}/events.ics`);
  assert.is(response.headers()['content-type'], 'text/calendar; charset=utf-8');
  const feed = eventsIn(await response.text());
  const shown = await cards(page);
  assert.equal(
    feed.map((e) => e.title),
    shown.map((c) => c.title),
  );
  // The same events as the single files: a calendar holding both keeps one of each.
  for (const { href } of shown) {
    const [single] = eventsIn(await (await page.request.get(new URL(href, SITE).href)).text());
    assert.ok(
      feed.some((e) => e.uid === single!.uid),
      href,
    );
  }
  assert.is(new Set(feed.map((e) => e.uid)).size, feed.length, 'unique UIDs');
  await page.close();
});

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
