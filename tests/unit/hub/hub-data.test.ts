import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HubReservation } from '../../../site/core/catalog/hub.ts';
import {
  deleteCoupon,
  deleteOffer,
  deriveCustomers,
  filterCustomers,
  initialHubData,
  MAX_HUB_ROWS,
  MAX_HUB_TEXT,
  parseHubData,
  reservationsByDate,
  setReservationStatus,
  toggleOffer,
} from '../../../site/dashboard/hub-data.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const initial = initialHubData(catalog.hub);

const changes = suite('hub data: what staff can do');

changes("should start from the catalogue's four offers, three coupons and the sample reservations", () => {
  assert.equal(
    initial.offers.map((o) => [o.title, o.isActive]),
    [
      ['Group Offer', true],
      ['Birthday Special', true],
      ['Weekend Pottery', false],
      ['First Visit Treat', true],
    ],
  );
  assert.equal(
    initial.coupons.map((c) => c.limit),
    [100, 200, 50],
  );
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
  assert.equal(
    once.offers.map((o) => o.id),
    ['group-offer', 'birthday-special', 'first-visit-treat'],
  );
  assert.equal(deleteOffer(once, 'weekend-pottery'), once);
  assert.equal(
    deleteCoupon(initial, 'food200').coupons.map((c) => c.code),
    ['POTTERY10', 'WELCOME15'],
  );
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
  id: 'x',
  name: 'Asha',
  phone: '+91 90000 00001',
  date: '2025-11-01',
  time: '12:00',
  guests: 2,
  status: 'completed',
  ...over,
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
  assert.equal(
    list.map((c) => [c.name, c.visits, c.lastVisit, c.upcoming.map((r) => r.id)]),
    [
      ['Asha', 2, '2025-11-05', ['d', 'c']],
      ['Bala', 0, undefined, []],
    ],
  );
});

customers('should derive the sample customers', () => {
  const priya = deriveCustomers(initial.reservations).find((c) => c.name === 'Priya Menon')!;
  assert.equal([priya.visits, priya.lastVisit, priya.upcoming.map((r) => r.date)], [1, '2025-10-26', ['2025-11-14']]);
});

customers('should filter by name in any case, or by the digits of a phone number', () => {
  const all = deriveCustomers(initial.reservations);
  assert.equal(
    filterCustomers(all, 'priya').map((c) => c.name),
    ['Priya Menon'],
  );
  assert.equal(
    filterCustomers(all, '  MEERA ').map((c) => c.name),
    ['Meera Iyer'],
  );
  assert.equal(
    filterCustomers(all, '97400 444').map((c) => c.name),
    ['Kabir Shah'],
  );
  assert.equal(filterCustomers(all, 'zzz'), []);
  assert.is(filterCustomers(all, '').length, all.length);
});

customers.run();

const order = suite('hub data: reservations in the order staff scan them');

order('should put upcoming bookings first, soonest first, then the settled ones, most recent first', () => {
  const list = [
    booking({ id: 'done-oct', date: '2025-10-26' }),
    booking({ id: 'next-week-late', date: '2025-11-20', time: '19:00', status: 'upcoming' }),
    booking({ id: 'cancelled-nov', date: '2025-11-09', status: 'cancelled' }),
    booking({ id: 'next-week-early', date: '2025-11-20', time: '09:30', status: 'upcoming' }),
    booking({ id: 'tomorrow', date: '2025-11-14', status: 'upcoming' }),
    booking({ id: 'done-nov-evening', date: '2025-11-08', time: '20:00' }),
    booking({ id: 'done-nov-noon', date: '2025-11-08', time: '12:00' }),
  ];
  assert.equal(
    reservationsByDate(list).map((r) => r.id),
    ['tomorrow', 'next-week-early', 'next-week-late', 'cancelled-nov', 'done-nov-evening', 'done-nov-noon', 'done-oct'],
  );
  assert.is(list[0]!.id, 'done-oct', 'the stored list is left as it was');
});

order('should order the sample reservations 14, 15, 16 November, then 9, 8, 2 November and 26 October', () => {
  assert.equal(
    reservationsByDate(initial.reservations).map((r) => r.date),
    ['2025-11-14', '2025-11-15', '2025-11-16', '2025-11-09', '2025-11-08', '2025-11-02', '2025-10-26'],
  );
});

order.run();

const stored = suite('hub data: what the browser stored');

stored('should read back what it wrote, and refuse foreign data whole', () => {
  const changed = setReservationStatus(deleteOffer(initial, 'group-offer'), 'r-priya', 'completed');
  assert.equal(parseHubData(JSON.parse(JSON.stringify(changed))), changed);
  for (const bad of [
    null,
    [],
    'x',
    { offers: [] },
    { ...initial, offers: 'x' },
    { ...initial, coupons: { 0: initial.coupons[0] } },
  ]) {
    assert.is(parseHubData(bad), undefined, JSON.stringify(bad).slice(0, 60));
  }
});

