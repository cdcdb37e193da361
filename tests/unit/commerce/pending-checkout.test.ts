import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CartLine } from '../../../site/core/commerce/cart.ts';
import {
  confirmSession,
  paidCheckout,
  parkCheckout,
  parsePendingCheckouts,
  restoreOpen,
  successSessionId,
  type PendingCheckout,
} from '../../../site/core/commerce/pending-checkout.ts';

const line = (id: string, quantity: number): CartLine => ({
  product: { id: `p-${id}`, title: `Product ${id}` },
  variant: {
    id,
    title: 'Standard',
    price_in_cents: 1000,
    sale_price_in_cents: null,
    price_formatted: '₹10.00',
    sale_price_formatted: null,
    currency_info: { code: 'INR', symbol: '₹' },
    manage_inventory: false,
  },
  quantity,
});
const quantities = (cart: CartLine[]) => cart.map((l) => [l.variant.id, l.quantity]);
/** Handed to session `id`, whose checkout answer said it would charge ₹20.00. */
const parked = (lines: CartLine[], id = 's1'): PendingCheckout[] =>
  parkCheckout([], lines, {
    url: `https://pay.example/pay/${id}`,
    id,
    total: { minor: 2000, currency: { code: 'INR' } },
  });

const pending = suite('pending checkout: a cart tied to its checkout session');

pending('should give an unpaid cart back, merged with what was added since, only once', () => {
  const first = restoreOpen(parked([line('a', 2)]), [line('a', 1), line('b', 1)]);
  assert.equal(quantities(first.cart), [
    ['a', 3],
    ['b', 1],
  ]);
  assert.is(first.pending[0]!.state, 'restored');
  const again = restoreOpen(first.pending, first.cart);
  assert.equal(
    quantities(again.cart),
    [
      ['a', 3],
      ['b', 1],
    ],
    'a second page load restores nothing more',
  );
});

pending('should confirm the paid session, keep its total and take restored lines out of the cart again', () => {
  const back = restoreOpen(parked([line('a', 2)]), []); // Back, or another tab, while the payment page stays open
  const paid = confirmSession(back.pending, [...back.cart, line('b', 1)], 's1');
  assert.is(paidCheckout(paid.pending, 's1')?.charged, '₹20.00');
  assert.equal(quantities(paid.cart), [['b', 1]], 'only what was added since stays');
  assert.equal(quantities(restoreOpen(paid.pending, paid.cart).cart), [['b', 1]], 'a paid cart never comes back');
  const reload = confirmSession(paid.pending, paid.cart, 's1');
  assert.equal(quantities(reload.cart), [['b', 1]], 'a reload of the success page takes nothing twice');
});

pending("should keep the total the store's answer named, never one from the cart's own prices", () => {
  // The cart says ₹1.00 a piece (edited in the browser); the store charges ₹1,250.00.
  const edited = {
    ...line('mug', 1),
    variant: { ...line('mug', 1).variant, price_in_cents: 100, price_formatted: '₹1.00' },
  };
  const answered = parkCheckout([], [edited], {
    url: 'https://pay.example/pay/s1',
    id: 's1',
    total: { minor: 125000, currency: { code: 'INR' } },
  });
  assert.is(answered[0]!.charged, '₹1,250.00');
  const silent = parkCheckout([], [edited], { url: 'https://pay.example/pay/s2', id: 's2' });
  assert.is(silent[0]!.charged, undefined, 'no total when the answer names none');
  assert.equal(
    parsePendingCheckouts(JSON.parse(JSON.stringify([...answered, ...silent]))),
    [...answered, ...silent],
    'read back as written',
  );
  // A checkout parked by an earlier version kept the cart's own total: it is not shown.
  const older = { ...silent[0], total: '₹1.00' };
  assert.is(parsePendingCheckouts([older])![0]!.charged, undefined);
});

pending('should confirm an open session without touching the cart', () => {
  const paid = confirmSession(parked([line('a', 1)]), [line('z', 1)], 's1');
  assert.equal(quantities(paid.cart), [['z', 1]]);
  assert.is(paid.pending[0]!.state, 'paid');
});

pending('should neither confirm nor price a session_id it never handed a cart to', () => {
  const other = confirmSession(parked([line('a', 1)]), [], 'someone-elses-session');
  assert.is(other.pending[0]!.state, 'open');
  assert.is(paidCheckout(other.pending, 'someone-elses-session'), undefined);
  assert.equal(quantities(restoreOpen(other.pending, other.cart).cart), [['a', 1]], 'the unpaid cart still comes back');
});

pending('should match the session by its payment URL when the API returned no id', () => {
  const list = parkCheckout([], [line('a', 1)], { url: 'https://checkout.example/c/pay/cs_test_a1b2c3d4e5' });
  assert.is(
    confirmSession(list, [], 'cs_test_a1').pending[0]!.state,
    'open',
    'a fragment of the id is not the session',
  );
  assert.is(confirmSession(list, [], 'cs_test_a1b2c3d4e5').pending[0]!.state, 'paid');
});

pending('should keep the last five checkouts and drop corrupt or foreign stored data', () => {
  let list: PendingCheckout[] = [];
  for (let i = 0; i < 7; i++)
    list = parkCheckout(list, [line(`v${i}`, 1)], { url: `https://pay.example/pay/s${i}`, id: `s${i}` });
  assert.equal(
    list.map((p) => p.sessionId),
    ['s2', 's3', 's4', 's5', 's6'],
  );
  assert.equal(parsePendingCheckouts(JSON.parse(JSON.stringify(list))), list, 'what was stored reads back');
  assert.is(parsePendingCheckouts({ lines: [], total: 'x', startedAt: 'y' }), undefined);
  assert.equal(parsePendingCheckouts([{ state: 'paid' }, 7, null, { ...list[0], state: 'lost' }]), []);
});

pending('should read the session id of /success only', () => {
  assert.is(successSessionId({ pathname: '/success', search: '?session_id=abc' }), 'abc');
  assert.is(successSessionId({ pathname: '/success/', search: '?session_id=' }), null);
  assert.is(successSessionId({ pathname: '/store', search: '?session_id=abc' }), null);
  // An address anyone can type: a malformed escape is read as the browser reads it, never thrown.
  assert.is(successSessionId({ pathname: '/success', search: '?session_id=%E0%A4%A%' }), '\uFFFD%A%');
});

pending.run();
