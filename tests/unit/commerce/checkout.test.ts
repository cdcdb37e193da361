import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildCheckoutBody,
  CHECKOUT_TIMEOUT_MS,
  startCheckout,
  type CheckoutDeps,
} from '../../../site/commerce/checkout.ts';
import { createCommerceClient, type CheckoutBody, type CommerceClient } from '../../../site/commerce/client.ts';
import type { CartLine } from '../../../site/core/commerce/cart.ts';
import { parkCheckout, restoreOpen } from '../../../site/core/commerce/pending-checkout.ts';
import { COMMERCE_MESSAGES } from '../../../site/core/lib/spec-messages.ts';

const line = (id: string, quantity: number, managed = true, stock = 5): CartLine => ({
  product: { id: `p-${id}`, title: `Product ${id}` },
  variant: {
    id,
    title: 'Standard',
    price_in_cents: 1000,
    sale_price_in_cents: null,
    price_formatted: '€10.00',
    sale_price_formatted: null,
    currency_info: { code: 'eur' },
    manage_inventory: managed,
    inventory_quantity: managed ? stock : null,
  },
  quantity,
});

const context = () => ({
  origin: 'https://www.example.in',
  cancelUrl: 'https://www.example.in/menu?tab=shakes',
  locale: 'en-IN',
  timeZone: 'Asia/Kolkata',
});

const body = suite('checkout: the request body (SPEC §7.3)');

body('should send each line as variant_id and quantity, the success and cancel URLs, locale and time zone', () => {
  assert.equal(buildCheckoutBody([line('a', 2), line('b', 1, false)], context()), {
    items: [
      { variant_id: 'a', quantity: 2 },
      { variant_id: 'b', quantity: 1 },
    ],
    successUrl: 'https://www.example.in/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://www.example.in/menu?tab=shakes',
    locale: 'en-IN',
    timeZone: 'Asia/Kolkata',
  });
});

body.run();

function harness(lines: CartLine[], client: Partial<CommerceClient>) {
  const log: string[] = [];
  let cart = lines;
  const deps: CheckoutDeps = {
    client: {
      getProduct: () => Promise.reject(new Error('not used')),
      getStock: async (ids) => {
        log.push(`stock ${ids.join(',')}`);
        return new Map();
      },
      createCheckout: async (b: CheckoutBody) => {
        log.push(`checkout ${b.items.length}`);
        return { url: 'https://pay.example/s/1', id: 's1' };
      },
      ...client,
    },
    getLines: () => cart,
    setLines: (next) => {
      cart = next;
    },
    savePending: (l, session) => log.push(`pending ${l.length} for ${session.id}`),
    navigate: (url) => log.push(`go ${url}`),
    context,
  };
  return { deps, log, cart: () => cart };
}

const flow = suite('checkout: Pay Online');

flow('should refresh stock, post, park the cart, empty it and go to the payment page, in that order', async () => {
  const h = harness([line('a', 2), line('b', 1, false)], {});
  const outcome = await startCheckout(h.deps);
  assert.equal(outcome, { kind: 'redirected', url: 'https://pay.example/s/1' });
  assert.equal(h.log, ['stock p-a', 'checkout 2', 'pending 2 for s1', 'go https://pay.example/s/1']);
  assert.equal(h.cart(), []);
});

flow('should not call the API for an empty cart', async () => {
  const h = harness([], {});
  assert.equal(await startCheckout(h.deps), { kind: 'empty' });
  assert.equal(h.log, []);
});

flow('should stop before the payment page when fresh stock is lower than the cart', async () => {
  const h = harness([line('a', 3)], { getStock: async () => new Map([['a', 1]]) });
  const outcome = await startCheckout(h.deps);
  assert.equal(outcome, { kind: 'stock', message: COMMERCE_MESSAGES.notEnoughStockCart('Product a', 'Standard', 1) });
  assert.is(h.cart().length, 1);
  assert.is(h.cart()[0]!.variant.inventory_quantity, 1);
});

