import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import forms from '../fixtures/catalog/forms.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import {
  checkA11y,
  holdRequests,
  layoutShift,
  newPage,
  recordLayoutShifts,
  SITE,
  type PageOptions,
  whatShifted,
} from './harness.ts';

/*
 * "Open now" (issue 25, part 1) as a guest sees it: the café's hours in the desktop header, on the
 * home and contact pages and in the phone's contact fan, replaced by the live status on the café's
 * clock (Asia/Kolkata), whatever the guest's own. The clock is fixed: every moment below is written
 * with India's offset, +05:30. 2026-03-10 is a Tuesday; the sample closes on 2026-11-08 for Diwali.
 */

const DESKTOP = { width: 1280, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
const WEEK_HOURS = site.hours;
const SCHEDULE = /\/assets\/hours-[0-9a-f]+\.json$/;

/** A page with the clock held at `at` from its first script on. */
async function at(when: string, path: string, options: PageOptions = {}): Promise<Page> {
  const page = await newPage(options);
  await page.clock.setFixedTime(new Date(when));
  await page.goto(SITE + path, { waitUntil: 'load' });
  return page;
}

/** The line of hours above the desktop header's row. */
const headerHours = (page: Page) => page.locator('[data-header] p');
const contactHours = (page: Page) => page.locator('main .open-now');
/** The hours in the phone's home view, under Book a Table. */
const heroHours = (page: Page) => page.locator('main p.eyebrow.view-mobile');

/** Waits until `where` says `text`, and says what it said instead if it never does. */
async function says(where: Locator, text: string): Promise<void> {
  try {
    await where.filter({ hasText: text }).waitFor({ state: 'visible', timeout: 5000 });
  } catch {
    assert.unreachable(`expected "${text}", the page shows "${await where.textContent().catch(() => 'nothing')}"`);
  }
  assert.is((await where.textContent())?.trim(), text);
}

const desktop = suite('open now: the desktop header and the contact page');

desktop('should say when the café opens before opening, on the header line above the row', async () => {
  const page = await at('2026-03-10T09:15:00+05:30', '/', DESKTOP);
  await says(headerHours(page), 'Closed · opens 11 AM today');
  const line = (await headerHours(page).boundingBox())!;
  const logo = (await page.locator('[data-logo]').boundingBox())!;
  assert.ok(line.y + line.height <= logo.y, 'above the row');
  assert.ok(Math.abs(line.x - logo.x) < 1, 'in line with the logo');
  await checkA11y(page);
  await page.close();
});

desktop(
  'should say it is open and when it closes in the last hour, in the header and on the contact page, moving nothing',
  async () => {
    for (const width of [DESKTOP.width, PHONE.width]) {
      const page = await newPage({ width, height: 900, init: recordLayoutShifts });
      await page.clock.setFixedTime(new Date('2026-03-10T21:30:00+05:30'));
      // The week's hours paint first; the status comes with its schedule, held back here.
      const release = await holdRequests(page, SCHEDULE);
      await page.goto(`${SITE}/contact`, { waitUntil: 'load' });
      assert.is(await contactHours(page).textContent(), '', 'a line held empty for the status');
      if (width === DESKTOP.width) assert.is(await headerHours(page).textContent(), WEEK_HOURS);
      await contactHours(page).scrollIntoViewIfNeeded();
      const box = await contactHours(page).boundingBox();
      const before = await layoutShift(page);
      release();
      await says(contactHours(page), 'Open now · closes 10 PM');
      if (width === DESKTOP.width) await says(headerHours(page), 'Open now · closes 10 PM');
      assert.equal(await contactHours(page).boundingBox(), box, `${width} px: the line kept its size`);
      assert.is(await layoutShift(page), before, `${width} px: ${await whatShifted(page)}`);
      assert.ok(await page.getByText(WEEK_HOURS).first().isVisible(), "the week's hours stay on the contact page");
      await checkA11y(page);
      await page.close();
    }
  },
);

desktop(
  'should say when it opens next after closing, and change over at closing time on a page left open',
  async () => {
    const page = await at('2026-03-10T22:30:00+05:30', '/contact', DESKTOP);
    await says(headerHours(page), 'Closed · opens 11 AM tomorrow');
    await says(contactHours(page), 'Closed · opens 11 AM tomorrow');
    await page.close();

    const open = await newPage(DESKTOP);
    await open.clock.install({ time: new Date('2026-03-10T21:59:00+05:30') });
    await open.goto(`${SITE}/menu`, { waitUntil: 'load' });
    await says(headerHours(open), 'Open now · closes 10 PM');
    await open.clock.runFor(61_000);
    await says(headerHours(open), 'Closed · opens 11 AM tomorrow');
    await open.close();
  },
);

desktop('should say the café is closed today on a closure, with its name, and in the dark theme', async () => {
  const page = await at('2026-11-08T12:00:00+05:30', '/contact', { ...DESKTOP, colorScheme: 'dark' });
  await says(headerHours(page), 'Closed today (Diwali)');
  await says(contactHours(page), 'Closed today (Diwali)');
  await checkA11y(page);
  await page.close();
  const eve = await at('2026-11-07T22:30:00+05:30', '/', DESKTOP);
  await says(headerHours(eve), 'Closed · opens 11 AM on Monday');
  await eve.close();
});

desktop("should go by the café's clock for a guest whose browser is in another time zone", async () => {
  // 8 AM in New York, before a New York café would open, is 5:30 PM in Bengaluru: open.
  const morning = await at('2026-03-10T08:00:00-04:00', '/', { ...DESKTOP, timezoneId: 'America/New_York' });
  assert.is(await morning.evaluate(() => new Date().getHours()), 8, "the guest's own clock says 8 AM");
  await says(headerHours(morning), 'Open now · closes 10 PM');
  await morning.close();
  // 11 PM in Tokyo, after a Tokyo café would close, is 7:30 PM in Bengaluru: still open.
  const tokyo = await at('2026-03-10T23:00:00+09:00', '/', { ...DESKTOP, timezoneId: 'Asia/Tokyo' });
  await says(headerHours(tokyo), 'Open now · closes 10 PM');
  await tokyo.close();
});

desktop.run();

const phone = suite('open now: the phone layout');

phone('should show the status on the home view, moving nothing, and at the top of the contact fan', async () => {
  const page = await newPage({ ...PHONE, init: recordLayoutShifts });
  await page.clock.setFixedTime(new Date('2026-03-10T09:15:00+05:30'));
  const release = await holdRequests(page, SCHEDULE);
  await page.goto(SITE, { waitUntil: 'load' });
  assert.is(await heroHours(page).textContent(), WEEK_HOURS, "the week's hours first");
  const box = await heroHours(page).boundingBox();
  const before = await layoutShift(page);
  release();
  await says(heroHours(page), 'Closed · opens 11 AM today');
  assert.is((await heroHours(page).boundingBox())?.height, box?.height, 'one line before and after');
  assert.is(await layoutShift(page), before, await whatShifted(page));
  assert.not.ok(await headerHours(page).isVisible(), 'the top bar has no line of hours');
  await page.getByRole('button', { name: site.mobile.contact.open }).click();
  const fan = page.locator('#contact-fan');
  await says(fan.locator('li').first(), 'Closed · opens 11 AM today');
  assert.equal(
    await fan.getByRole('link').allTextContents(),
    ['Call', 'WhatsApp', 'Email', 'Location'],
    'the links are as they were',
  );
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await page.close();
});

phone('should put the status in a view switched in place, with no page load', async () => {
  const page = await at('2026-11-08T18:00:00+05:30', '/menu', PHONE);
  await page.evaluate(() => ((window as unknown as { kilnMark: number }).kilnMark = 1));
  await page.getByRole('navigation', { name: site.mobile.tabsLabel }).getByRole('link', { name: 'Home' }).click();
  await page.waitForFunction(() => location.pathname === '/' && document.querySelector('#home-title') !== null);
  await says(heroHours(page), 'Closed today (Diwali)');
  await page.getByRole('button', { name: site.header.menuLabel }).click();
  await page.getByRole('navigation', { name: site.labels.siteMenu }).getByRole('link', { name: 'Contact' }).click();
  await page.waitForFunction(
    () => location.pathname === '/contact' && document.querySelector('main .open-now') !== null,
  );
  await says(contactHours(page), 'Closed today (Diwali)');
  assert.ok(await page.evaluate(() => (window as unknown as { kilnMark?: number }).kilnMark === 1), 'no page load');
  await page.close();
});

phone.run();

const noScript = suite('open now: without JavaScript');

noScript("should show the week's hours where the status would be", async () => {
  for (const [path, size, where] of [
    ['/', DESKTOP, headerHours],
    ['/', PHONE, heroHours],
    ['/contact', DESKTOP, (page: Page) => page.locator('main').getByText(WEEK_HOURS)],
  ] as const) {
    const page = await at('2026-03-10T21:30:00+05:30', path, { ...size, javaScriptEnabled: false });
    assert.is((await where(page).textContent())?.trim(), WEEK_HOURS, `${path} at ${size.width} px`);
    assert.ok(await where(page).isVisible(), `${path} at ${size.width} px: shown`);
    await page.close();
  }
});

noScript.run();

const booking = suite('open now: the reservation form on the café’s calendar');

booking('should refuse the closure day by name, and take "today" from the café for a guest abroad', async () => {
  // 8 PM on the 10th in New York is 6:30 AM on the 11th in Bengaluru.
  const page = await at('2026-03-10T20:00:00-04:00', '/reservations', { ...DESKTOP, timezoneId: 'America/New_York' });
  const form = page.locator('main form').first();
  await form.locator('input[type=date][min]').waitFor({ timeout: 5000 });
  assert.is(
    await form.locator('input[type=date]').getAttribute('min'),
    '2026-03-11',
    "the café's today, not the guest's",
  );
  const r = forms.reservation;
  await form.getByLabel(r.fullName.label).fill('Asha Rao');
  await form.getByLabel(r.phone.label).fill('+91 98450 00000');
  await form.getByLabel(r.guests.label).fill('2');
  await form.locator('input[type=date]').fill('2026-11-08');
  await form.locator('input[type=time]').fill('13:00');
  await form.getByRole('button', { name: r.submit }).click();
  const refusal = await page.evaluate(() => (document.activeElement as HTMLInputElement).validationMessage);
  assert.is(refusal, r.date.closedFor.replace('{date}', 'Sunday, 8 November').replace('{name}', 'Diwali'));
  assert.is(await page.locator('#toaster .toast').count(), 0, 'nothing sent');
  await page.close();
});

booking.run();
