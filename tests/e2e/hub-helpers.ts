import type { Locator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { HUB, hubReady, pageErrors, seenToast } from './harness.ts';

/** Shared by the hub-*.test.ts files: the business hub's screens as staff meet them. */

/** The sidebar, in the order SPEC §2.10 gives it: link name, path and the screen's h1. */
export const SCREENS = [
  { name: hub.app.nav.dashboard, path: '/', heading: hub.dashboard.title },
  { name: hub.app.nav.reservations, path: '/reservations', heading: hub.reservations.title },
  { name: hub.app.nav.offers, path: '/offers', heading: hub.offers.title },
  { name: hub.app.nav.coupons, path: '/coupons', heading: hub.coupons.title },
  { name: hub.app.nav.referrals, path: '/referrals', heading: hub.referrals.title },
  { name: hub.app.nav.customers, path: '/customers', heading: hub.customers.title },
  { name: hub.app.nav.settings, path: '/settings', heading: hub.settings.title },
] as const;

/** The browser title each screen has when loaded from the server (render-hub.tsx): "Screen · Business Hub · Studio". */
export const titleOf = (screen: string) => `${screen} · ${hub.app.title} · ${site.name}`;

export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: hub.app.navLabel });
export const navLink = (page: Page, name: string): Locator => sidebar(page).getByRole('link', { name, exact: true });
export const h1 = (page: Page): Locator => page.getByRole('heading', { level: 1 });

/** Waits for the screen whose h1 is `heading`. */
export async function onScreen(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/** Goes to a screen the way staff do, by its sidebar link. */
export async function goTo(page: Page, screen: (typeof SCREENS)[number]): Promise<void> {
  await navLink(page, screen.name).click();
  await page.waitForURL(HUB + screen.path);
  await onScreen(page, screen.heading);
}

export const screenNamed = (name: string) => SCREENS.find((s) => s.name === name)!;

/** Reloads and waits for the hub to take over again. */
export async function reloadHub(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await hubReady(page);
}

/** The toast on screen now (toasts replace each other), as the staff member sees it. */
export const toast = seenToast;

/**
 * Starts counting every toast that appears from now on (one replaces the other, so the screen
 * alone cannot tell one toast from two). A string: tsx's helpers do not exist in the browser.
 */
export async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__kilnToasts = [];
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) {
        if (node.classList && node.classList.contains('toast')) window.__kilnToasts.push(node.querySelector('.toast-title').textContent);
      }
    }).observe(document.getElementById('toaster'), { childList: true });
  })()`);
}

/** The titles of the toasts shown since watchToasts. */
export const toastsShown = (page: Page): Promise<string[]> => page.evaluate('window.__kilnToasts') as Promise<string[]>;

/** Marks this document; a full page load loses the mark. */
export const markDocument = (page: Page) => page.evaluate('window.__kilnSameDocument = true');
export const sameDocument = async (page: Page) =>
  (await page.evaluate('window.__kilnSameDocument === true')) as boolean;

export const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  assert.ok(await isFocused(target), `Tab never reached ${target}`);
}

/** Nothing on the page scrolls sideways. */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

/** Closes a page once it has thrown no uncaught error (every hub test ends with it). */
export async function done(page: Page): Promise<void> {
  assert.equal(pageErrors(page), [], `uncaught errors on ${page.url()}`);
  await page.close();
}

export const main = (page: Page): Locator => page.getByRole('main');

/** The cards on screen by their headings: an offer's title, a coupon's discount. */
export const cardTitles = (page: Page) =>
  main(page)
    .getByRole('article')
    .evaluateAll((els) => els.map((el) => el.querySelector('h2')?.textContent));

export const reservationRow = (page: Page, id: string): Locator => main(page).locator(`tr[data-reservation="${id}"]`);

/** A reservation's action for whom, e.g. "Mark completed" for "Priya Menon" (a space before the colon is tolerated). */
export const reservationAction = (row: Locator, label: string, name: string): Locator =>
  row.getByRole('button', { name: new RegExp(`^${label}\\s*:\\s*${name}$`) });

/**
 * Reservations in the order staff scan them (issue 22): the upcoming ones soonest first, then
 * the completed and cancelled ones, most recent first.
 */
export function byDate<T extends { date: string; time: string; status: string }>(reservations: readonly T[]): T[] {
  const when = (r: T) => `${r.date} ${r.time}`;
  return [
    ...reservations.filter((r) => r.status === 'upcoming').sort((a, b) => when(a).localeCompare(when(b))),
    ...reservations.filter((r) => r.status !== 'upcoming').sort((a, b) => when(b).localeCompare(when(a))),
  ];
}

/** The reservation rows' ids, top to bottom. */
export const reservationIds = (within: Locator) =>
  within.locator('tr[data-reservation]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-reservation')));
