import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import { formatMoney, INR } from '../../../site/core/commerce/money.ts';
import * as assert from 'uvu/assert';
import { startEmulator, type Emulator } from '../../../scripts/emulator/emulator.ts';
import { rawBytes, rawRequest } from '../../raw-http.ts';

const emu = suite<{ e: Emulator }>('commerce emulator');
let e: Emulator;

emu.before(async () => {
  e = await startEmulator({
    port: 0,
    catalogDir: 'tests/fixtures/catalog',
    testControls: true,
    siteOrigin: 'http://site.test',
  });
});
emu.after(() => e.close());
emu.before.each(() => fetch(`${e.url}/__emulator/reset`, { method: 'POST' }).then(() => undefined));

const checkout = (items: unknown, extra: object = {}) =>
  fetch(`${e.url}/store/demo/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:4173' },
    body: JSON.stringify({
      items,
      successUrl: 'http://site.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://site.test/store',
      locale: 'en',
      timeZone: 'UTC',
      ...extra,
    }),
  });

emu('should serve a demo product in the API shape with absolute image URLs and CORS', async () => {
  const res = await fetch(`${e.url}/store/demo/products/speckled-mug`);
  assert.is(res.status, 200);
  assert.is(res.headers.get('access-control-allow-origin'), '*');
  const p = await res.json();
  assert.is(p.title, 'Speckled Hand-thrown Mug');
  assert.is(p.variants.length, 3);
  assert.equal(p.variants[0].prices[0], {
    amount: 145000,
    sale_amount: 125000,
    currency_code: 'inr',
    currency: { code: 'inr', symbol: '₹', template: '₹{{amount}}' },
  });
  assert.match(p.images[0].url, /^http:\/\/localhost:\d+\/images\/store\/mug-terracotta\.svg$/);
  assert.is((await fetch(p.images[0].url)).headers.get('content-type'), 'image/svg+xml');
});

emu('should answer a CORS preflight for the checkout', async () => {
  const res = await fetch(`${e.url}/store/demo/checkout`, { method: 'OPTIONS' });
  assert.is(res.status, 204);
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /content-type/);
});

emu(
  'should answer a body too large with 413 and one that is not JSON with 400, quietly, and keep serving',
  async () => {
    const logged: unknown[] = [];
    const real = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const big = await fetch(`${e.url}/store/demo/checkout`, { method: 'POST', body: 'a'.repeat(3_000_000) });
      assert.is(big.status, 413);
      assert.equal(await big.json(), { message: 'Request body over 1000000 bytes' });
      const notJson = await fetch(`${e.url}/store/demo/checkout`, { method: 'POST', body: '{"items": [' });
      assert.is(notJson.status, 400);
      assert.equal(await notJson.json(), { message: 'The request body is not JSON' });
    } finally {
      console.error = real;
    }
    assert.equal(logged, [], "a client's mistake, not the emulator's failure");
    assert.is((await fetch(`${e.url}/store/demo/products/speckled-mug`)).status, 200);
  },
);

emu('should answer 404 Not Found for an unknown product', async () => {
  const res = await fetch(`${e.url}/store/demo/products/nope`);
  assert.is(res.status, 404);
  assert.is(res.statusText, 'Not Found');
});

emu("should list only the asked fields of the asked products' variants", async () => {
  const res = await fetch(
    `${e.url}/store/demo/variants?fields=inventory_quantity&product_ids[]=speckled-mug&product_ids[]=teal-serving-bowl`,
  );
  const { variants } = await res.json();
  assert.equal(variants, [
    { id: 'mug-terracotta', inventory_quantity: 12 },
    { id: 'mug-teal', inventory_quantity: 2 },
    { id: 'mug-mustard', inventory_quantity: 0 },
    { id: 'bowl-teal', inventory_quantity: 6 },
  ]);
});

const stockOf = async (emulator: Emulator, productId: string, variantId: string): Promise<number> => {
  const { variants } = await (
    await fetch(`${emulator.url}/store/demo/variants?fields=inventory_quantity&product_ids[]=${productId}`)
  ).json();
  return variants.find((v: { id: string }) => v.id === variantId).inventory_quantity;
};

emu('should refuse unknown variants, over-stock and not purchasable products', async () => {
  assert.is((await checkout([{ variant_id: 'no-such-variant', quantity: 1 }])).status, 400);
  assert.is((await checkout([{ variant_id: 'mug-teal', quantity: 3 }])).status, 409);
  assert.is((await checkout([{ variant_id: 'vase-mustard', quantity: 1 }])).status, 400);
  assert.is((await checkout([])).status, 400);
  assert.is(
    (await checkout([{ variant_id: 'mug-teal', quantity: 1 }], { successUrl: 'javascript:alert(1)' })).status,
    400,
  );
});

emu(
  "should sell the café's menu items and packages at the catalogue price, so a cart of dishes can be paid online",
  async () => {
    const menu = JSON.parse(await readFile('tests/fixtures/catalog/menu.json', 'utf8'));
    const dish = menu.categories[2]!.items![0];
    const res = await checkout([
      { variant_id: `menu-${dish.id}`, quantity: 2 },
      { variant_id: 'package-party-package-1', quantity: 10 },
    ]);
    assert.is(res.status, 200);
    const answer = await res.json();
    const page = await (await fetch(answer.url)).text();
    assert.match(page, `Pay ${formatMoney(dish.price * 2 + 750 * 100 * 10, INR)}`);
    assert.equal(
      [answer.amount_total, answer.currency],
      [dish.price * 2 + 750 * 100 * 10, 'inr'],
      'the answer names what it will charge',
    );
  },
);

emu(
  'should pay on its payment page, lower the inventory and send the guest to successUrl with the session id',
  async () => {
    const res = await checkout([{ variant_id: 'mug-teal', quantity: 2 }]);
    const { url, amount_total, currency } = await res.json();
    const page = await (await fetch(url)).text();
    assert.match(page, /Pay ₹2,900\.00/);
    assert.equal(
      [amount_total, currency],
      [290000, 'inr'],
      'the answer names the total it charges, priced by the store',
    );
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    assert.is(paid.status, 303);
    const session = url.split('/').pop();
    assert.is(paid.headers.get('location'), `http://site.test/success?session_id=${session}`);
    const { variants } = await (
      await fetch(`${e.url}/store/demo/variants?fields=inventory_quantity&product_ids[]=speckled-mug`)
    ).json();
    assert.is(variants.find((v: { id: string }) => v.id === 'mug-teal').inventory_quantity, 0);
    assert.is(
      (await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status,
      409,
      'a session is paid once',
    );
  },
);

