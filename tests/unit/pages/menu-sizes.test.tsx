import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cafeCartItems } from '../../../site/core/commerce/cafe-cart-items.ts';
import MenuPage from '../../../site/pages/menu-page.tsx';
import { renderHtml } from '../../render-html.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

/* Issue 36, part 2: a dish in sizes (Half and Full), each with its own price, and the cart gets the one chosen. */

const sizes = suite('menu: a dish sold in sizes');

async function withSizes() {
  const catalog = await sampleCatalog();
  const tikka = catalog.menu.categories.appetizer.veg[1]!;
  delete (tikka as { price?: number }).price;
  Object.assign(tikka, {
    variants: [
      { id: 'half', label: 'Half', price: 18000 },
      { id: 'full', label: 'Full', price: 30000 },
    ],
  });
  return catalog;
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

sizes('should show each size with its price and its own add button, carrying that size to the cart', async () => {
  const html = renderHtml(<MenuPage catalog={await withSizes()} path="/menu" />);
  const tikka = html.match(/<li[^>]*>(?:(?!<\/li>).)*Paneer Tikka(?:(?!<\/li>).)*<\/li>/)?.[0] ?? '';
  assert.match(tikka, /Half ₹180/);
  assert.match(tikka, /Full ₹300/);
  const buttons = [...tikka.matchAll(/data-add-to-cart="([^"]+)"[^>]*aria-label="([^"]+)"/g)].map(([, item, label]) => {
    const { product, variant } = JSON.parse(decode(item!));
    return { label, id: product.id, title: product.title, size: variant.title, paise: variant.price_in_cents };
  });
  assert.equal(buttons, [
    {
      label: 'Add Paneer Tikka (Half) to cart',
      id: 'menu-paneer-tikka--half',
      title: 'Paneer Tikka',
      size: 'Half',
      paise: 18000,
    },
    {
      label: 'Add Paneer Tikka (Full) to cart',
      id: 'menu-paneer-tikka--full',
      title: 'Paneer Tikka',
      size: 'Full',
      paise: 30000,
    },
  ]);
});

sizes('should sell each size at checkout, at its own price', async () => {
  const catalog = await withSizes();
  const sold = cafeCartItems(catalog.menu, catalog.packages).filter((i) =>
    i.product.id.startsWith('menu-paneer-tikka'),
  );
  assert.equal(
    sold.map((i) => [i.variant.id, i.variant.price_in_cents]),
    [
      ['menu-paneer-tikka--half', 18000],
      ['menu-paneer-tikka--full', 30000],
    ],
  );
});

sizes.run();
