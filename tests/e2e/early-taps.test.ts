import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';
import { holdRequests, newPage, pageErrors, seenToast, SITE, type PageOptions } from './harness.ts';

/*
 * On a slow phone the page paints long before its boot script runs, and the cart's, the
 * drawer's and the estimator's code comes only at the first tap. The network is held in each
 * test (the boot script, or the code a first tap fetches), so the tap lands in that gap for sure.
 */

const BOOT = /\/assets\/boot-[^/]+\.js$/;
/** What a first tap fetches after boot: the cart's code, an island's code and props, React. */
const FIRST_USE = /\/assets\/(chunks|islands)\//;

const badge = (page: Page) => page.locator('[data-header] [data-cart-count][data-badge]');
const addFries = (page: Page) => page.getByRole('button', { name: 'Add Peri Peri Fries to cart' });
const launcher = (page: Page) => page.getByRole('button', { name: packages.estimator.openButton });
const estimator = (page: Page) => page.getByRole('dialog', { name: packages.estimator.title });
/** The launcher, also while the open sheet hides it. */
const launcherEl = (page: Page) => page.locator('button[data-estimator-open]');

/** Opens `path` with `held` requests held, and returns once the page is painted (the boot script may not have run). */
async function openHolding(
  path: string,
  held: RegExp,
  options: PageOptions = {},
): Promise<{ page: Page; release: () => void }> {
  const page = await newPage({ width: 390, height: 844, ...options });
  const release = await holdRequests(page, held);
  await page.goto(SITE + path, { waitUntil: 'commit' });
  return { page, release };
}

/** What a guest sees of a control: whether it says it is busy, and whether it shows so. */
async function busyShown(control: Locator): Promise<boolean> {
  const busy = await control.getAttribute('aria-busy');
  const shadow = await control.evaluate((el) => getComputedStyle(el).boxShadow);
  return busy === 'true' && /inset/.test(shadow) && shadow.split('inset').length > 2;
}

const early = suite('early taps: made before the boot script runs');

early(
  'should add a dish tapped on /menu before the boot script ran, once, showing the tap was heard meanwhile',
  async () => {
    const { page, release } = await openHolding('/menu', BOOT);
    await addFries(page).click();
    assert.ok(await busyShown(addFries(page)), 'the Add button shows at once that it heard the tap');
    // A guest who sees nothing happen taps again: the button is busy, and the second tap adds nothing more.
    await addFries(page).click();
    assert.is(await page.locator('.toast').count(), 0, 'nothing is added before the code is there');
    release();
    assert.equal(await seenToast(page), { title: M.addedTitle, description: M.added('Peri Peri Fries') });
    assert.is(await badge(page).textContent(), '1');
    await page.waitForFunction(() => !document.querySelector('[aria-busy]'));
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

early('should open the estimator tapped on /packages before the boot script ran', async () => {
  const { page, release } = await openHolding('/packages', BOOT);
  await launcher(page).click();
  assert.ok(await busyShown(launcher(page)), '"Estimate your event" shows at once that it heard the tap');
  release();
  await estimator(page).waitFor();
  assert.is(await launcherEl(page).getAttribute('aria-busy'), null, 'no longer busy once the sheet is open');
  assert.equal(pageErrors(page), []);
  await page.close();
});

early('should switch the menu tab tapped before the boot script ran', async () => {
  const { page, release } = await openHolding('/menu', BOOT);
  const tabs = page.getByRole('tab');
  const second = tabs.nth(1);
  assert.is(await second.getAttribute('aria-selected'), 'false');
  await second.click();
  assert.ok(await busyShown(second));
  release();
  await page.waitForFunction(
    () => document.querySelectorAll('[role=tab]')[1]?.getAttribute('aria-selected') === 'true',
  );
  assert.is(await second.getAttribute('aria-busy'), null);
  await page.close();
});

early.run();

const firstUse = suite('early taps: a first use whose code is on its way');

firstUse('should show a first Add busy at once while the cart code comes, until its toast and badge', async () => {
  const { page, release } = await openHolding('/menu', FIRST_USE);
  await page.waitForLoadState('domcontentloaded'); // the boot script has run
  await addFries(page).click();
  assert.ok(await busyShown(addFries(page)), 'busy while the cart code is on its way');
  release();
  assert.equal(await seenToast(page), { title: M.addedTitle, description: M.added('Peri Peri Fries') });
  assert.is(await badge(page).textContent(), '1');
  assert.is(await addFries(page).getAttribute('aria-busy'), null);
  await page.close();
});

firstUse('should show the cart button busy at once while the drawer code comes, until the drawer opens', async () => {
  const { page, release } = await openHolding('/menu', FIRST_USE, { width: 1280, height: 900 });
  await page.waitForLoadState('domcontentloaded');
  const cart = page.locator('[data-header] button[data-cart-open]').first();
  await cart.click();
  assert.ok(await busyShown(cart), 'busy while the drawer is on its way');
  release();
  await page.locator('dialog[data-cart-drawer] h2').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-cart-open][aria-busy]'));
  await page.close();
});

firstUse('should show "Estimate your event" busy while its code comes, still (but shown) for less motion', async () => {
  const { page, release } = await openHolding('/packages', FIRST_USE, { reducedMotion: 'reduce' });
  await page.waitForLoadState('domcontentloaded');
  await launcher(page).click();
  assert.ok(await busyShown(launcher(page)));
  assert.is(
    await launcher(page).evaluate((el) => getComputedStyle(el).animationName),
    'none',
    'nothing moves for less motion',
  );
  release();
  await estimator(page).waitFor();
  assert.is(await launcherEl(page).getAttribute('aria-busy'), null);
  await page.close();
});

firstUse('should clear the busy state and say so when the code does not arrive', async () => {
  const page = await newPage({ width: 390, height: 844 });
  await page.route(FIRST_USE, (route) => route.abort());
  await page.goto(`${SITE}/packages`, { waitUntil: 'domcontentloaded' });
  await launcher(page).click();
  assert.ok(await busyShown(launcher(page)));
  const toast = page.locator('.toast[data-variant="destructive"]');
  await toast.waitFor();
  assert.is(await launcher(page).getAttribute('aria-busy'), null);
  await page.close();
});

firstUse.run();
