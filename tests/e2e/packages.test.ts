import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCart } from '../../site/core/commerce/cart.ts';
import contact from '../fixtures/catalog/contact.json' with { type: 'json' };
import pages from '../fixtures/catalog/pages.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { checkA11y, pageErrors, seenToast, visit } from './harness.ts';
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';

const packages = suite('packages');

packages('should open on Corporate with per-person prices, terms and Add to Cart, in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/packages', { colorScheme });
    const main = page.locator('main');
    assert.equal(await main.getByRole('tab').allInnerTexts(), ['Corporate', 'XQ Party', 'Ala-Carte', 'Add-ons']);
    const panel = main.getByRole('tabpanel');
    const corporate = panel.getByRole('article', { name: 'Corporate Package' });
    assert.ok(await corporate.getByText('₹1,499').isVisible());
    assert.ok(await corporate.getByText('per person', { exact: true }).isVisible());
    assert.ok(await corporate.getByText('Book at least 3 days in advance').isVisible());
    assert.ok(await corporate.getByRole('button', { name: 'Add to Cart: Corporate Package' }).isVisible());
    const office = panel.getByRole('article', { name: 'Office-Door Party' });
    assert.ok(await office.getByText('₹1,500').isVisible());
    assert.ok(await office.getByText('Order at least one hour ahead').isVisible());
    assert.ok(await panel.getByRole('heading', { name: 'Activities' }).isVisible());
    await checkA11y(page);
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

packages('should show adult and kid prices, the GST note and both add-on lists on XQ Party', async () => {
  const page = await visit('/packages', { width: 390, height: 844 });
  const main = page.locator('main');
  await main.getByRole('tab', { name: 'XQ Party' }).click();
  const panel = main.getByRole('tabpanel');
  const p2 = panel.getByRole('article', { name: 'Party Package 2' });
  assert.match(await p2.innerText(), /Adult\s*₹850/i);
  assert.match(await p2.innerText(), /Kid\s*₹1,150/i);
  assert.ok(await p2.getByText('Minimum 10 kids · 3 hours').isVisible());
  assert.ok(await panel.getByText('12% GST is added to party packages.').isVisible());
  assert.ok(await panel.getByRole('heading', { name: "Customer's Delight Add-ons" }).isVisible());
  assert.ok(
    await panel.getByRole('listitem').filter({ hasText: 'Chocolate Fountain' }).getByText('₹4,000').isVisible(),
  );
  const item = JSON.parse(
    (await p2.getByRole('button', { name: 'Add to Cart: Party Package 2' }).getAttribute('data-add-to-cart'))!,
  );
  // As the cart reads it: the button leaves the default currency out.
  const [line] = parseCart([{ ...item, quantity: 1 }])!;
  assert.is(line!.variant.title, 'Minimum 10 kids · 3 hours');
  assert.is(line!.variant.currency_info.code, 'INR');
  await checkA11y(page);
  await page.close();
});

packages('should switch to Ala-Carte and Add-ons with the arrow keys', async () => {
  const page = await visit('/packages', { colorScheme: 'dark' });
  const main = page.locator('main');
  await main.getByRole('tab', { name: 'Corporate' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const panel = main.getByRole('tabpanel');
  const nonVeg = panel.getByRole('article', { name: 'Ala-Carte Non-Veg' });
  assert.match(await nonVeg.innerText(), /₹1,000[\s\S]*₹700/);
  assert.ok(await nonVeg.getByText('Group dining only').isVisible());
  await page.keyboard.press('ArrowRight');
  assert.is(await main.getByRole('tab', { name: 'Add-ons' }).getAttribute('aria-selected'), 'true');
  assert.ok(await panel.getByRole('listitem').filter({ hasText: 'Photography' }).getByText('₹8,500').isVisible());
  assert.ok(await panel.getByText('Extended durations are charged pro rata.').isVisible());
  assert.is(
    await panel.getByRole('button', { name: /^Add to Cart/ }).count(),
    0,
    'add-ons are listed, not sold one by one',
  );
  await checkA11y(page);
  await page.close();
});

packages('should link to the contact page', async () => {
  const page = await visit('/packages');
  await page.locator('main').getByRole('link', { name: 'Contact us' }).click();
  await page.waitForURL(/\/contact\/?$/);
  const main = page.locator('main');
  assert.ok(
    await main.getByRole('heading', { level: 1, name: pages.routes['/contact'].title }).isVisible(),
    'the contact page heading',
  );
  assert.ok(await main.getByRole('heading', { name: contact.detailsHeading }).isVisible(), 'the contact details');
  assert.ok(await main.getByRole('link', { name: site.phone }).isVisible(), 'the phone number to call');
  assert.is(
    await page.title(),
    site.titleTemplate.replace('{page}', pages.routes['/contact'].title).replace('{site}', site.name),
  );
  assert.equal(pageErrors(page), []);
  await page.close();
});

packages(
  "should show a toast above the estimator's floating button, not over it, on a desktop and a phone",
  async () => {
    for (const width of [1280, 390]) {
      const page = await visit('/packages', { width, height: width > 500 ? 900 : 844 });
      await page.getByRole('button', { name: 'Add to Cart: Corporate Package' }).click();
      assert.is((await seenToast(page)).title, M.addedTitle);
      const toast = (await page.locator('.toast').boundingBox())!;
      const launcher = (await page.locator('[data-estimator-open]').boundingBox())!;
      assert.ok(
        toast.y + toast.height <= launcher.y,
        `${width} px: the toast (bottom ${toast.y + toast.height}) covers the button (top ${launcher.y})`,
      );
      await page.close();
    }
  },
);

packages.run();