emu('should send the guest back to cancelUrl on Cancel without touching stock', async () => {
  const { url } = await (await checkout([{ variant_id: 'bowl-teal', quantity: 1 }])).json();
  const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
  assert.is(cancelled.headers.get('location'), 'http://site.test/store');
  const { variants } = await (
    await fetch(`${e.url}/store/demo/variants?fields=inventory_quantity&product_ids[]=teal-serving-bowl`)
  ).json();
  assert.is(variants[0].inventory_quantity, 6);
});

emu('should fail the next matching call when a test asks it to', async () => {
  await fetch(`${e.url}/__emulator/fail-next`, {
    method: 'POST',
    body: JSON.stringify({ status: 503, statusText: 'Service Unavailable', path: '/checkout' }),
  });
  assert.is((await fetch(`${e.url}/store/demo/products/speckled-mug`)).status, 200);
  const failed = await checkout([{ variant_id: 'bowl-teal', quantity: 1 }]);
  assert.is(failed.status, 503);
  assert.is(failed.statusText, 'Service Unavailable');
  assert.is((await checkout([{ variant_id: 'bowl-teal', quantity: 1 }])).status, 200);
});

emu('should check stock over the whole order: two lines of one variant count together', async () => {
  const over = await checkout([
    { variant_id: 'mug-teal', quantity: 1 },
    { variant_id: 'mug-terracotta', quantity: 1 },
    { variant_id: 'mug-teal', quantity: 2 },
  ]);
  assert.is(over.status, 409);
  assert.match((await over.json()).message, /not enough stock for mug-teal: 2 left/);
  assert.is(
    (
      await checkout([
        { variant_id: 'mug-teal', quantity: 1 },
        { variant_id: 'mug-teal', quantity: 1 },
      ])
    ).status,
    200,
    'exactly the stock is fine',
  );
});

