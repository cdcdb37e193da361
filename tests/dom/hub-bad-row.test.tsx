import './setup-dom.ts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hubJson from '../fixtures/catalog/hub.json' with { type: 'json' };
import { Customers } from '../../hub/screens/Customers.tsx';
import type { HubCatalog, HubCoupon, HubOffer, HubReservation } from '../../site/core/catalog/hub.ts';
import { Coupons } from '../../site/dashboard/Coupons.tsx';
import { Offers } from '../../site/dashboard/Offers.tsx';
import { Reservations } from '../../site/dashboard/Reservations.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * Rows no check foresaw: the stored data is vetted (tests/unit/hub/hub-data.test.ts), so these
 * come in as the screens' starting data. One such row used to unmount the whole hub.
 */
const hub = structuredClone(hubJson) as unknown as HubCatalog;
hub.reservations.items.push({
  id: 'r-bad',
  name: 'Bad Day',
  phone: '+91 90000 99999',
  date: '2025-13-01',
  time: '12:00',
  guests: 2,
  status: 'upcoming',
} satisfies HubReservation);
hub.offers.items.splice(1, 0, {
  id: 'bad-offer',
  title: { text: 'not a text' },
  discount: '1%',
  description: 'x',
  isActive: true,
} as unknown as HubOffer);
hub.coupons.items.splice(1, 0, {
  id: 'bad-coupon',
  code: { text: 'not a text' },
  discount: '1%',
  description: 'x',
  uses: 0,
  limit: 1,
} as unknown as HubCoupon);

const logged: unknown[][] = [];
const realError = console.error;

async function show(screen: React.ReactNode): Promise<{ el: HTMLElement; done: () => Promise<void> }> {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  await act(async () => root.render(screen));
  return {
    el,
    done: async () => {
      await act(async () => root.unmount());
      el.remove();
    },
  };
}

const click = (button: Element | null | undefined) => act(async () => void (button as HTMLElement).click());

const rows = suite('hub screens: a row that cannot be shown');
rows.before.each(() => {
  logged.length = 0;
  console.error = (...args: unknown[]) => void logged.push(args);
});
rows.after.each(() => {
  console.error = realError;
});

const saidSo = () => logged.some(([first]) => first === '[kiln] a hub row could not be shown and was left out:');

rows('Reservations: leaves out the reservation on a day that does not exist and keeps the others working', async () => {
  const { el, done } = await show(<Reservations hub={hub} />);
  assert.is(el.querySelector('h1')?.textContent, hub.reservations.title);
  assert.is(el.querySelector('[data-reservation="r-bad"]'), null);
  assert.is(el.querySelectorAll('tbody tr').length, hubJson.reservations.items.length);
  await click(el.querySelector('[data-reservation="r-priya"] [data-settle="completed"]'));
  assert.is(
    el.querySelector('[data-reservation="r-priya"] [data-status]')?.textContent,
    hub.reservations.statuses.completed,
  );
  assert.ok(saidSo(), 'logged');
  await done();
});

rows('Customers: leaves out the customer whose booking cannot be written out', async () => {
  const { el, done } = await show(<Customers hub={hub} />);
  assert.is(el.querySelector('h1')?.textContent, hub.customers.title);
  assert.is(el.querySelector('[data-customer="Bad Day"]'), null);
  assert.ok(el.querySelector('[data-customer="Priya Menon"]'));
  assert.ok(saidSo(), 'logged');
  await done();
});

rows('Offers: leaves out the offer it cannot draw and keeps the others working', async () => {
  const { el, done } = await show(<Offers hub={hub} />);
  assert.is(el.querySelector('[data-offer="bad-offer"]'), null);
  assert.is(el.querySelectorAll('[data-offer]').length, hubJson.offers.items.length);
  await click(el.querySelector('[data-offer="group-offer"] button'));
  assert.is(el.querySelector('[data-offer="group-offer"] .badge')?.textContent, hub.offers.inactive);
  assert.ok(saidSo(), 'logged');
  await done();
});

rows('Coupons: leaves out the coupon it cannot draw and keeps the others', async () => {
  const { el, done } = await show(<Coupons hub={hub} />);
  assert.is(el.querySelector('[data-coupon="bad-coupon"]'), null);
  assert.is(el.querySelectorAll('[data-coupon]').length, hubJson.coupons.items.length);
  assert.ok(saidSo(), 'logged');
  await done();
});

rows.run();
