import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { MenuItem } from '../../../site/core/catalog/menu.ts';
import type { PackageItem } from '../../../site/core/catalog/packages.ts';
import { menuCartItem, packageCartItem, storeCartItem } from '../../../site/core/commerce/cart.ts';
import { priceVariant } from '../../../site/core/commerce/price.ts';

const pkg = (
  over: Partial<PackageItem> & ({ price: number } | { priceAdult: number; priceKid: number }),
): PackageItem => ({
  id: 'corporate',
  subTitle: 'Corporate Package',
  note: 'Minimum 15 people',
  type: 'perPerson',
  content: { Starters: ['Paneer Tikka'] },
  terms: [],
  ...over,
});

const menu = suite('menuCartItem');

menu('should build the exact SPEC §3 product and variant for a menu item', () => {
  const item: MenuItem = { id: 'hazelnut-latte', name: 'Hazelnut Latte', price: 26000, note: 'Large' };
  assert.equal(menuCartItem(item, '/images/menu/hot-coffee.svg'), {
    product: { id: 'menu-hazelnut-latte', title: 'Hazelnut Latte', image: '/images/menu/hot-coffee.svg' },
    variant: {
      id: 'menu-hazelnut-latte',
      title: 'Large',
      price_in_cents: 26000,
      sale_price_in_cents: null,
      price_formatted: '₹260.00',
      sale_price_formatted: null,
      currency_info: { code: 'INR', symbol: '₹' },
      manage_inventory: false,
    },
  });
});

menu("should title the variant 'Standard' when the item has no description", () => {
  const item: MenuItem = { id: 'paneer-tikka', name: 'Paneer Tikka', price: 29000, popular: true };
  assert.is(menuCartItem(item, '/x.svg').variant.title, 'Standard');
  assert.is(menuCartItem({ ...item, note: '' }, '/x.svg').variant.title, 'Standard');
});

menu('should survive a JSON round trip unchanged, as the button attribute carries it', () => {
  const item = menuCartItem({ id: 'chicken-65', name: 'Chicken 65', price: 31000 }, '/a.svg');
  assert.equal(JSON.parse(JSON.stringify(item)), item);
});

const packages = suite('packageCartItem');

packages('should build the exact SPEC §3 product and variant for a per-person package (rupees → paise)', () => {
  assert.equal(packageCartItem(pkg({ price: 1499 }), '/images/packages/corporate.svg'), {
    product: { id: 'package-corporate', title: 'Corporate Package', image: '/images/packages/corporate.svg' },
    variant: {
      id: 'package-corporate',
      title: 'Minimum 15 people',
      price_in_cents: 149900,
      sale_price_in_cents: null,
      price_formatted: '₹1,499.00',
      sale_price_formatted: null,
      currency_info: { code: 'INR', symbol: '₹' },
      manage_inventory: false,
    },
  });
});

packages("should title the variant 'Standard Package' when the package has no note", () => {
  assert.is(packageCartItem(pkg({ price: 1500, note: '' }), '/x.svg').variant.title, 'Standard Package');
});

packages('should price an adult/kid package at its adult price', () => {
  const item = packageCartItem(
    pkg({ id: 'party-package-1', subTitle: 'Party Package 1', priceAdult: 750, priceKid: 980 }),
    '/x.svg',
  );
  assert.is(item.variant.price_in_cents, 75000);
  assert.is(item.variant.price_formatted, '₹750.00');
  assert.is(item.product.id, 'package-party-package-1');
});

packages('should never give a menu item and a package the same id', () => {
  const a = menuCartItem({ id: 'pottery', name: 'Pottery', price: 100 }, '/x.svg');
  const b = packageCartItem(pkg({ id: 'pottery', price: 1 }), '/x.svg');
  assert.is.not(a.variant.id, b.variant.id);
});

const store = suite('storeCartItem');

store("should keep the SPEC §3 fields of a priced store variant, and none of the API's rest", () => {
  const variant = priceVariant({
    id: 'v-blue',
    title: 'Blue',
    sku: 'MUG-B',
    weight: 300,
    manage_inventory: true,
    inventory_quantity: 4,
    image_url: 'https://img.example/blue.jpg',
    prices: [{ amount: 2500, sale_amount: 1999, currency: { code: 'eur', symbol: '€' } }],
  });
  assert.equal(storeCartItem({ id: 'mug', title: 'Mug' }, variant, 'https://img.example/mug.jpg'), {
    product: { id: 'mug', title: 'Mug', image: 'https://img.example/mug.jpg' },
    variant: {
      id: 'v-blue',
      title: 'Blue',
      price_in_cents: 2500,
      sale_price_in_cents: 1999,
      price_formatted: variant.price_formatted,
      sale_price_formatted: variant.sale_price_formatted,
      currency_info: { code: 'eur', symbol: '€' },
      manage_inventory: true,
      inventory_quantity: 4,
      image_url: 'https://img.example/blue.jpg',
    },
  });
});

store('should store an unknown stock and picture as null, not leave them out', () => {
  const variant = priceVariant({ id: 'v', title: 'One size', manage_inventory: false, prices: [{ amount: 100 }] });
  const { product, variant: line } = storeCartItem({ id: 'p', title: 'P' }, variant, null);
  assert.is(product.image, null);
  assert.is(line.inventory_quantity, null);
  assert.is(line.image_url, null);
});

menu.run();
packages.run();
store.run();
