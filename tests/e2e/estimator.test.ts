import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import packages from '../../catalog/packages.json' with { type: 'json' };
import site from '../../catalog/site.json' with { type: 'json' };
import { gzipSync } from 'node:zlib';
import { checkA11y, pageErrors, seenToast, SITE, visit, type PageOptions } from './harness.ts';

const words = packages.estimator;
const panel = (page: Page) => page.getByRole('dialog', { name: words.title });
const launcher = (page: Page) => page.getByRole('button', { name: words.openButton });
const counter = (page: Page, who: string) => panel(page).getByRole('group', { name: who });
const item = (page: Page, title: string) => panel(page).getByRole('checkbox', { name: new RegExp(`^${title}`) });
const amount = (page: Page, what: 'subtotal' | 'gst' | 'total') => panel(page).locator(`[data-estimate-${what}]`).textContent();

async function openEstimator(options?: PageOptions): Promise<Page> {
  const page = await visit('/packages', options);
  await launcher(page).click();
  await panel(page).waitFor();
  return page;
}

/** Sets a counter by typing, as a guest would. */
async function type(page: Page, who: string, value: string) {
  const input = counter(page, who).getByRole('spinbutton');
  await input.fill(value);
}

const where = suite('estimator: where it opens');

where('should keep /packages free of React until the estimator is opened, within 10 KB of JavaScript', async () => {
  const page = await visit('/packages');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.endsWith('.js')));
  assert.not.ok(scripts.some((name) => /react|estimator/.test(name)), scripts.join(', '));
  // What a host serving gzip (as every real one does) would send.
  let bytes = 0;
  for (const url of scripts) bytes += gzipSync(await (await page.request.get(url)).body()).length;
  assert.ok(bytes > 0 && bytes < 10 * 1024, `${bytes} bytes of JavaScript (gzip) before interaction`);
  const loaded = page.waitForRequest((r) => /estimator/.test(r.url()));
  await launcher(page).click();
  await loaded;
  await panel(page).waitFor();
  await page.close();
});

where('should float at the bottom right on desktop, non-modal, and close with its button and Escape, focus back on the button', async () => {
  const page = await openEstimator();
  const box = (await panel(page).boundingBox())!;
  const button = (await launcher(page).boundingBox())!;
  assert.ok(1280 - (box.x + box.width) <= 32, `right edge at ${box.x + box.width}`);
  assert.ok(box.y + box.height <= button.y, 'above the floating button');
  assert.ok(button.x + button.width > 1200 && button.y + button.height > 820, 'the button sits at the bottom right');
  // Non-modal: the page behind still answers.
  await page.getByRole('tab', { name: 'XQ Party' }).click();
  assert.is(await page.getByRole('tab', { name: 'XQ Party' }).getAttribute('aria-selected'), 'true');
  assert.ok(await panel(page).isVisible());

  await panel(page).getByRole('button', { name: words.close }).click();
  await panel(page).waitFor({ state: 'hidden' });
  assert.ok(await launcher(page).evaluate((el) => el === document.activeElement), 'focus back on the button');
  await launcher(page).click();
  await counter(page, 'Adults').getByRole('spinbutton').focus();
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'hidden' });
  assert.ok(await launcher(page).evaluate((el) => el === document.activeElement));
  assert.equal(pageErrors(page), []);
  await page.close();
});

where('should open as a bottom sheet at 95% of the height on a phone', async () => {
  const page = await openEstimator({ width: 390, height: 844 });
  await page.waitForFunction(() => document.getAnimations().length === 0); // it slides up
  const box = (await panel(page).boundingBox())!;
  assert.ok(Math.abs(box.height - 844 * 0.95) <= 2, `height ${box.height}`);
  assert.ok(Math.abs(box.y + box.height - 844) <= 1 && box.x === 0 && box.width === 390, JSON.stringify(box));
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'hidden' });
  await page.close();
});

where.run();

const maths = suite('estimator: guests, choices, currency and GST');

maths('should count guests with − and + and typing, never below 0, ignoring what is not a number', async () => {
  const page = await openEstimator();
  const adults = counter(page, 'Adults');
  const input = adults.getByRole('spinbutton');
  assert.is(await input.inputValue(), '0');
  assert.ok(await adults.getByRole('button', { name: 'Fewer Adults' }).isDisabled(), 'no − at 0');
  await adults.getByRole('button', { name: 'More Adults' }).click();
  await adults.getByRole('button', { name: 'More Adults' }).click();
  assert.is(await input.inputValue(), '2');
  await adults.getByRole('button', { name: 'Fewer Adults' }).click();
  assert.is(await input.inputValue(), '1');
  await type(page, 'Adults', '12');
  assert.is(await input.inputValue(), '12');
  await type(page, 'Adults', '-5');
  assert.is(await input.inputValue(), '0');
  await type(page, 'Kids', '7');
  await input.pressSequentially('e'); // a number input lets "e" in; the count keeps its last good value
  assert.is(await counter(page, 'Kids').getByRole('spinbutton').inputValue(), '7');
  await page.close();
});