emu('should check the whole order again at payment, so a split order cannot oversell', async () => {
  const split = await (
    await checkout([
      { variant_id: 'mug-teal', quantity: 1 },
      { variant_id: 'mug-teal', quantity: 1 },
    ])
  ).json();
  const other = await (await checkout([{ variant_id: 'mug-teal', quantity: 1 }])).json();
  assert.is((await fetch(`${other.url}/pay`, { method: 'POST', redirect: 'manual' })).status, 303);
  const refused = await fetch(`${split.url}/pay`, { method: 'POST', redirect: 'manual' });
  assert.is(refused.status, 409);
  assert.match(await refused.text(), /Payment refused: not enough stock for mug-teal: 1 left/);
  assert.is(await stockOf(e, 'speckled-mug', 'mug-teal'), 1);
});

emu('should send guests back only to http(s) URLs on loopback or the site it serves', async () => {
  const urls = (url: string) => ({ successUrl: url, cancelUrl: url });
  const item = [{ variant_id: 'bowl-teal', quantity: 1 }];
  for (const ok of [
    'http://localhost:4173/success',
    'http://127.0.0.1:9/x',
    'http://[::1]:4173/store',
    'https://localhost/x',
    'http://site.test/store?x=1',
  ]) {
    assert.is((await checkout(item, urls(ok))).status, 200, ok);
  }
  for (const bad of [
    'https://evil.example/x',
    'https://site.test/store',
    'http://site.test.evil.example/',
    'http://localhost@evil.example/',
    'http://localhost.evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example/',
    '/relative',
    'ftp://localhost/x',
  ]) {
    const res = await checkout(item, urls(bad));
    assert.is(res.status, 400, bad);
    assert.match(
      (await res.json()).message,
      'successUrl and cancelUrl must be http(s) URLs on localhost, 127.0.0.1, [::1], http://site.test',
    );
  }
  assert.is(
    (await checkout(item, { cancelUrl: 'https://evil.example/' })).status,
    400,
    'the cancel URL is checked too',
  );
});

emu('should answer malformed requests with a 4xx and keep serving', async () => {
  const port = Number(new URL(e.url).port);
  for (const line of ['GET /%', 'GET //', 'GET /store/demo/products/%zz', 'GET /images/%E0%A4%A', 'GET /pay/x%']) {
    const r = await rawRequest(port, line);
    assert.is(r.status, 400, line);
    assert.is((await fetch(`${e.url}/store/demo/products/speckled-mug`)).status, 200, `still serving after ${line}`);
  }
  assert.is((await rawBytes(port, 'NONSENSE\r\n\r\n')).status, 400);
  const weirdHost = await rawRequest(port, 'GET /store/demo/products/speckled-mug', { host: 'evil host/<x>' });
  assert.is(weirdHost.status, 421, 'a bad Host header is refused');
  assert.not.match(weirdHost.body, 'evil', 'and never ends up in the answer');
});

emu('should refuse a Host that is not this machine (DNS rebinding), and answer localhost and 127.0.0.1', async () => {
  const port = Number(new URL(e.url).port);
  const path = 'GET /store/demo/products/speckled-mug';
  const foreign = await rawRequest(port, path, { host: `evil.example:${port}` });
  assert.is(foreign.status, 421);
  assert.match(foreign.body, 'answers only at the address Kiln printed');
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
    assert.is((await rawRequest(port, path, { host })).status, 200, host);
});

