import type { HubCatalog, HubCoupon, HubOffer, HubReservation } from '../core/catalog/hub.ts';
import { isClockTime, isIsoDay } from '../core/lib/dates.ts';
import { isRecord } from '../core/lib/is-record.ts';

/*
 * The business hub's demo data and what staff can do to it (SPEC §2.10, §4), pure: the hub app
 * and the site's Dashboard view both change it through these, kept by site/dashboard/hub-store.ts.
 */

/** What staff can change; everything else in the hub is read from the catalogue. */
export interface HubData {
  offers: HubOffer[];
  reservations: HubReservation[];
  coupons: HubCoupon[];
}

export type ReservationStatus = HubReservation['status'];

/** The catalogue's samples: where the hub starts, and what 'Reset demo data' brings back. */
export const initialHubData = (hub: Pick<HubCatalog, 'offers' | 'reservations' | 'coupons'>): HubData => ({
  offers: hub.offers.items,
  reservations: hub.reservations.items,
  coupons: hub.coupons.items,
});

export const toggleOffer = (data: HubData, id: string): HubData => ({
  ...data,
  offers: data.offers.map((o) => (o.id === id ? { ...o, isActive: !o.isActive } : o)),
});

export const deleteOffer = (data: HubData, id: string): HubData => ({
  ...data,
  offers: data.offers.filter((o) => o.id !== id),
});

export const deleteCoupon = (data: HubData, id: string): HubData => ({
  ...data,
  coupons: data.coupons.filter((c) => c.id !== id),
});

/** Completes or cancels an upcoming reservation. Both are final: any other change is refused (the data is returned as it was). */
export function setReservationStatus(
  data: HubData,
  id: string,
  status: Exclude<ReservationStatus, 'upcoming'>,
): HubData {
  const target = data.reservations.find((r) => r.id === id);
  if (!target || target.status !== 'upcoming') return data;
  return { ...data, reservations: data.reservations.map((r) => (r === target ? { ...r, status } : r)) };
}

// ISO day and 24-hour time: as text, they sort as the clock does.
const soonest = (a: HubReservation, b: HubReservation) => {
  const [x, y] = [`${a.date}T${a.time}`, `${b.date}T${b.time}`];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The reservations as staff scan them, by date: the upcoming ones first, soonest first (what is
 * next is what needs doing), then the completed and cancelled ones, most recent first (history
 * reads backwards). Ties keep the stored order.
 */
export function reservationsByDate(reservations: readonly HubReservation[]): HubReservation[] {
  const upcoming = reservations.filter((r) => r.status === 'upcoming');
  const past = reservations.filter((r) => r.status !== 'upcoming');
  return [...upcoming.sort(soonest), ...past.sort((a, b) => soonest(b, a))];
}

/** A customer, as the reservations know them (the spec names the screen, not its contents). */
export interface Customer {
  /** What makes them one customer: their phone's digits, or their name when it has none. */
  id: string;
  name: string;
  phone: string;
  /** Completed reservations. */
  visits: number;
  /** The last completed reservation's day (YYYY-MM-DD). */
  lastVisit?: string;
  /** Upcoming reservations, soonest first. */
  upcoming: HubReservation[];
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Everyone with a reservation, one entry per phone number, by name. Cancelled bookings count as neither visit nor booking. */
export function deriveCustomers(reservations: readonly HubReservation[]): Customer[] {
  const byPhone = new Map<string, Customer>();
  for (const r of reservations) {
    const id = digits(r.phone) || r.name;
    const customer = byPhone.get(id) ?? { id, name: r.name, phone: r.phone, visits: 0, upcoming: [] };
    if (r.status === 'completed') {
      customer.visits += 1;
      if (!customer.lastVisit || r.date > customer.lastVisit) customer.lastVisit = r.date;
    } else if (r.status === 'upcoming') {
      customer.upcoming.push(r);
    }
    byPhone.set(id, customer);
  }
  const customers = [...byPhone.values()];
  for (const c of customers) c.upcoming.sort(soonest);
  return customers.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Customers whose name contains the query (any case), or whose phone contains its digits. */
export function filterCustomers(customers: readonly Customer[], query: string): Customer[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...customers];
  const qDigits = digits(q);
  return customers.filter(
    (c) => c.name.toLowerCase().includes(q) || (qDigits.length > 0 && digits(c.phone).includes(qDigits)),
  );
}

/* Reading what was stored: a foreign value is refused whole (the catalogue's samples are used), a bad row alone is left out. */

/**
 * The most rows a stored list may hold, and characters a stored text. Staff only remove rows and
 * switch states, so what this browser wrote fits wherever the catalogue's samples did, and
 * hub.schema.json caps those the same (maxItems, maxLength). Past that, what is stored is not
 * the demo's: 20,000 stored offers took a minute and a half to show.
 */
export const MAX_HUB_ROWS = 10_000;
export const MAX_HUB_TEXT = 500;

// Counted in characters as the schema counts them: an emoji is one, though two UTF-16 units.
const isText = (x: unknown): x is string =>
  typeof x === 'string' &&
  x.length > 0 &&
  (x.length <= MAX_HUB_TEXT || (x.length <= 2 * MAX_HUB_TEXT && [...x].length <= MAX_HUB_TEXT));
const isCount = (x: unknown, least = 0): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= least;
const STATUSES: readonly unknown[] = ['upcoming', 'completed', 'cancelled'];

const isOffer = (o: unknown): o is HubOffer =>
  isRecord(o) &&
  isText(o.id) &&
  isText(o.title) &&
  isText(o.discount) &&
  isText(o.description) &&
  typeof o.isActive === 'boolean';
// The day must exist and the time be a clock's, or the screens cannot write them out.
const isReservation = (r: unknown): r is HubReservation =>
  isRecord(r) &&
  isText(r.id) &&
  isText(r.name) &&
  isText(r.phone) &&
  isIsoDay(r.date) &&
  isClockTime(r.time) &&
  isCount(r.guests, 1) &&
  STATUSES.includes(r.status);
const isCoupon = (c: unknown): c is HubCoupon =>
  isRecord(c) &&
  isText(c.id) &&
  isText(c.code) &&
  isText(c.discount) &&
  isText(c.description) &&
  isCount(c.uses) &&
  isCount(c.limit, 1);

/**
 * The sound rows of a stored list, each id once (the screens key and act on rows by id; the first
 * of an id is kept): one bad row (a day that does not exist, a text where a number goes) is left
 * out, not the staff's other changes with it. Undefined for what is not such a list at all, or
 * one of more than MAX_HUB_ROWS rows: not this demo's data.
 */
function soundRows<T extends { id: string }>(list: unknown, isRow: (x: unknown) => x is T): T[] | undefined {
  if (!Array.isArray(list) || list.length > MAX_HUB_ROWS) return undefined;
  const ids = new Set<string>();
  return list.filter((row: unknown): row is T => {
    if (!isRow(row) || ids.has(row.id)) return false;
    ids.add(row.id);
    return true;
  });
}

export function parseHubData(raw: unknown): HubData | undefined {
  if (!isRecord(raw)) return undefined;
  const [offers, reservations, coupons] = [
    soundRows(raw.offers, isOffer),
    soundRows(raw.reservations, isReservation),
    soundRows(raw.coupons, isCoupon),
  ];
  if (!offers || !reservations || !coupons) return undefined;
  return { offers, reservations, coupons };
}