maths('should price Party Package 1 for 10 and 10 as ₹17,300 + ₹2,076 = ₹19,376, $233.45 in USD, ₹17,300 without GST', async () => {
  const page = await openEstimator();
  assert.ok(await panel(page).getByText(words.emptyHint).isVisible());
  await type(page, 'Adults', '10');
  await type(page, 'Kids', '10');
  assert.ok(await panel(page).getByText('₹750 per adult · ₹980 per kid').isVisible(), 'the price as the estimate uses it');
  await item(page, 'Party Package 1').check();
  assert.equal([await amount(page, 'subtotal'), await amount(page, 'gst'), await amount(page, 'total')], ['₹17,300', '₹2,076', '₹19,376']);

  await panel(page).getByRole('radio', { name: 'USD' }).check();
  assert.is(await amount(page, 'total'), '$233.45');
  assert.ok(await panel(page).getByText('$9.04 per adult · $11.81 per kid').isVisible());
  await panel(page).getByRole('radio', { name: 'INR' }).check();

  await panel(page).getByRole('checkbox', { name: words.includeGst }).uncheck();
  assert.is(await panel(page).locator('[data-estimate-gst]').count(), 0, 'no GST line');
  assert.is(await amount(page, 'total'), '₹17,300');
  await panel(page).getByRole('checkbox', { name: words.includeGst }).check();

  await item(page, 'Magic Show').check();
  assert.is(await amount(page, 'subtotal'), '₹22,300', 'Magic Show adds a flat ₹5,000');
  await item(page, 'Party Package 1').uncheck();
  assert.is(await amount(page, 'subtotal'), '₹5,000');
  await page.close();
});

maths('should show a chosen package\'s rules and warn, without blocking, when the group is below its minimum', async () => {
  const page = await openEstimator();
  await type(page, 'Adults', '4');
  await type(page, 'Kids', '6');
  await item(page, 'Corporate Package').check();
  const corporate = panel(page).locator('li').filter({ has: page.getByRole('checkbox', { name: /^Corporate Package/ }) });
  assert.equal(await corporate.locator('.rules li').allInnerTexts(), ['Minimum 15 people', 'Book 3 days ahead', '50% advance to confirm', '2 hours']);
  const warning = panel(page).locator('[data-estimate-warning]');
  assert.is(await warning.textContent(), 'Corporate Package: Minimum 15 people. You can still estimate; we will talk it through when you book.');
  assert.is(await amount(page, 'subtotal'), '₹14,990', 'the estimate still counts');
  await type(page, 'Kids', '11');
  await warning.waitFor({ state: 'detached' });
  await page.close();
});

maths('should keep the estimate when the panel closes and reopens, and over a reload in the same visit', async () => {
  const page = await openEstimator();
  await type(page, 'Adults', '3');
  await item(page, 'Popcorn').check();
  await page.keyboard.press('Escape');
  await launcher(page).click();
  assert.is(await counter(page, 'Adults').getByRole('spinbutton').inputValue(), '3');
  assert.ok(await item(page, 'Popcorn').isChecked());
  await page.reload();
  await launcher(page).click();
  assert.is(await amount(page, 'subtotal'), '₹1,500');
  await page.close();
});

maths('should stay readable for 10 million adults', async () => {
  const page = await openEstimator({ width: 390, height: 844 });
  await type(page, 'Adults', '10000000');
  await item(page, 'Party Package 2').check();
  assert.is(await amount(page, 'subtotal'), '₹8,50,00,00,000');
  assert.is(await amount(page, 'total'), '₹9,52,00,00,000');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing scrolls sideways');
  const total = (await panel(page).locator('[data-estimate-total]').boundingBox())!;
  assert.ok(total.x + total.width <= 390, 'the total fits');
  await page.close();
});

maths.run();

const book = suite('estimator: Book Now and sharing');

book('should say Empty Cart when nothing is chosen', async () => {
  const page = await openEstimator();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  assert.equal(await seenToast(page), { title: 'Empty Cart', description: 'Please select at least one package or add-on.' });
  assert.is(await page.locator('.toast').getAttribute('data-variant'), 'destructive');
  // Beside the floating panel, so Book Now and the panel's totals stay in view.
  const toast = (await page.locator('.toast').boundingBox())!;
  const floating = (await panel(page).boundingBox())!;
  assert.ok(toast.x + toast.width <= floating.x, `the toast (right edge ${toast.x + toast.width}) is over the panel (left edge ${floating.x})`);
  await page.close();
});