stored('should leave out one bad stored row and keep every good one, not bring the demo rows back (issue 33)', () => {
  const changed = deleteOffer(initial, 'group-offer');
  for (const [name, bad] of [
    ['offers', { id: 'x' }],
    ['reservations', { ...initial.reservations[0], id: 'lost', status: 'lost' }],
    ['coupons', { ...initial.coupons[0], id: 'none', limit: 0 }],
    ['reservations', { ...initial.reservations[0], id: 'slash', date: '14/11/2025' }],
    ['offers', null],
  ] as const) {
    const stored = { ...changed, [name]: [...changed[name].slice(0, 1), bad, ...changed[name].slice(1)] };
    assert.equal(parseHubData(JSON.parse(JSON.stringify(stored))), changed, `${name}: ${JSON.stringify(bad)}`);
  }
});

stored('should leave out a reservation whose day or time does not exist, which the screens cannot write out', () => {
  const withReservation = (over: Partial<HubReservation>) => ({
    ...initial,
    reservations: [...initial.reservations, booking({ id: 'extra', ...over })],
  });
  for (const date of ['2025-13-01', '2025-02-29', '2025-04-31', '2025-00-10', '2025-1-01']) {
    assert.equal(parseHubData(withReservation({ date }))?.reservations, initial.reservations, date);
  }
  for (const time of ['24:00', '12:60', '7:30'])
    assert.equal(parseHubData(withReservation({ time }))?.reservations, initial.reservations, time);
  assert.equal(parseHubData(withReservation({ guests: 0 }))?.reservations, initial.reservations, 'no guests');
  assert.is(
    parseHubData(withReservation({ date: '2024-02-29', time: '23:59' }))?.reservations.length,
    initial.reservations.length + 1,
    'a leap day and the last minute are real',
  );
});

stored('should keep the first of two rows with one id: the screens act on a row by its id', () => {
  assert.equal(parseHubData({ ...initial, offers: [...initial.offers, initial.offers[0]] })?.offers, initial.offers);
  assert.equal(
    parseHubData({ ...initial, coupons: [...initial.coupons, { ...initial.coupons[0]!, code: 'OTHER' }] })?.coupons,
    initial.coupons,
  );
});

/** hub.schema.json's list of `name` ("offers"): its cap, and the cap of each of its rows' texts. */
const schema = JSON.parse(readFileSync('tests/fixtures/catalog/schemas/hub.schema.json', 'utf8')) as {
  properties: Record<string, { properties: { items: unknown } }>;
};
function schemaLimits(name: 'offers' | 'reservations' | 'coupons') {
  const list = schema.properties[name]!.properties.items as {
    maxItems?: number;
    items: { properties: Record<string, { type?: string; maxLength?: number }> };
  };
  const texts = Object.entries(list.items.properties).filter(([, p]) => p.type === 'string');
  return { maxItems: list.maxItems, texts: Object.fromEntries(texts.map(([field, p]) => [field, p.maxLength])) };
}

stored(
  'should read back the longest lists and texts the catalogue may hold, and refuse longer ones (20,000 stored offers took 75 s to show)',
  () => {
    // Staff only remove rows, so whatever a valid catalogue holds must read back, or their changes would be dropped at every reload.
    for (const name of ['offers', 'reservations', 'coupons'] as const) {
      const { maxItems, texts } = schemaLimits(name);
      assert.is(maxItems, MAX_HUB_ROWS, `${name}: the schema's maxItems`);
      for (const [field, maxLength] of Object.entries(texts)) {
        if (field !== 'date' && field !== 'time')
          assert.is(maxLength, MAX_HUB_TEXT, `${name}.${field}: the schema's maxLength`);
      }
      const rows = Array.from({ length: MAX_HUB_ROWS }, (_, i) => ({ ...initial[name][0]!, id: `row-${i}` }));
      assert.ok(parseHubData({ ...initial, [name]: rows }), `${name}: ${MAX_HUB_ROWS} rows`);
      assert.is(
        parseHubData({ ...initial, [name]: [...rows, { ...rows[0]!, id: 'one-more' }] }),
        undefined,
        `${name}: one row more`,
      );
    }
    const long = (text: string) => ({ ...initial, offers: [{ ...initial.offers[0]!, description: text }] });
    assert.ok(parseHubData(long('🏺'.repeat(MAX_HUB_TEXT))), 'counted in characters, as the schema counts them');
    assert.equal(parseHubData(long('x'.repeat(MAX_HUB_TEXT + 1)))?.offers, [], 'the row too long is left out');
  },
);

stored.run();
