import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startEmulator, type Emulator } from '../../scripts/emulator/emulator.ts';

const emu = suite<{ e: Emulator }>('commerce emulator');
let e: Emulator;

emu.before(async () => {
  e = await startEmulator({ port: 0, catalogDir: 'catalog' });
});
emu.after(() => e.close());
emu.before.each(() => fetch(`${e.url}/__emulator/reset`, { method: 'POST' }).then(() => undefined));

const checkout = (items: unknown, extra: object = {}) =>
  fetch(`${e.url}/store/demo/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:4173' },
    body: JSON.stringify({ items, successUrl: 'http://site.test/success?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'http://site.test/store', locale: 'en', timeZone: 'UTC', ...extra }),
  });

emu('should serve a demo product in the API shape with absolute image URLs and CORS', async () => {
  const res = await fetch(`${e.url}/store/demo/products/speckled-mug`);
  assert.is(res.status, 200);
  assert.is(res.headers.get('access-control-allow-origin'), '*');
  const p = await res.json();
  assert.is(p.title, 'Speckled Hand-thrown Mug');
  assert.is(p.variants.length, 3);
  assert.equal(p.variants[0].prices[0], { amount: 145000, sale_amount: 125000, currency_code: 'inr', currency: { code: 'inr', symbol: '₹', template: '₹{{amount}}' } });
  assert.match(p.images[0].url, /^http:\/\/localhost:\d+\/images\/store\/mug-terracotta\.svg$/);
  assert.is((await fetch(p.images[0].url)).headers.get('content-type'), 'image/svg+xml');
});

emu('should answer a CORS preflight for the checkout', async () => {
  const res = await fetch(`${e.url}/store/demo/checkout`, { method: 'OPTIONS' });
  assert.is(res.status, 204);
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /content-type/);
});

emu('should answer 404 Not Found for an unknown product', async () => {
  const res = await fetch(`${e.url}/store/demo/products/nope`);
  assert.is(res.status, 404);
  assert.is(res.statusText, 'Not Found');
});

emu('should list only the asked fields of the asked products\' variants', async () => {
  const res = await fetch(`${e.url}/store/demo/variants?fields=inventory_quantity&product_ids[]=speckled-mug&product_ids[]=teal-serving-bowl`);
  const { variants } = await res.json();
  assert.equal(variants, [
    { id: 'mug-terracotta', inventory_quantity: 12 },
    { id: 'mug-teal', inventory_quantity: 2 },
    { id: 'mug-mustard', inventory_quantity: 0 },
    { id: 'bowl-teal', inventory_quantity: 6 },
  ]);
});

emu('should refuse unknown variants, over-stock and not purchasable products', async () => {
  assert.is((await checkout([{ variant_id: 'no-such-variant', quantity: 1 }])).status, 400);
  assert.is((await checkout([{ variant_id: 'mug-teal', quantity: 3 }])).status, 409);
  assert.is((await checkout([{ variant_id: 'vase-mustard', quantity: 1 }])).status, 400);
  assert.is((await checkout([])).status, 400);
  assert.is((await checkout([{ variant_id: 'mug-teal', quantity: 1 }], { successUrl: 'javascript:alert(1)' })).status, 400);
});

emu('should sell the café\'s menu items and packages at the catalogue price, so a cart of dishes can be paid online', async () => {
  const menu = JSON.parse(await readFile('catalog/menu.json', 'utf8'));
  const dish = menu.categories.hotCoffee.items[0];
  const res = await checkout([{ variant_id: `menu-${dish.id}`, quantity: 2 }, { variant_id: 'package-party-package-1', quantity: 10 }]);
  assert.is(res.status, 200);
  const page = await (await fetch((await res.json()).url)).text();
  const total = (dish.price * 2 + 750 * 100 * 10) / 100;
  assert.match(page, new RegExp(`Pay ₹${total.toFixed(2).replace('.', '\\.')}`));
});

emu('should pay on its payment page, lower the inventory and send the guest to successUrl with the session id', async () => {
  const res = await checkout([{ variant_id: 'mug-teal', quantity: 2 }]);
  const { url } = await res.json();
  const page = await (await fetch(url)).text();
  assert.match(page, /Pay ₹2900\.00/);
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  assert.is(paid.status, 303);
  const session = url.split('/').pop();
  assert.is(paid.headers.get('location'), `http://site.test/success?session_id=${session}`);
  const { variants } = await (await fetch(`${e.url}/store/demo/variants?fields=inventory_quantity&product_ids[]=speckled-mug`)).json();
  assert.is(variants.find((v: { id: string }) => v.id === 'mug-teal').inventory_quantity, 0);
  assert.is((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status, 409, 'a session is paid once');
});

emu('should send the guest back to cancelUrl on Cancel without touching stock', async () => {
  const { url } = await (await checkout([{ variant_id: 'bowl-teal', quantity: 1 }])).json();
  const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
  assert.is(cancelled.headers.get('location'), 'http://site.test/store');
  const { variants } = await (await fetch(`${e.url}/store/demo/variants?fields=inventory_quantity&product_ids[]=teal-serving-bowl`)).json();
  assert.is(variants[0].inventory_quantity, 6);
});

emu('should fail the next matching call when a test asks it to', async () => {
  await fetch(`${e.url}/__emulator/fail-next`, { method: 'POST', body: JSON.stringify({ status: 503, statusText: 'Service Unavailable', path: '/checkout' }) });
  assert.is((await fetch(`${e.url}/store/demo/products/speckled-mug`)).status, 200);
  const failed = await checkout([{ variant_id: 'bowl-teal', quantity: 1 }]);
  assert.is(failed.status, 503);
  assert.is(failed.statusText, 'Service Unavailable');
  assert.is((await checkout([{ variant_id: 'bowl-teal', quantity: 1 }])).status, 200);
});

emu.run();