book('should show its toasts over the phone\'s sheet and the share dialog, where a guest sees them', async () => {
  const page = await openEstimator({ width: 390, height: 844, permissions: ['clipboard-read', 'clipboard-write'] });
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  assert.is((await seenToast(page)).title, 'Empty Cart');
  await item(page, 'Hoopla').check();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  await page.getByRole('dialog', { name: words.share.title }).getByRole('button', { name: 'Copy' }).click();
  assert.is((await seenToast(page)).title, 'Booking details copied!');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: words.share.title }).waitFor({ state: 'hidden' });
  assert.is((await seenToast(page)).title, 'Booking details copied!', 'still seen over the sheet once the share dialog closes');
  await page.close();
});

book('should share by WhatsApp, email and the clipboard, with the estimate text', async () => {
  const page = await openEstimator({ permissions: ['clipboard-read', 'clipboard-write'] });
  await type(page, 'Adults', '10');
  await type(page, 'Kids', '10');
  await item(page, 'Party Package 1').check();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  const dialog = page.getByRole('dialog', { name: words.share.title });
  await dialog.waitFor();
  const expected = [
    `Event estimate from ${site.name}`, 'Adults: 10', 'Kids: 10', '', 'Chosen:', '- Party Package 1: ₹17,300', '',
    'Subtotal: ₹17,300', 'GST (12%): ₹2,076', 'Total: ₹19,376',
  ].join('\n');
  assert.is(await dialog.locator('[data-estimate-text]').textContent(), expected);

  const whatsapp = dialog.getByRole('link', { name: /^WhatsApp/ });
  assert.is(await whatsapp.getAttribute('href'), `https://wa.me/?text=${encodeURIComponent(expected)}`);
  assert.is(await whatsapp.getAttribute('target'), '_blank');
  const email = new URL((await dialog.getByRole('link', { name: 'Email' }).getAttribute('href'))!);
  assert.is(email.protocol, 'mailto:');
  assert.is(email.pathname, site.enquiryEmail);
  assert.is(email.searchParams.get('subject'), 'Event Booking Inquiry');
  assert.is(email.searchParams.get('body'), expected);

  await dialog.getByRole('button', { name: 'Copy' }).click();
  assert.equal(await seenToast(page), { title: 'Booking details copied!', description: 'Paste them into a message to the studio or to your group.' });
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), expected);
  assert.equal(pageErrors(page), []);
  await page.close();
});

book('should say so, not crash, when the browser refuses the clipboard', async () => {
  const page = await openEstimator({
    init: `Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } })`,
  });
  await item(page, 'Hoopla').check();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  await page.getByRole('dialog', { name: words.share.title }).getByRole('button', { name: 'Copy' }).click();
  assert.is((await seenToast(page)).title, 'Could not copy');
  assert.ok(await page.getByRole('dialog', { name: words.share.title }).isVisible(), 'the text stays on screen to copy by hand');
  assert.equal(pageErrors(page), []);
  await page.close();
});

book('should work from the keyboard alone', async () => {
  const page = await visit('/packages');
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await panel(page).waitFor();
  // Focus starts in the panel, on the adults count.
  assert.ok(await counter(page, 'Adults').getByRole('spinbutton').evaluate((el) => el === document.activeElement));
  await page.keyboard.type('12');
  // Tab through to a package and tick it with Space.
  const target = item(page, 'Corporate Package');
  for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  assert.ok(await target.isChecked());
  assert.is(await amount(page, 'subtotal'), '₹17,988');
  const bookNow = panel(page).getByRole('button', { name: words.bookNow });
  await bookNow.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: words.share.title });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await bookNow.evaluate((el) => el === document.activeElement), 'focus back on Book Now');
  assert.ok(await panel(page).isVisible(), 'Escape closes the share dialog, not the estimator');
  await page.close();
});

book('should pass axe with the panel and the share dialog open, in both themes and both widths', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const page = await openEstimator({ colorScheme, width, height: 844 });
      await type(page, 'Adults', '4');
      await item(page, 'Party Package 1').check();
      await checkA11y(page);
      await panel(page).getByRole('button', { name: words.bookNow }).click();
      await page.getByRole('dialog', { name: words.share.title }).waitFor();
      await checkA11y(page);
      await page.close();
    }
  }
});

book.run();

const demo = suite('packages: Book this package');

demo('should show the Booking Initiated! demo toast, sending nothing', async () => {
  const page = await visit('/packages');
  const sent: string[] = [];
  // Pictures may still load below the fold; what must not happen is a request that sends something.
  page.on('request', (r) => (r.method() !== 'GET' || !r.url().startsWith(SITE)) && sent.push(`${r.method()} ${r.url()}`));
  await page.getByRole('button', { name: 'Book this package: Corporate Package' }).click();
  assert.equal(await seenToast(page), packages.labels.bookToast);
  assert.is(packages.labels.bookToast.title, 'Booking Initiated!');
  assert.equal(sent, [], 'nothing was sent');
  await page.close();
});

demo.run();
