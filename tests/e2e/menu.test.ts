import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, pageErrors, visit } from './harness.ts';

const menu = suite('menu');

const TABS = ['Appetizers', 'Main Course', 'Hot Coffee', 'Cold Coffee', 'Shakes', 'Desserts'];

menu('should show six category tabs with Appetizers open, veg and non-veg lists, in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/menu', { colorScheme });
    const main = page.locator('main');
    assert.equal(await main.getByRole('tab').allInnerTexts(), TABS);
    assert.is(await main.getByRole('tab', { name: 'Appetizers' }).getAttribute('aria-selected'), 'true');
    const panel = main.getByRole('tabpanel');
    assert.is(await panel.count(), 1, 'only one panel is visible');
    assert.ok(await panel.getByRole('heading', { name: 'Veg', exact: true }).isVisible());
    assert.ok(await panel.getByRole('heading', { name: 'Non-Veg', exact: true }).isVisible());
    assert.is(await panel.getByRole('button', { name: /^Add .+ to cart$/ }).count(), 7);
    await checkA11y(page);
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

menu('should show every category, each under its heading, where no script runs to switch tabs', async () => {
  const page = await visit('/menu', { javaScriptEnabled: false });
  const main = page.locator('main');
  assert.not.ok(await main.getByRole('tablist').isVisible(), 'no tab row that does nothing');
  assert.is(await main.getByRole('tabpanel').count(), TABS.length);
  for (const name of TABS) assert.ok(await main.getByRole('heading', { name, exact: true }).isVisible(), name);
  await page.close();
});

menu('should switch panels by clicking a tab', async () => {
  const page = await visit('/menu');
  const main = page.locator('main');
  await main.getByRole('tab', { name: 'Main Course' }).click();
  assert.is(await main.getByRole('tab', { name: 'Main Course' }).getAttribute('aria-selected'), 'true');
  const panel = main.getByRole('tabpanel');
  assert.ok(await panel.getByRole('heading', { name: 'Main Course', level: 2 }).isVisible());
  // 9 veg + 10 non-veg mains.
  assert.is(await panel.getByRole('button', { name: /^Add .+ to cart$/ }).count(), 19);
  assert.ok(await panel.getByText('Butter Chicken & Butter Naan').isVisible());
  assert.not.ok(await main.getByText('Peri Peri Fries').isVisible(), 'the appetizers are hidden');
  await checkA11y(page);
  await page.close();
});

menu('should move between tabs with the arrow keys, wrapping at the ends', async () => {
  const page = await visit('/menu', { colorScheme: 'dark' });
  const main = page.locator('main');
  await main.getByRole('tab', { name: 'Appetizers' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const hot = main.getByRole('tab', { name: 'Hot Coffee' });
  assert.is(await hot.getAttribute('aria-selected'), 'true');
  assert.ok(await hot.evaluate((el) => el === document.activeElement), 'focus follows');
  assert.ok(await main.getByRole('tabpanel').getByRole('button', { name: 'Add Filter Kaapi to cart' }).isVisible());
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  assert.is(await main.getByRole('tab', { name: 'Desserts' }).getAttribute('aria-selected'), 'true');
  assert.ok(
    await main
      .getByRole('tabpanel')
      .getByRole('button', { name: 'Add Sizzling Brownie with Ice Cream to cart' })
      .isVisible(),
  );
  await checkA11y(page);
  await page.close();
});

menu('should show prices in rupees without decimals, the popular star and the Large note', async () => {
  const page = await visit('/menu', { width: 390, height: 844 });
  const main = page.locator('main');
  const panel = main.getByRole('tabpanel');
  const prices = await panel.getByText(/^₹/).allInnerTexts();
  assert.ok(prices.length >= 7);
  for (const price of prices) assert.match(price, /^₹\d{3}$/);
  const paneer = panel.getByRole('listitem').filter({ hasText: 'Paneer Tikka' });
  assert.ok(await paneer.getByText('₹290').isVisible());
  assert.ok(await paneer.locator('svg:has(use[href$="#star"])').isVisible(), 'star drawn');
  // The star's meaning is spoken, not shown: a 1 px visually hidden label.
  const spoken = paneer.locator('.visually-hidden');
  assert.is(await spoken.textContent(), '(Popular)');
  assert.is((await spoken.boundingBox())?.width, 1);
  assert.is(await panel.locator('svg:has(use[href$="#star"])').count(), 2, 'Paneer Tikka and Chicken 65 are starred');
  await main.getByRole('tab', { name: 'Hot Coffee' }).click();
  const latte = main.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Hazelnut Latte' });
  assert.ok(await latte.getByText('Large', { exact: true }).isVisible());
  assert.ok(await latte.getByText('₹260').isVisible());
  const button = latte.getByRole('button', { name: 'Add Hazelnut Latte to cart' });
  assert.ok(await button.isVisible());
  const item = JSON.parse((await button.getAttribute('data-add-to-cart'))!);
  assert.equal(item.variant.title, 'Large');
  assert.equal(item.variant.price_in_cents, 26000);
  await checkA11y(page);
  await page.close();
});

menu.run();
