import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { pageErrors, seenToast, visit } from './harness.ts';

/*
 * Islands on a flaky phone network: a script request the network resets must not leave a button
 * dead until the page is reloaded. The gallery's part is in gallery.test.ts, the late sections'
 * in home.test.ts.
 */

/** Resets the page's first `times` requests to `url`, as a dropped mobile connection does; later ones go through. */
async function dropRequests(page: Page, url: RegExp, times: number): Promise<void> {
  let dropped = 0;
  await page.route(url, (route) => (dropped++ < times ? route.abort('connectionreset') : route.continue()));
}

const cartButton = (page: Page) => page.locator('[data-header] button[data-cart-open]').first();
const drawer = (page: Page) => page.locator('dialog[data-cart-drawer]');

const flaky = suite('islands: a script the network drops');

flaky('should open the cart at the first tap when its script fails once, trying again by itself', async () => {
  const page = await visit('/about');
  await dropRequests(page, /\/chunks\/cart-[^/]+\.js$/, 1);
  await cartButton(page).click();
  await drawer(page).locator('h2').waitFor();
  assert.equal(pageErrors(page), []);
  await page.close();
});

flaky('should say so when the cart cannot load, and open it at the next tap', async () => {
  const page = await visit('/about');
  // React's glue fails twice: the first try and the one made a moment later.
  await dropRequests(page, /\/chunks\/hydrate-component-[^/]+\.js$/, 2);
  await cartButton(page).click();
  assert.equal(await seenToast(page), site.labels.loadFailed, "the guest is told, in the catalogue's words");
  assert.not.ok(await drawer(page).isVisible(), 'no drawer yet');
  await cartButton(page).click();
  await drawer(page).locator('h2').waitFor();
  assert.equal(pageErrors(page), []);
  await page.close();
});

flaky('should say so when the estimator cannot load, and open it at the next tap', async () => {
  const page = await visit('/packages');
  await dropRequests(page, /\/chunks\/estimator-[^/]+\.js$/, 2);
  const launcher = page.getByRole('button', { name: packages.estimator.openButton });
  await launcher.click();
  assert.equal(await seenToast(page), site.labels.loadFailed);
  // The toast sits over the floating button: the guest closes it first.
  await page.getByRole('button', { name: site.labels.dismissToast }).click();
  await launcher.click();
  await page.getByRole('dialog', { name: packages.estimator.title }).waitFor();
  assert.equal(pageErrors(page), []);
  await page.close();
});

flaky.run();
