import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { StoreProduct } from '../../site/core/commerce/types.ts';
import { setProductHead } from '../../site/islands/product-head.ts';

const head = suite('setProductHead: the loaded product in <head>');

const product = (over: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 'mug 1',
  title: 'Speckled Mug',
  description: '<p>Glazed <b>by hand</b>.</p>',
  purchasable: true,
  variants: [{ id: 'v', title: 'One', manage_inventory: false, prices: [{ amount: 1800, currency_code: 'eur' }] }],
  ...over,
});
const text = { titleTemplate: '{page} · {site}', siteName: 'The Clay Table', siteUrl: 'https://theclaytable.example' };
const ld = () => JSON.parse(document.head.querySelector('script[data-product-ld]')!.textContent!);

head.before.each(() => {
  document.head.innerHTML = '<title>Product · The Clay Table</title><meta name="description" content="A product.">';
});

head('should set the title and a plain-text description, and add its structured data and canonical link', () => {
  setProductHead(product(), ['https://img.example/mug.jpg'], text);
  assert.is(document.title, 'Speckled Mug · The Clay Table');
  assert.is(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content, 'Glazed by hand.');
  assert.is(
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href,
    'https://theclaytable.example/product/mug%201',
  );
  assert.is(ld().name, 'Speckled Mug');
  assert.equal(ld().image, ['https://img.example/mug.jpg']);
  assert.is(document.head.querySelector('script[data-product-ld]')!.getAttribute('type'), 'application/ld+json');
});

head("should replace an earlier product's tags, never add a second set", () => {
  setProductHead(product(), [], text);
  setProductHead(product({ id: 'bowl', title: 'Bowl', description: null, subtitle: 'A deep bowl' }), [], text);
  assert.is(
    document.head.querySelectorAll('meta[name="description"], link[rel="canonical"], script[data-product-ld]').length,
    3,
  );
  assert.is(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content, 'A deep bowl');
  assert.is(ld().name, 'Bowl');
});

head("should add no canonical link without the site's address (a trial build)", () => {
  setProductHead(product(), [], { ...text, siteUrl: undefined });
  assert.is(document.head.querySelector('link[rel="canonical"]'), null);
  assert.is(ld().url, undefined);
});

head.run();
