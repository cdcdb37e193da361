import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { checkA11y, newPage, SITE, visit } from './harness.ts';

const theme = suite('theme');
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** What the guest sees: a page background darker than its text. */
const looksDark = (page: Page) =>
  page.evaluate(() => {
    const { backgroundColor, color } = getComputedStyle(document.body);
    // No named helper in here: tsx would wrap it in a __name() call the page does not have.
    const [background, text] = [backgroundColor, color].map((rgb) => {
      const [r, g, b] = rgb.match(/[\d.]+/g)!.map(Number);
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    });
    return background! < text!;
  });

theme('should follow the system until the guest chooses', async () => {
  const light = await visit('/', { colorScheme: 'light' });
  assert.is(await isDark(light), false);
  const dark = await visit('/', { colorScheme: 'dark' });
  assert.is(await isDark(dark), true);
  await light.close();
  await dark.close();
});

theme('should toggle, persist across pages and reloads, and stay accessible', async () => {
  const page = await visit('/about', { colorScheme: 'light' });
  const toggle = page.locator('header').getByRole('button', { name: 'Dark theme' });
  assert.is(await toggle.getAttribute('aria-pressed'), 'false');
  await toggle.click();
  assert.is(await isDark(page), true);
  assert.is(await toggle.getAttribute('aria-pressed'), 'true');
  assert.is(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.theme), '"dark"');
  await checkA11y(page);
  await page.goto(`${SITE}/menu`);
  assert.is(await isDark(page), true, 'kept on another page');
  await page.reload();
  assert.is(await isDark(page), true, 'kept after reload');
  await page.locator('header').getByRole('button', { name: 'Dark theme' }).click();
  assert.is(await isDark(page), false);
  await page.close();
});

theme('should apply the stored theme before first paint', async () => {
  const page = await newPage({ colorScheme: 'light', storage: { [STORAGE_KEYS.theme]: '"dark"' } });
  // Stop before any module script runs: only the inline head script can have set the class.
  await page.route(/\/assets\//, (route) => route.abort());
  await page.goto(`${SITE}/about`, { waitUntil: 'domcontentloaded' });
  assert.is(await isDark(page), true);
  await page.close();
});

theme('should ignore a corrupt stored theme', async () => {
  const page = await newPage({ colorScheme: 'light', storage: { [STORAGE_KEYS.theme]: '{not json' } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${SITE}/about`);
  assert.is(await isDark(page), false);
  await page.locator('header').getByRole('button', { name: 'Dark theme' }).click();
  assert.is(await isDark(page), true);
  assert.equal(errors, []);
  await page.close();
});

theme('should keep other open tabs in step', async () => {
  const first = await visit('/about', { colorScheme: 'light' });
  const second = await first.context().newPage();
  await second.goto(`${SITE}/faq`);
  const toggle = (page: Page) => page.locator('header').getByRole('button', { name: 'Dark theme' });
  assert.is(await looksDark(second), false);
  await toggle(first).click();
  // The other tab hears of it through a storage event: wait for its button, then check what it shows.
  await toggle(second).and(second.locator('[aria-pressed="true"]')).waitFor();
  assert.is(await isDark(second), true);
  assert.is(await looksDark(second), true, 'the other tab is painted dark');
  await toggle(second).click();
  await toggle(first).and(first.locator('[aria-pressed="false"]')).waitFor();
  assert.is(await isDark(first), false);
  assert.is(await looksDark(first), false, 'and back to light in the first tab');
  await first.close();
  await second.close();
});

theme.run();