/** A checkout body with one thing changed: `change` sets (or, with undefined, deletes) at a path like items.0.quantity. */
const bodyWith = (path: string, value: unknown): unknown => {
  const body: Record<string, unknown> = {
    items: [{ variant_id: 'bowl-teal', quantity: 1 }],
    successUrl: 'http://site.test/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://site.test/store',
    locale: 'en',
    timeZone: 'UTC',
  };
  if (path === '') return value;
  const keys = path.split('.');
  let at: any = body;
  for (const key of keys.slice(0, -1)) at = at[key];
  if (value === undefined) delete at[keys.at(-1)!];
  else at[keys.at(-1)!] = value;
  return body;
};
const postCheckout = (body: unknown) =>
  fetch(`${e.url}/store/demo/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Runs `check` with console.error recorded, and asserts nothing was logged: a client's mistake is not the emulator's failure. */
const quietly = async (check: () => Promise<void>) => {
  const logged: unknown[] = [];
  const real = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    await check();
  } finally {
    console.error = real;
  }
  assert.equal(logged, []);
};

emu('should refuse a malformed checkout at the door with 400 and the reason, in one line', async () => {
  const cases: [string, unknown, string][] = [
    ['', null, 'The request body must be a JSON object'],
    ['', [], 'The request body must be a JSON object'],
    ['', 'items', 'The request body must be a JSON object'],
    ['items', undefined, 'items must be an array of {variant_id, quantity}'],
    ['items', { 0: { variant_id: 'bowl-teal', quantity: 1 } }, 'items must be an array of {variant_id, quantity}'],
    ['items', [], 'items must not be empty'],
    [
      'items',
      Array.from({ length: 101 }, () => ({ variant_id: 'bowl-teal', quantity: 1 })),
      'items must hold at most 100 lines',
    ],
    ['items.0', null, 'items[0] must be an object with variant_id and quantity'],
    ['items.0', 'bowl-teal', 'items[0] must be an object with variant_id and quantity'],
    ['items.0.variant_id', { toString: 1 }, 'items[0].variant_id must be a non-empty string'],
    ['items.0.variant_id', ['bowl-teal'], 'items[0].variant_id must be a non-empty string'],
    ['items.0.variant_id', '', 'items[0].variant_id must be a non-empty string'],
    ['items.0.variant_id', 7, 'items[0].variant_id must be a non-empty string'],
    ['items.0.quantity', '0x10', 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', '2', 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', true, 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', { valueOf: 1 }, 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', 1.5, 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', -1, 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', 0, 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', 1000, 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', 1e308, 'items[0].quantity must be a whole number from 1 to 999'],
    ['items.0.quantity', undefined, 'items[0].quantity must be a whole number from 1 to 999'],
    ['successUrl', undefined, 'successUrl must be a string'],
    ['cancelUrl', { href: 'http://site.test/' }, 'cancelUrl must be a string'],
    [
      'successUrl',
      'http://site.test/caf\u00e9',
      'successUrl must be written in printable ASCII (percent-encode other characters)',
    ],
    [
      'successUrl',
      'http://localhost:4173/\u20ac',
      'successUrl must be written in printable ASCII (percent-encode other characters)',
    ],
    [
      'successUrl',
      'http://localhost:4173/a\r\nSet-Cookie: x=1',
      'successUrl must be written in printable ASCII (percent-encode other characters)',
    ],
    [
      'cancelUrl',
      'http://localhost:4173/a b',
      'cancelUrl must be written in printable ASCII (percent-encode other characters)',
    ],
    ['cancelUrl', `http://localhost:4173/${'a'.repeat(2048)}`, 'cancelUrl must be at most 2048 characters'],
    ['locale', 5, 'locale must be a string'],
    ['timeZone', ['UTC'], 'timeZone must be a string'],
  ];
  await quietly(async () => {
    for (const [path, value, message] of cases) {
      const res = await postCheckout(bodyWith(path, value));
      const label = `${path || 'body'} = ${JSON.stringify(value)?.slice(0, 60)}`;
      assert.is(res.status, 400, label);
      assert.equal(await res.json(), { message }, label);
    }
  });
  assert.is((await postCheckout(bodyWith('locale', undefined))).status, 200, 'locale and timeZone may be left out');
});

emu('should take a return URL with its other characters percent-encoded, and send the guest there', async () => {
  const res = await postCheckout(
    bodyWith('successUrl', 'http://localhost:4173/caf%C3%A9?session_id={CHECKOUT_SESSION_ID}'),
  );
  assert.is(res.status, 200);
  const { url, id } = await res.json();
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  assert.is(paid.status, 303);
  assert.is(paid.headers.get('location'), `http://localhost:4173/caf%C3%A9?session_id=${id}`);
});

