import type { EstimatorLabels, PackageRates, PackageRules, PackagesCatalog } from '../catalog/packages.ts';
import { fillTemplate } from '../lib/template.ts';
import { formatMoney, INR, rupeesToPaise, USD } from './money.ts';

/*
 * The Event Cost Estimator's maths (SPEC §2.11, §9), pure, shared by the site and the hub.
 * Money is counted in integer paise; dollars exist only at the display step, where rounding
 * (half up) happens too. The GST and exchange rates are the catalogue's (packages.json `rates`),
 * passed in, so staff change them in one place.
 */

/** A practical ceiling on a typed guest count: far beyond any party, and every amount stays exact. */
export const MAX_GUESTS = 1_000_000_000;

export type EstimateCurrency = 'INR' | 'USD';

/** A package or add-on as the estimator offers it, priced in paise. */
export interface EstimateItem {
  id: string;
  title: string;
  kind: 'package' | 'addOn';
  /** Per-person packages: what one adult and one kid cost. */
  perPerson?: { adult: number; kid: number };
  /** Add-ons: one flat price. */
  flat?: number;
  rules?: PackageRules;
}

/**
 * Every package and add-on of the catalogue, in page order. A per-person package without a
 * specific adult or kid price uses its single price for both (SPEC §9).
 */
export function estimateItems({ groups }: Pick<PackagesCatalog, 'groups'>): EstimateItem[] {
  const packages = [groups.corporate, groups.party, groups.alacarte].flatMap((g) => g.items);
  const addOns = [...groups.additional.activities, ...groups.additional.delights];
  return [
    ...packages.map(
      (p): EstimateItem => ({
        id: `package-${p.id}`,
        title: p.subTitle,
        kind: 'package',
        perPerson: {
          adult: rupeesToPaise(p.priceAdult ?? p.price ?? 0),
          kid: rupeesToPaise(p.priceKid ?? p.price ?? 0),
        },
        ...(p.rules ? { rules: p.rules } : {}),
      }),
    ),
    ...addOns.map(
      (a): EstimateItem => ({ id: `addon-${a.id}`, title: a.title, kind: 'addOn', flat: rupeesToPaise(a.price) }),
    ),
  ];
}

/** A typed or stepped guest count made sane: a whole number from 0 up; anything else keeps `previous`. */
export function guestCount(value: unknown, previous = 0): number {
  const n = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  if (typeof n !== 'number' || Number.isNaN(n)) return previous;
  return Math.min(MAX_GUESTS, Math.max(0, Math.floor(n)));
}

export interface Guests {
  adults: number;
  kids: number;
}

/** What one item costs for the group: adults × adult price + kids × kid price, or its flat price. */
export const itemPaise = (item: EstimateItem, { adults, kids }: Guests): number =>
  item.perPerson ? adults * item.perPerson.adult + kids * item.perPerson.kid : (item.flat ?? 0);

export interface Estimate {
  lines: { item: EstimateItem; paise: number }[];
  subtotal: number;
  /** The GST rate, in percent, whether or not it was added (the text says what was left out). */
  gstPercent: number;
  /** false when the guest switched GST off. */
  includesGst: boolean;
  /** 0 when GST is off. */
  gst: number;
  total: number;
}

/**
 * Subtotal is the sum of the chosen items; GST is `gstPercent` of it unless the guest switched
 * it off; total is their sum.
 */
export function estimate(
  items: readonly EstimateItem[],
  chosen: ReadonlySet<string>,
  guests: Guests,
  gstPercent: number,
  includesGst = true,
): Estimate {
  const lines = items.filter((i) => chosen.has(i.id)).map((item) => ({ item, paise: itemPaise(item, guests) }));
  const subtotal = lines.reduce((n, l) => n + l.paise, 0);
  // Whole-rupee prices make a whole-percent rate a whole number of paise; only a rate like 2.5 rounds here.
  const gst = includesGst ? Math.round((subtotal * gstPercent) / 100) : 0;
  return { lines, subtotal, gstPercent, includesGst, gst, total: subtotal + gst };
}

/**
 * Whether a chosen per-person item still costs nothing because the guests it is priced for are
 * not counted yet (guests start at 0): its ₹0 is no estimate, so the estimator asks for them.
 */