flow('should keep the cart when the checkout call fails', async () => {
  const h = harness([line('a', 1)], {
    createCheckout: () => Promise.reject(new Error('HTTP 500: Internal Server Error')),
  });
  const outcome = await startCheckout(h.deps);
  assert.is(outcome.kind, 'error');
  assert.is(outcome.kind === 'error' && outcome.error.message, 'HTTP 500: Internal Server Error');
  assert.is(h.cart().length, 1);
  assert.not.ok(h.log.some((l) => l.startsWith('pending') || l.startsWith('go')));
});

flow('should start one checkout for a double click', async () => {
  let posts = 0;
  const h = harness([line('b', 1, false)], {
    createCheckout: async () => {
      posts += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { url: 'https://pay.example/s/2' };
    },
  });
  const [a, b] = await Promise.all([startCheckout(h.deps), startCheckout(h.deps)]);
  assert.is(posts, 1);
  assert.equal(a, b);
});

flow('should take out of the cart only the lines it sent: what was added or raised during the call stays', async () => {
  const sent: CartLine[] = [];
  const h = harness([line('a', 2), line('b', 1, false)], {
    createCheckout: async () => {
      h.deps.setLines([line('a', 3), line('b', 1, false), line('c', 1, false)]); // meanwhile a was raised and c added, here or in another tab
      return { url: 'https://pay.example/s/3', id: 's3' };
    },
  });
  h.deps.savePending = (lines) => sent.push(...lines);
  assert.is((await startCheckout(h.deps)).kind, 'redirected');
  const quantities = (lines: CartLine[]) => lines.map((l) => [l.variant.id, l.quantity]);
  assert.equal(
    quantities(sent),
    [
      ['a', 2],
      ['b', 1],
    ],
    'the parked lines are the ones sent',
  );
  assert.equal(quantities(h.cart()), [
    ['a', 1],
    ['c', 1],
  ]);
  // Cancel on the payment page: the sent lines come back beside what stayed, nothing lost.
  const back = restoreOpen(parkCheckout([], sent, { url: 'https://pay.example/s/3', id: 's3' }), h.cart());
  assert.equal(quantities(back.cart), [
    ['a', 3],
    ['c', 1],
    ['b', 1],
  ]);
});

flow('should leave nothing of a sent line that was lowered or removed during the call', async () => {
  const h = harness([line('a', 3), line('b', 1, false)], {
    createCheckout: async () => {
      h.deps.setLines([line('a', 1)]); // another tab lowered a and removed b
      return { url: 'https://pay.example/s/4' };
    },
  });
  await startCheckout(h.deps);
  assert.equal(h.cart(), []);
});

flow.run();

const timeout = suite('checkout: a request that hangs');

/** A fetch that never answers, and rejects when its signal aborts, as the browser's does. */
const hangingFetch = ((_url: string, init?: RequestInit) =>
  new Promise((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
  )) as unknown as typeof fetch;

/** What `promise` settles to, or 'still waiting' after `ms` (a timer that also keeps Node running: Node's AbortSignal.timeout does not). */
async function settledWithin<T>(ms: number, promise: Promise<T>): Promise<T | 'still waiting'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<'still waiting'>((resolve) => (timer = setTimeout(resolve, ms, 'still waiting'))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

timeout(
  'should give up after the timeout with an error, keeping the cart, whether call 2 or call 3 hangs',
  async () => {
    for (const managed of [true, false]) {
      const h = harness([line('a', 1, managed)], {});
      h.deps.client = createCommerceClient({ apiBase: 'https://api.example', storeId: 's' }, hangingFetch);
      h.deps.timeoutMs = 30;
      const outcome = await settledWithin(1000, startCheckout(h.deps));
      assert.is(outcome !== 'still waiting' && outcome.kind === 'error' && outcome.error.name, 'TimeoutError');
      assert.is(h.cart().length, 1);
      assert.equal(h.log, [], 'nothing parked, no navigation');
    }
  },
);

timeout('should wait CHECKOUT_TIMEOUT_MS by default', async () => {
  const asked: number[] = [];
  const real = AbortSignal.timeout;
  AbortSignal.timeout = (ms) => (asked.push(ms), real.call(AbortSignal, ms));
  try {
    await settledWithin(1000, startCheckout(harness([line('a', 1)], {}).deps));
  } finally {
    AbortSignal.timeout = real;
  }
  assert.equal(asked, [CHECKOUT_TIMEOUT_MS]);
});

timeout.run();
