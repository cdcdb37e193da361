import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  confirmPendingCheckout,
  pendingCheckoutStore,
  restorePendingCarts,
  savePendingCheckout,
  successSessionId,
} from '../../site/commerce/pending-checkout.ts';
import { cartStore, type CartLine } from '../../site/store/cart.ts';
import { STORAGE_KEYS } from '../../site/store/keys.ts';

const line = (id: string, quantity: number): CartLine => ({
  product: { id: `p-${id}`, title: `Product ${id}` },
  variant: {
    id, title: 'Standard', price_in_cents: 1000, sale_price_in_cents: null, price_formatted: '₹10.00', sale_price_formatted: null,
    currency_info: { code: 'INR', symbol: '₹' }, manage_inventory: false,
  },
  quantity,
});
const quantities = () => cartStore.get().map((l) => [l.variant.id, l.quantity]);

const pending = suite('pending checkout: a cart tied to its checkout session');
pending.before.each(() => {
  cartStore.set([]);
  pendingCheckoutStore.set([]);
});

pending('should give an unpaid cart back, merged with what was added since, only once', () => {
  savePendingCheckout([line('a', 2)], { url: 'https://pay.example/pay/s1', id: 's1' });
  cartStore.set([line('a', 1), line('b', 1)]);
  assert.ok(restorePendingCarts());
  assert.equal(quantities(), [['a', 3], ['b', 1]]);
  assert.not.ok(restorePendingCarts(), 'a second page load restores nothing more');
  assert.equal(quantities(), [['a', 3], ['b', 1]]);
});

pending('should confirm the paid session, show its total and take restored lines out of the cart again', () => {
  savePendingCheckout([line('a', 2)], { url: 'https://pay.example/pay/s1', id: 's1' });
  restorePendingCarts(); // Back, or another tab, while the payment page stays open
  cartStore.set((c) => [...c, line('b', 1)]);
  const paid = confirmPendingCheckout('s1');
  assert.is(paid?.total, '₹20.00');
  assert.equal(quantities(), [['b', 1]], 'only what was added since stays');
  assert.not.ok(restorePendingCarts(), 'a paid cart never comes back');
  assert.is(confirmPendingCheckout('s1')?.total, '₹20.00', 'a reload of the success page still knows it');
  assert.equal(quantities(), [['b', 1]], 'and takes nothing twice');
});

pending('should neither confirm nor price a session_id it never handed a cart to', () => {
  savePendingCheckout([line('a', 1)], { url: 'https://pay.example/pay/s1', id: 's1' });
  assert.is(confirmPendingCheckout('someone-elses-session'), null);
  assert.is(pendingCheckoutStore.get()[0]!.state, 'open');
  assert.ok(restorePendingCarts(), 'the unpaid cart still comes back');
});

pending('should match the session by its payment URL when the API returned no id', () => {
  savePendingCheckout([line('a', 1)], { url: 'https://checkout.example/c/pay/cs_test_a1b2c3d4e5' });
  assert.is(confirmPendingCheckout('cs_test_a1'), null, 'a fragment of the id is not the session');
  assert.is(confirmPendingCheckout('cs_test_a1b2c3d4e5')?.state, 'paid');
});

pending('should keep the last five checkouts and ignore corrupt or foreign stored data', () => {
  for (let i = 0; i < 7; i++) savePendingCheckout([line(`v${i}`, 1)], { url: `https://pay.example/pay/s${i}`, id: `s${i}` });
  assert.equal(pendingCheckoutStore.get().map((p) => p.sessionId), ['s2', 's3', 's4', 's5', 's6']);
  for (const raw of ['{oops', '{"lines":[],"total":"x","startedAt":"y"}', '[{"state":"paid"}, 7, null]']) {
    localStorage.setItem(STORAGE_KEYS.pendingCheckout, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingCheckout }));
    assert.equal(pendingCheckoutStore.get(), [], raw);
    assert.not.ok(restorePendingCarts());
  }
});

pending('should read the session id of /success only', () => {
  assert.is(successSessionId({ pathname: '/success', search: '?session_id=abc' }), 'abc');
  assert.is(successSessionId({ pathname: '/success/', search: '?session_id=' }), null);
  assert.is(successSessionId({ pathname: '/store', search: '?session_id=abc' }), null);
});

pending.run();
