import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import home from '../fixtures/catalog/home.json' with { type: 'json' };
import { checkA11y, newPage, SITE, visit } from './harness.ts';

const q = (i: number) => home.faq.items[i]!.question;
const isOpen = (page: import('playwright-core').Page, question: string) =>
  page
    .locator('#faq details', { has: page.getByText(question, { exact: true }) })
    .evaluate((d) => (d as HTMLDetailsElement).open);

const accordion = suite('FAQ accordion (home #faq)');

accordion('should start with every answer closed', async () => {
  const page = await visit('/#faq');
  for (let i = 0; i < 5; i++) assert.is(await isOpen(page, q(i)), false);
  assert.not.ok(await page.locator('#faq').getByText(home.faq.items[0]!.answer).isVisible());
  await page.close();
});

accordion('should open an answer on click, and close it when another opens', async () => {
  const page = await visit('/#faq');
  await page.locator('#faq').getByText(q(0), { exact: true }).click();
  assert.ok(await page.locator('#faq').getByText(home.faq.items[0]!.answer).isVisible());
  await page.locator('#faq').getByText(q(3), { exact: true }).click();
  assert.ok(await page.locator('#faq').getByText(home.faq.items[3]!.answer).isVisible());
  assert.is(await isOpen(page, q(0)), false);
  assert.not.ok(await page.locator('#faq').getByText(home.faq.items[0]!.answer).isVisible());
  await page.close();
});

accordion('should close the open answer when its question is clicked again (collapsible)', async () => {
  const page = await visit('/#faq');
  await page.locator('#faq').getByText(q(1), { exact: true }).click();
  assert.is(await isOpen(page, q(1)), true);
  await page.locator('#faq').getByText(q(1), { exact: true }).click();
  assert.is(await isOpen(page, q(1)), false);
  await page.close();
});

accordion('should work from the keyboard: Tab to a question, Enter opens, Space closes', async () => {
  const page = await visit('/#faq');
  await page.locator('#faq summary').first().focus();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), q(1));
  await page.keyboard.press('Enter');
  assert.is(await isOpen(page, q(1)), true);
  await page.keyboard.press('Space');
  assert.is(await isOpen(page, q(1)), false);
  await page.close();
});

accordion('should work without JavaScript (native exclusive <details>)', async () => {
  const page = await newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${SITE}/#faq`);
  await page.locator('#faq').getByText(q(2), { exact: true }).click();
  assert.ok(await page.locator('#faq').getByText(home.faq.items[2]!.answer).isVisible());
  await page.locator('#faq').getByText(q(4), { exact: true }).click();
  assert.not.ok(await page.locator('#faq').getByText(home.faq.items[2]!.answer).isVisible());
  assert.ok(await page.locator('#faq').getByText(home.faq.items[4]!.answer).isVisible());
  await page.close();
});

accordion('should pass axe with an answer open (light and dark)', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/#faq', { colorScheme });
    await page.getByText(q(4), { exact: true }).click();
    await checkA11y(page, '#faq');
    await page.close();
  }
});

const faqPage = suite('FAQ page (/faq)');

faqPage('should keep one answer open across all groups', async () => {
  const page = await visit('/faq');
  const summaries = page.locator('main summary');
  const count = await summaries.count();
  assert.ok(count >= 12 && count <= 16, `${count} questions`);
  await summaries.first().click();
  await summaries.last().click();
  assert.is(await page.locator('main details[open]').count(), 1);
  assert.is(
    await page
      .locator('main details')
      .last()
      .evaluate((d) => (d as HTMLDetailsElement).open),
    true,
  );
  await page.close();
});

accordion.run();
faqPage.run();