emu('should never answer a malformed request with a 500: odd JSON at every place of the body', async () => {
  const odd: unknown[] = [
    null,
    true,
    0,
    -1,
    2.5,
    1e308,
    '',
    '0x10',
    '\u20ac\r\n',
    [],
    [null],
    {},
    { toString: 1, valueOf: 1 },
    { __proto__: { x: 1 } },
  ];
  const places = [
    '',
    'items',
    'items.0',
    'items.0.variant_id',
    'items.0.quantity',
    'successUrl',
    'cancelUrl',
    'locale',
    'timeZone',
  ];
  await quietly(async () => {
    for (const place of places) {
      for (const value of odd) {
        const res = await postCheckout(bodyWith(place, value));
        const label = `${place || 'body'} = ${JSON.stringify(value)}`;
        // Any string is a locale or time zone as far as the emulator cares: it uses neither.
        if ((place === 'locale' || place === 'timeZone') && typeof value === 'string') {
          assert.is(res.status, 200, label);
          continue;
        }
        assert.ok(res.status === 400 || res.status === 409, `${label}: ${res.status}`);
        assert.match((await res.json()).message, /^[^\n]+$/, label);
      }
    }
    // Unknown and duplicate variants, and more of one than there is.
    assert.is((await postCheckout(bodyWith('items', [{ variant_id: 'nope', quantity: 1 }]))).status, 400);
    assert.is(
      (
        await postCheckout(
          bodyWith(
            'items',
            Array.from({ length: 100 }, () => ({ variant_id: 'bowl-teal', quantity: 1 })),
          ),
        )
      ).status,
      409,
    );
    assert.is((await postCheckout(bodyWith('items', [{ variant_id: 'mug-teal', quantity: 999 }]))).status, 409);
  });
  assert.is((await postCheckout(bodyWith('items.0.quantity', 2))).status, 200, 'still serving');
});

emu('should refuse malformed test controls with 400 and the reason', async () => {
  await quietly(async () => {
    for (const [control, body, message] of [
      ['fail-next', { status: 'x' }, 'status must be a whole number from 200 to 599'],
      ['fail-next', { status: 1000 }, 'status must be a whole number from 200 to 599'],
      ['fail-next', { status: 503, statusText: 'Bad\r\nX: y' }, 'statusText must be a line of printable ASCII'],
      ['fail-next', { status: 503, body: 5 }, 'body must be a string'],
      ['fail-next', { status: 503, path: [] }, 'path must be a string'],
      ['product', { id: { toString: 1 } }, 'id must be a non-empty string'],
      ['clock', { advanceMs: 'soon' }, 'advanceMs must be a whole number of milliseconds from 0'],
      ['reset', [], 'The request body must be a JSON object'],
    ] as const) {
      const res = await fetch(`${e.url}/__emulator/${control}`, { method: 'POST', body: JSON.stringify(body) });
      assert.is(res.status, 400, `${control} ${JSON.stringify(body)}`);
      assert.equal(await res.json(), { message }, control);
    }
  });
  assert.is((await fetch(`${e.url}/store/demo/products/speckled-mug`)).status, 200, 'no failure was planted');
});

