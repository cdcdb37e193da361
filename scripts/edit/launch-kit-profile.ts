import type { ProfileRow } from '../../editor/edit-protocol.ts';
import { displayTime } from '../../editor/form/display-times.ts';
import { weekdayOf } from '../../site/core/lib/cafe-clock.ts';
import { realAddress } from '../init/real-address.ts';
import type { KitSite, KitSpecialDay } from './launch-kit-site.ts';

// Staff words, as Google Business Profile shows dates: the same whatever the computer's language.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-08" → "Sun 8 Nov 2026". */
export const dayForStaff = (date: string): string =>
  `${WEEKDAYS[weekdayOf(date)]} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** "Sun 8 Nov 2026 · Diwali · Closed", or the day's own hours: "… · 2:00 PM – 6:00 PM". */
export function specialDayLine(day: KitSpecialDay): string {
  const hours = day.closed ? 'Closed' : (displayTime(day.opens, day.closes) ?? 'hours not given');
  return [dayForStaff(day.date), day.name, hours].filter(Boolean).join(' · ');
}

/** The site's pages the profile links to, when the catalogue has them (site/core/catalog-routes.ts). */
export interface KitPages {
  menu: boolean;
  reservations: boolean;
}

/**
 * What to copy into the café's Google Business Profile: the website, the menu and booking links,
 * and each special day from `today` on (the café's calendar day), soonest first. A link is left
 * out while the site has no real address: the "left before going live" list says so.
 */
export function profileRows(site: KitSite, pages: KitPages, today: string): ProfileRow[] {
  const address = realAddress(site.siteUrl);
  const booking = pages.reservations && address ? `${address}/reservations` : realAddress(site.reservationFormUrl);
  const rows: ProfileRow[] = [];
  if (address) rows.push({ label: 'Website', value: address });
  if (address && pages.menu) rows.push({ label: 'Menu link', value: `${address}/menu` });
  if (booking) rows.push({ label: 'Booking link', value: booking });
  const upcoming = site.specialDays.filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  for (const day of upcoming) rows.push({ label: 'Special hours', value: specialDayLine(day) });
  return rows;
}
