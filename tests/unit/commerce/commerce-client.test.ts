import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCommerceClient, mergeStock } from '../../../site/commerce/client.ts';

interface Call {
  url: string;
  init?: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    const call = { url: String(url), init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

const config = { apiBase: 'https://api.example.com/', storeId: 'clay table' };
const calls = suite('commerce client: the three calls (SPEC §7)');

calls('should GET a product by id under the store', async () => {
  const f = fakeFetch(() =>
    json({
      id: 'mug',
      title: 'Mug',
      purchasable: true,
      variants: [{ id: 'v', title: 'V', prices: [{ amount: 900 }] }],
    }),
  );
  const product = await createCommerceClient(config, f.impl).getProduct('mug/1', 'variants');
  assert.is(f.calls[0]!.url, 'https://api.example.com/store/clay%20table/products/mug%2F1?fields=variants');
  assert.is(product.title, 'Mug');
});

calls('should ask for inventory_quantity with one product_ids[] per product and map variant stock', async () => {
  const f = fakeFetch(() =>
    json({ variants: [{ id: 'v1', inventory_quantity: 4 }, { id: 'v2', inventory_quantity: 0 }, { id: 'junk' }] }),
  );
  const stock = await createCommerceClient(config, f.impl).getStock(['a', 'b']);
  const url = new URL(f.calls[0]!.url);
  assert.is(url.pathname, '/store/clay%20table/variants');
  assert.is(url.searchParams.get('fields'), 'inventory_quantity');
  assert.equal(url.searchParams.getAll('product_ids[]'), ['a', 'b']);
  assert.equal(
    [...stock],
    [
      ['v1', 4],
      ['v2', 0],
    ],
  );
  assert.equal(
    mergeStock(
      { variants: [{ id: 'v1', title: 'x', prices: [], manage_inventory: true, inventory_quantity: 9 }] },
      stock,
    ).variants[0]!.inventory_quantity,
    4,
  );
});

calls('should POST the checkout as JSON and return the url', async () => {
  const f = fakeFetch(() => json({ url: 'https://pay.example/s/1' }));
  const body = {
    items: [{ variant_id: 'v', quantity: 1 }],
    successUrl: 's',
    cancelUrl: 'c',
    locale: 'en',
    timeZone: 'UTC',
  };
  const result = await createCommerceClient(config, f.impl).createCheckout(body);
  assert.is(f.calls[0]!.url, 'https://api.example.com/store/clay%20table/checkout');
  assert.is(f.calls[0]!.init?.method, 'POST');
  assert.equal(JSON.parse(String(f.calls[0]!.init?.body)), body);
  assert.equal(result, { url: 'https://pay.example/s/1' });
});

calls('should take the total the store will charge from the checkout answer, when it names one whole', async () => {
  const body = {
    items: [{ variant_id: 'v', quantity: 1 }],
    successUrl: 's',
    cancelUrl: 'c',
    locale: 'en',
    timeZone: 'UTC',
  };
  const answer = async (extra: object) =>
    createCommerceClient(
      config,
      fakeFetch(() => json({ url: 'https://pay.example/s/1', id: 's1', ...extra })).impl,
    ).createCheckout(body);
  assert.equal((await answer({ amount_total: 125000, currency: 'inr' })).total, {
    minor: 125000,
    currency: { code: 'INR' },
  });
  for (const partial of [
    { amount_total: 125000 },
    { currency: 'inr' },
    { amount_total: '125000', currency: 'inr' },
    { amount_total: 12.5, currency: 'inr' },
    { amount_total: -1, currency: 'inr' },
    { amount_total: 100, currency: 'rupees' },
  ]) {
    const result = await answer(partial);
    assert.equal(result, { url: 'https://pay.example/s/1', id: 's1' }, JSON.stringify(partial));
  }
});

calls.run();

const errors = suite('commerce client: bad answers');

errors('should raise "HTTP {status}: {statusText}" for any non-ok answer', async () => {
  const client = createCommerceClient(config, fakeFetch(() => json({ message: 'nope' }, 404, 'Not Found')).impl);
  await client.getProduct('x').then(
    () => assert.unreachable(),
    (e: Error) => assert.is(e.message, 'HTTP 404: Not Found'),
  );
  const failing = createCommerceClient(config, fakeFetch(() => json({}, 503, 'Service Unavailable')).impl);
  await failing.createCheckout({ items: [], successUrl: '', cancelUrl: '', locale: '', timeZone: '' }).then(
    () => assert.unreachable(),
    (e: Error) => assert.is(e.message, 'HTTP 503: Service Unavailable'),
  );
});

errors('should turn malformed JSON or a foreign shape into a readable error', async () => {
  const broken = createCommerceClient(config, fakeFetch(() => new Response('{not json', { status: 200 })).impl);
  await broken.getProduct('x').then(
    () => assert.unreachable(),
    (e: Error) => assert.match(e.message, /could not be read/),
  );
  const foreign = createCommerceClient(config, fakeFetch(() => json({ hello: 'world' })).impl);
  await foreign.getProduct('x').then(
    () => assert.unreachable(),
    (e: Error) => assert.match(e.message, /could not be read/),
  );
  const noUrl = createCommerceClient(config, fakeFetch(() => json({ url: 'javascript:alert(1)' })).impl);
  await noUrl.createCheckout({ items: [], successUrl: '', cancelUrl: '', locale: '', timeZone: '' }).then(
    () => assert.unreachable(),
    (e: Error) => assert.match(e.message, /could not be read/),
  );
});

errors.run();