export const needsGuests = ({ lines }: Pick<Estimate, 'lines'>): boolean =>
  lines.some(
    ({ item, paise }) => item.perPerson && paise === 0 && (item.perPerson.adult > 0 || item.perPerson.kid > 0),
  );

/** An amount in the chosen currency: rupees with Indian grouping and no decimals, dollars with two. */
export const formatEstimate = (paise: number, currency: EstimateCurrency, rupeesPerDollar: number): string =>
  currency === 'USD' ? formatMoney(paise / rupeesPerDollar, USD) : formatMoney(paise, INR, { decimals: 0 });

/** The GST line's label at the estimate's rate: "GST ({gstPercent}%)" → "GST (12%)". */
export const gstLabel = (template: string, { gstPercent }: Pick<Estimate, 'gstPercent'>): string =>
  fillTemplate(template, { gstPercent });

/** A catalogue text that states a rate, with it put in: "{gstPercent}% GST is added to the bill" → "12% GST …". */
export const withRates = (text: string, { gstPercent, rupeesPerDollar }: PackageRates): string =>
  fillTemplate(text, { gstPercent, rupeesPerDollar });

/** The minimum an item's group falls short of, if it does (the estimator warns, never blocks). */
export function shortOfMinimum(item: EstimateItem, { adults, kids }: Guests): PackageRules['minimum'] | undefined {
  const minimum = item.rules?.minimum;
  if (!minimum) return undefined;
  const count = minimum.of === 'adults' ? adults : minimum.of === 'kids' ? kids : adults + kids;
  return count < minimum.count ? minimum : undefined;
}

/** An item's conditions as short lines ("Minimum 10 kids", "Book 3 days ahead", …), from the catalogue's words. */
export function ruleLines(rules: PackageRules | undefined, words: EstimatorLabels['rules']): string[] {
  if (!rules) return [];
  const lines: string[] = [];
  if (rules.minimum) lines.push(minimumText(rules.minimum, words));
  if (rules.advanceDays) lines.push(fillTemplate(words.advanceDays, { n: rules.advanceDays }));
  if (rules.advanceHours) lines.push(fillTemplate(words.advanceHours, { n: rules.advanceHours }));
  if (rules.depositPercent) lines.push(fillTemplate(words.deposit, { n: rules.depositPercent }));
  if (rules.hours) lines.push(fillTemplate(words.hours, { n: rules.hours }));
  return lines;
}

export function minimumText(minimum: NonNullable<PackageRules['minimum']>, words: EstimatorLabels['rules']): string {
  const template =
    minimum.of === 'adults' ? words.minimumAdults : minimum.of === 'kids' ? words.minimumKids : words.minimumPeople;
  return fillTemplate(template, { n: minimum.count });
}

/** The warning for a chosen package the group is too small for. */
export const belowMinimumText = (
  item: EstimateItem,
  minimum: NonNullable<PackageRules['minimum']>,
  words: EstimatorLabels['rules'],
): string => fillTemplate(words.belowMinimum, { package: item.title, minimum: minimumText(minimum, words) });

/**
 * The estimate as plain text for WhatsApp, email and the clipboard (SPEC §7): the guest counts,
 * each chosen item with its amount, the subtotal, GST (12%), or that it is not included when the
 * guest switched it off, and the total. `money` writes an amount in the guest's currency (formatEstimate).
 */
export function estimateText(
  result: Estimate,
  guests: Guests,
  money: (paise: number) => string,
  words: Pick<EstimatorLabels, 'estimateText' | 'subtotal' | 'gst' | 'total'>,
  site: string,
): string {
  const t = words.estimateText;
  return [
    fillTemplate(t.heading, { site }),
    fillTemplate(t.adults, { n: guests.adults }),
    fillTemplate(t.kids, { n: guests.kids }),
    '',
    t.items,
    ...result.lines.map((l) => `- ${l.item.title}: ${money(l.paise)}`),
    '',
    `${words.subtotal}: ${money(result.subtotal)}`,
    result.includesGst ? `${gstLabel(words.gst, result)}: ${money(result.gst)}` : gstLabel(t.gstExcluded, result),
    `${words.total}: ${money(result.total)}`,
  ].join('\n');
}