const advanceClock = (ms: number) =>
  fetch(`${e.url}/__emulator/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: ms }) });
const MINUTE = 60_000;

emu(
  'should expire a payment session left open for an hour: its page says so and leads back to the site, and it cannot be paid',
  async () => {
    const { url } = await (await checkout([{ variant_id: 'bowl-teal', quantity: 1 }])).json();
    await advanceClock(59 * MINUTE);
    const open = await fetch(url);
    assert.is(open.status, 200);
    assert.match(await open.text(), 'Pay ₹1,800.00');

    await advanceClock(MINUTE);
    const expired = await fetch(url);
    assert.is(expired.status, 410);
    const page = await expired.text();
    assert.match(
      page,
      '<p class="error" role="alert">This payment session has expired: a payment page stays open for 60 minutes. Nothing was charged.</p>',
    );
    assert.match(page, '<a class="button" href="http://site.test/store">Return to the site</a>');
    assert.not.match(page, '<button', 'nothing left to pay or cancel');

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    assert.is(paid.status, 410);
    assert.match(await paid.text(), 'This payment session has expired');
    assert.is(await stockOf(e, 'teal-serving-bowl', 'bowl-teal'), 6, 'nothing was sold');
    const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    assert.is(cancelled.status, 303, "an old page's Cancel still leads back");
    assert.is(cancelled.headers.get('location'), 'http://site.test/store');
  },
);

emu('should keep a paid session paid after the hour, and forget sessions a day after they expired', async () => {
  const paid = await (await checkout([{ variant_id: 'bowl-teal', quantity: 1 }])).json();
  assert.is((await fetch(`${paid.url}/pay`, { method: 'POST', redirect: 'manual' })).status, 303);
  await advanceClock(2 * 60 * MINUTE);
  const page = await fetch(paid.url);
  assert.is(page.status, 200);
  assert.match(await page.text(), 'This payment session is closed.');

  await advanceClock(24 * 60 * MINUTE);
  await checkout([{ variant_id: 'bowl-teal', quantity: 1 }]);
  assert.is((await fetch(paid.url)).status, 404);
});

emu.run();

// ---------------------------------------------------------------------------------------------

const quiet = suite('commerce emulator without test controls (kiln serve)');
let plain: Emulator;
quiet.before(async () => {
  plain = await startEmulator({ port: 0, catalogDir: 'tests/fixtures/catalog' });
});
quiet.after(() => plain.close());

quiet('should answer 404 on /__emulator/* and obey none of it', async () => {
  const { url } = await (
    await fetch(`${plain.url}/store/demo/checkout`, {
      method: 'POST',
      body: JSON.stringify({
        items: [{ variant_id: 'bowl-teal', quantity: 1 }],
        successUrl: 'http://localhost:1/s',
        cancelUrl: 'http://localhost:1/c',
      }),
    })
  ).json();
  assert.is((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status, 303);
  for (const control of ['reset', 'fail-next', 'product']) {
    const res = await fetch(`${plain.url}/__emulator/${control}`, {
      method: 'POST',
      body: JSON.stringify({ status: 500, id: 'planted' }),
    });
    assert.is(res.status, 404, control);
  }
  assert.is(await stockOf(plain, 'teal-serving-bowl', 'bowl-teal'), 5, 'reset did not restore the stock');
  assert.is((await fetch(`${plain.url}/store/demo/products/speckled-mug`)).status, 200, 'fail-next did not apply');
  assert.is((await fetch(`${plain.url}/store/demo/products/planted`)).status, 404, 'no product was added');
});

quiet.run();

// ---------------------------------------------------------------------------------------------

const files = suite('commerce emulator: catalogue files');
let dir: string;
let fe: Emulator;
let logged: string[] = [];
const realError = console.error;
const editJson = async (name: string, change: (data: any) => void) => {
  const data = JSON.parse(await readFile(join(dir, 'tests/fixtures/catalog', name), 'utf8'));
  change(data);
  await writeFile(join(dir, 'tests/fixtures/catalog', name), JSON.stringify(data, null, 2));
};

files.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiln-emulator-'));
  await cp('tests/fixtures/catalog', join(dir, 'tests/fixtures/catalog'), { recursive: true });
  // Secrets beside images/: in a sibling whose name starts with "images", and one folder up.
  await mkdir(join(dir, 'tests/fixtures/catalog', 'images-raw'));
  await writeFile(join(dir, 'tests/fixtures/catalog', 'images-raw', 'secret.svg'), 'SECRET-SIBLING');
  await writeFile(join(dir, 'secret.svg'), 'SECRET-OUTSIDE');
  await symlink(join(dir, 'secret.svg'), join(dir, 'tests/fixtures/catalog', 'images', 'leak.svg'));
  fe = await startEmulator({ port: 0, catalogDir: join(dir, 'tests/fixtures/catalog'), testControls: true });
});
files.after(async () => {
  await fe.close();
  await rm(dir, { recursive: true, force: true });
});
files.before.each(() => {
  logged = [];
  console.error = (...args: unknown[]) => void logged.push(args.join(' '));
});
files.after.each(() => {
  console.error = realError;
});

files('should serve images from images/ only, by path segment and real path', async () => {
  const port = Number(new URL(fe.url).port);
  assert.is((await rawRequest(port, 'GET /images/store/mug-terracotta.svg')).status, 200);
  for (const path of [
    '/images/..%2fimages-raw/secret.svg',
    '/images/%2e%2e/images-raw/secret.svg',
    '/images/../images-raw/secret.svg',
    '/images/..%2f..%2fsecret.svg',
    '/images/%2e%2e%2f%2e%2e%2fsecret.svg',
    '/images/leak.svg',
    '/images/..%5c..%5csecret.svg',
    '/images-raw/secret.svg',
  ]) {
    const r = await rawRequest(port, `GET ${path}`);
    assert.is(r.status, 404, path);
    assert.not.match(r.text, /SECRET/, path);
  }
});

files('should pick up edits to products, dishes and packages while running, keeping the stock sold', async () => {
  const item = (variant_id: string, quantity = 1) => ({ variant_id, quantity });
  const pay = async (items: unknown) => {
    const res = await fetch(`${fe.url}/store/demo/checkout`, {
      method: 'POST',
      body: JSON.stringify({ items, successUrl: 'http://localhost:1/s', cancelUrl: 'http://localhost:1/c' }),
    });
    return fetch(`${(await res.json()).url}/pay`, { method: 'POST', redirect: 'manual' });
  };
  assert.is((await pay([item('mug-teal', 2)])).status, 303);

  await editJson('store.json', (store) => {
    const mug = store.emulator.products.find((p: { id: string }) => p.id === 'speckled-mug');
    mug.title = 'Renamed Mug';
    mug.variants.find((v: { id: string }) => v.id === 'mug-terracotta').stock = 20;
    store.emulator.products.push({
      ...mug,
      id: 'new-mug',
      title: 'New Mug',
      variants: [{ ...mug.variants[0], id: 'new-mug-v', stock: 3 }],
    });
  });
  await editJson('menu.json', (menu) => {
    menu.categories[2]!.items![0].price = 12300;
  });
  await editJson('packages.json', (packages) => {
    packages.groups.party.items[0].priceAdult = 999;
  });
  const dish = JSON.parse(await readFile(join(dir, 'tests/fixtures/catalog', 'menu.json'), 'utf8')).categories[2]
    .items[0];

  const renamed = await (await fetch(`${fe.url}/store/demo/products/speckled-mug`)).json();
  assert.equal(logged, []);
  assert.is(renamed.title, 'Renamed Mug');
  assert.is((await fetch(`${fe.url}/store/demo/products/new-mug`)).status, 200);
  assert.is(await stockOf(fe, 'speckled-mug', 'mug-teal'), 0, 'a catalogue edit does not undo a sale');
  assert.is(await stockOf(fe, 'speckled-mug', 'mug-terracotta'), 20, 'a stock edit is taken');
  const res = await fetch(`${fe.url}/store/demo/checkout`, {
    method: 'POST',
    body: JSON.stringify({
      items: [item(`menu-${dish.id}`), item('package-party-package-1')],
      successUrl: 'http://localhost:1/s',
      cancelUrl: 'http://localhost:1/c',
    }),
  });
  assert.match(await (await fetch((await res.json()).url)).text(), /Pay ₹1,122\.00/, 'new dish and package prices');
  assert.equal(logged, []);
});

files(
  'should keep selling the last good catalogue while a file is half-saved or invalid, and say so once',
  async () => {
    const before = await (await fetch(`${fe.url}/store/demo/products/speckled-mug`)).json();
    const good = await readFile(join(dir, 'tests/fixtures/catalog', 'store.json'), 'utf8');
    await writeFile(join(dir, 'tests/fixtures/catalog', 'store.json'), good.slice(0, good.length / 2));
    for (let i = 0; i < 3; i++)
      assert.equal(await (await fetch(`${fe.url}/store/demo/products/speckled-mug`)).json(), before);
    assert.is(logged.length, 1, 'one line per broken save');
    assert.match(
      logged[0]!,
      /^\[emulator\] \S*catalog\/store\.json:\d+:\d+ .*\(still selling the last good catalogue\)$/,
    );

    await writeFile(join(dir, 'tests/fixtures/catalog', 'store.json'), good.replace('"Renamed Mug"', '"Fixed Mug"'));
    assert.is(
      (await (await fetch(`${fe.url}/store/demo/products/speckled-mug`)).json()).title,
      'Fixed Mug',
      'a fixed file is taken',
    );

    await editJson('menu.json', (menu) => {
      menu.categories[2]!.items![0].price = 'free';
    });
    await editJson('store.json', (store) => {
      store.emulator.products[0].title = 'Not Taken';
    });
    assert.is(
      (await (await fetch(`${fe.url}/store/demo/products/speckled-mug`)).json()).title,
      'Fixed Mug',
      'nothing is taken while one file is wrong',
    );
    assert.is(logged.length, 2);
    assert.match(
      logged[1]!,
      /menu\.json:\d+:\d+ \/categories\/2\/items\/0\/price .*\(still selling the last good catalogue\)$/,
    );

    await editJson('menu.json', (menu) => {
      menu.categories[2]!.items![0].price = 100;
    });
    assert.is((await (await fetch(`${fe.url}/store/demo/products/speckled-mug`)).json()).title, 'Not Taken');
    assert.is(logged.length, 2);
  },
);

files.run();
