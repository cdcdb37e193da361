import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HubReservation } from '../../../site/catalog/hub.ts';
import {
  deleteCoupon, deleteOffer, deriveCustomers, filterCustomers, initialHubData, parseHubData, setReservationStatus, toggleOffer,
} from '../../../site/lib/hub-data.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const initial = initialHubData(catalog.hub);

const changes = suite('hub data: what staff can do');

changes('should start from the catalogue\'s four offers, three coupons and the sample reservations', () => {
  assert.equal(initial.offers.map((o) => [o.title, o.isActive]), [
    ['Group Offer', true], ['Birthday Special', true], ['Weekend Pottery', false], ['First Visit Treat', true],
  ]);
  assert.equal(initial.coupons.map((c) => c.limit), [100, 200, 50]);
  assert.ok(initial.reservations.length > 0);
});

changes('should toggle an offer on and off, and leave the others', () => {
  const off = toggleOffer(initial, 'group-offer');
  assert.is(off.offers[0]!.isActive, false);
  assert.is(toggleOffer(off, 'group-offer').offers[0]!.isActive, true);
  assert.equal(off.offers.slice(1), initial.offers.slice(1));
  assert.is(initial.offers[0]!.isActive, true, 'the data is never changed in place');
});

changes('should delete an offer or a coupon once; deleting it again changes nothing', () => {
  const once = deleteOffer(initial, 'weekend-pottery');
  assert.equal(once.offers.map((o) => o.id), ['group-offer', 'birthday-special', 'first-visit-treat']);
  assert.equal(deleteOffer(once, 'weekend-pottery'), once);
  assert.equal(deleteCoupon(initial, 'food200').coupons.map((c) => c.code), ['POTTERY10', 'WELCOME15']);
});

changes('should complete or cancel an upcoming reservation, and treat both as final', () => {
  const done = setReservationStatus(initial, 'r-priya', 'completed');
  assert.is(done.reservations.find((r) => r.id === 'r-priya')!.status, 'completed');
  assert.is(setReservationStatus(done, 'r-priya', 'cancelled'), done, 'a completed reservation cannot be cancelled');
  const cancelled = setReservationStatus(initial, 'r-arjun', 'cancelled');
  assert.is(setReservationStatus(cancelled, 'r-arjun', 'completed'), cancelled, 'nor a cancelled one completed');
  assert.is(setReservationStatus(initial, 'no-such-id', 'completed'), initial);
});

changes.run();

const customers = suite('hub data: customers from reservations');

const booking = (over: Partial<HubReservation>): HubReservation => ({
  id: 'x', name: 'Asha', phone: '+91 90000 00001', date: '2025-11-01', time: '12:00', guests: 2, status: 'completed', ...over,
});

customers('should make one customer per phone number, counting visits, the last visit and upcoming bookings', () => {
  const list = deriveCustomers([
    booking({ id: 'a', date: '2025-10-01' }),
    booking({ id: 'b', date: '2025-11-05', phone: '+919000000001' }),
    booking({ id: 'c', date: '2025-12-24', time: '19:00', status: 'upcoming' }),
    booking({ id: 'd', date: '2025-12-01', status: 'upcoming' }),
    booking({ id: 'e', date: '2025-09-09', status: 'cancelled' }),
    booking({ id: 'f', name: 'Bala', phone: '+91 90000 00002', status: 'cancelled' }),
  ]);
  assert.equal(list.map((c) => [c.name, c.visits, c.lastVisit, c.upcoming.map((r) => r.id)]), [
    ['Asha', 2, '2025-11-05', ['d', 'c']],
    ['Bala', 0, undefined, []],
  ]);
});

customers('should derive the sample customers', () => {
  const priya = deriveCustomers(initial.reservations).find((c) => c.name === 'Priya Menon')!;
  assert.equal([priya.visits, priya.lastVisit, priya.upcoming.map((r) => r.date)], [1, '2025-10-26', ['2025-11-14']]);
});

customers('should filter by name in any case, or by the digits of a phone number', () => {
  const all = deriveCustomers(initial.reservations);
  assert.equal(filterCustomers(all, 'priya').map((c) => c.name), ['Priya Menon']);
  assert.equal(filterCustomers(all, '  MEERA ').map((c) => c.name), ['Meera Iyer']);
  assert.equal(filterCustomers(all, '97400 444').map((c) => c.name), ['Kabir Shah']);
  assert.equal(filterCustomers(all, 'zzz'), []);
  assert.is(filterCustomers(all, '').length, all.length);
});

customers.run();

const stored = suite('hub data: what the browser stored');

stored('should read back what it wrote, and refuse corrupt or foreign data whole', () => {
  const changed = setReservationStatus(deleteOffer(initial, 'group-offer'), 'r-priya', 'completed');
  assert.equal(parseHubData(JSON.parse(JSON.stringify(changed))), changed);
  for (const bad of [null, [], 'x', { offers: [] }, { ...initial, offers: [{ id: 'x' }] }, { ...initial, reservations: [{ ...initial.reservations[0], status: 'lost' }] },
    { ...initial, coupons: [{ ...initial.coupons[0], limit: 0 }] }, { ...initial, reservations: [{ ...initial.reservations[0], date: '14/11/2025' }] }]) {
    assert.is(parseHubData(bad), undefined, JSON.stringify(bad).slice(0, 60));
  }
});

stored.run();
