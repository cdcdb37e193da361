import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import { type MenuItem, menuDishes } from '../../../site/core/catalog/menu.ts';
import MenuPage from '../../../site/pages/menu-page.tsx';
import { parseCart } from '../../../site/core/commerce/cart.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const sample = sampleCatalog;

const allItems = (c: Catalog): MenuItem[] => menuDishes(c.menu!);

const data = suite('menu catalogue');

data('should label the six tabs as the spec names them', async () => {
  const k = (await sample()).menu.categories;
  assert.equal(
    k.map((c) => c.label),
    ['Appetizers', 'Main Course', 'Hot Coffee', 'Cold Coffee', 'Shakes', 'Desserts'],
  );
});

const page = suite('menu page (SSR)');

page('should render six tabs with the first panel open and the rest hidden', async () => {
  const html = renderHtml(<MenuPage catalog={await sample()} path="/menu" />);
  assert.is((html.match(/role="tab"/g) ?? []).length, 6);
  assert.is((html.match(/role="tabpanel"/g) ?? []).length, 6);
  assert.is((html.match(/role="tabpanel"[^>]*hidden=""/g) ?? []).length, 5);
  assert.match(html, /aria-selected="true"[^>]*>Appetizers</);
});

page('should render one add-to-cart button per item, naming it, carrying its cart item', async () => {
  const catalog = await sample();
  const html = renderHtml(<MenuPage catalog={catalog} path="/menu" />);
  const buttons = [...html.matchAll(/<button[^>]*data-add-to-cart="([^"]+)"[^>]*aria-label="([^"]+)"/g)];
  assert.is(buttons.length, allItems(catalog).length);
  const decodeEntities = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'");
  // What the cart makes of it: the button leaves out what the cart fills in the same.
  const [line] = parseCart([{ ...JSON.parse(decodeEntities(buttons[0]![1]!)), quantity: 1 }])!;
  assert.is(line!.product.title, 'Peri Peri Fries');
  assert.is(line!.variant.id, 'menu-peri-peri-fries');
  assert.is(line!.variant.price_formatted, '₹190.00');
  assert.equal(line!.variant.currency_info, { code: 'INR', symbol: '₹' });
  assert.is(line!.product.image, '/images/menu/appetizers.svg');
  assert.is(buttons[0]![2], 'Add Peri Peri Fries to cart');
});

page('should show prices as whole rupees and the Large note', async () => {
  const html = renderHtml(<MenuPage catalog={await sample()} path="/menu" />);
  assert.match(html, />₹290</);
  assert.not.match(html, />₹\d+\.\d\d</);
  assert.match(html, />Large</);
});

page('should escape catalogue text', async () => {
  const catalog = await sample();
  catalog.menu.categories[5]!.items![0]!.name = '<script>alert(1)</script>';
  const html = renderHtml(<MenuPage catalog={catalog} path="/menu" />);
  assert.not.match(html, /<script>alert/);
});

data.run();
page.run();
