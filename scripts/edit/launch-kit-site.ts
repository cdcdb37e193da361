import type { TableCards } from '../../site/core/catalog/site.ts';
import { isIsoDay, isClockTime } from '../../site/core/lib/dates.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';
import { socialHref } from '../../site/core/lib/contact-links.ts';

/** A special day as the launch kit reads it (site.json's `specialDays`). */
export interface KitSpecialDay {
  date: string;
  name?: string;
  closed?: boolean;
  opens?: string;
  closes?: string;
}

/**
 * What the launch kit needs of site.json. Read field by field, as the file may not yet pass its
 * schema (the kit then lists its problems first): a field of the wrong shape counts as absent.
 */
export interface KitSite {
  name: string;
  /** urls.site, as written; see realAddress. */
  siteUrl?: string;
  reservationFormUrl?: string;
  timeZone?: string;
  specialDays: KitSpecialDay[];
  /** Where the Google reviews link leads (its place id's review box), when site.json has one. */
  reviewUrl?: string;
  tableCards?: TableCards;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function specialDay(value: unknown): KitSpecialDay[] {
  if (!isRecord(value) || !isIsoDay(value.date)) return [];
  return [
    {
      date: value.date,
      ...(text(value.name) && { name: text(value.name) }),
      ...(value.closed === true && { closed: true }),
      ...(isClockTime(value.opens) && { opens: value.opens }),
      ...(isClockTime(value.closes) && { closes: value.closes }),
    },
  ];
}

function tableCards(value: unknown): TableCards | undefined {
  if (!isRecord(value)) return undefined;
  const { tables, scan, table, review, reviewHint } = value;
  if (typeof tables !== 'number' || !Number.isInteger(tables) || tables < 0 || tables > 300) return undefined;
  if (!text(scan) || !text(table) || !text(review)) return undefined;
  return {
    tables,
    scan: scan as string,
    table: table as string,
    review: review as string,
    ...(text(reviewHint) && { reviewHint: reviewHint as string }),
  };
}

function reviewUrl(socials: unknown): string | undefined {
  if (!Array.isArray(socials)) return undefined;
  const link = socials.find(
    (s) => isRecord(s) && s.network === 'google-reviews' && (text(s.placeId) || text(s.href)),
  ) as { placeId?: string; href?: string } | undefined;
  return link && socialHref(link);
}

/** site.json's parsed data as the launch kit reads it. */
export function kitSite(data: unknown): KitSite {
  const site = isRecord(data) ? data : {};
  const urls = isRecord(site.urls) ? site.urls : {};
  const cards = tableCards(site.tableCards);
  const review = reviewUrl(site.socials);
  return {
    name: text(site.name) ?? '',
    ...(text(urls.site) && { siteUrl: text(urls.site) }),
    ...(text(site.reservationFormUrl) && { reservationFormUrl: text(site.reservationFormUrl) }),
    ...(text(site.timeZone) && { timeZone: text(site.timeZone) }),
    specialDays: Array.isArray(site.specialDays) ? site.specialDays.flatMap(specialDay) : [],
    ...(review && { reviewUrl: review }),
    ...(cards && { tableCards: cards }),
  };
}
