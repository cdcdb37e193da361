import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likelyTapFiles, type IdlePrefetchTable } from '../../site/client/prefetch-likely-taps.ts';

// Which files the idle prefetch asks for, by what a page holds (the table is the build's,
// scripts/bundle/idle-prefetch-table.ts; e2e idle-prefetch.test.ts checks the real one in Chromium).

const TABLE: IdlePrefetchTable = {
  islands: {
    cart: ['/a/drawer.js', '/a/react.js', '/a/cart.js'],
    estimator: ['/a/estimator.js', '/a/react.js', '/a/cart.js'],
    gallery: ['/a/gallery.js'],
    product: ['/a/product.js'],
  },
  cart: ['/a/cart.js'],
};

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

const likely = suite('idle prefetch: the likely first taps');

likely('should take the cart code for an Add button alone, and the drawer only with a cart button', () => {
  assert.equal(
    likelyTapFiles(
      page('<button data-add-to-cart>Add</button><div data-island="cart" data-when="demand"></div>'),
      TABLE,
    ),
    {
      scripts: ['/a/cart.js'],
      props: [],
    },
  );
  assert.equal(
    likelyTapFiles(page('<button data-cart-open>Cart</button><div data-island="cart" data-when="demand"></div>'), TABLE)
      .scripts,
    ['/a/drawer.js', '/a/react.js', '/a/cart.js'],
  );
});

likely(
  'should take an island that waits for the guest, with its props file, and none that wakes by itself or is awake',
  () => {
    const files = likelyTapFiles(
      page(
        '<button data-estimator-open>Estimate</button><div data-island="estimator" data-when="demand" data-props-src="/a/est.json"></div>' +
          '<div data-island="gallery" data-when="interaction"></div><div data-island="product" data-when="load"></div>',
      ),
      TABLE,
    );
    assert.equal(files, {
      scripts: ['/a/estimator.js', '/a/react.js', '/a/cart.js', '/a/gallery.js'],
      props: ['/a/est.json'],
    });
    assert.equal(
      likelyTapFiles(page('<div data-island="gallery" data-when="interaction" data-hydrated></div>'), TABLE).scripts,
      [],
    );
  },
);

likely('should take nothing outside a bundle, which has no table', () => {
  assert.equal(likelyTapFiles(page('<button data-add-to-cart>Add</button>')), { scripts: [], props: [] });
});

likely.run();
