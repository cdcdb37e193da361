import { formatMoney, INR, rupeesToPaise } from '../../site/core/commerce/money.ts';

/**
 * The units a schema's `"unit"` can give a price in, by how many of them make one rupee (or one of
 * the store's currency): menu.json is in paise, packages.json in rupees, store.json in cents.
 */
export const PRICE_UNITS = { paise: 100, cents: 100, rupees: 1 } as const;

export type PriceUnit = keyof typeof PRICE_UNITS;

export const isPriceUnit = (unit: string | undefined): unit is PriceUnit => unit !== undefined && Object.hasOwn(PRICE_UNITS, unit);

/**
 * Below this, a whole number in paise or cents was most likely typed in rupees: the menu's prices
 * are ₹160–490 (SPEC), 16000–49000 paise, so 290 means ₹290, not ₹2.90.
 */
export const LIKELY_TYPED_IN_RUPEES_BELOW = 10_000;

/** A price as staff type it by mistake ("₹290", "Rs. 1,499", "290.00", 290.5) as a number, if it reads as one. */
function typedNumber(value: unknown): number | undefined {
  const text = typeof value === 'string' ? value.replace(/₹|\brs\.?|\binr\b|[,\s]/gi, '') : undefined;
  const number = typeof value === 'number' ? value : text ? Number(text) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * How much, in rupees (or the store's currency), a price refused by its schema was meant to be:
 * "₹290" and "290.00" are 290; a big whole number was already in paise or cents, only quoted
 * ("29000" is 290). Undefined when it does not read as an amount.
 */
export function meantAmount(unit: PriceUnit, value: unknown): number | undefined {
  const typed = typedNumber(value);
  if (typed === undefined) return undefined;
  return PRICE_UNITS[unit] > 1 && typed >= LIKELY_TYPED_IN_RUPEES_BELOW ? typed / PRICE_UNITS[unit] : typed;
}

/** An amount as a person writes it: "₹290", "₹2.90", "₹1,45,000"; in cents, whose currency the store sets, "18.00". */
export function showAmount(unit: PriceUnit, amount: number): string {
  if (unit === 'cents') return amount.toFixed(2);
  return formatMoney(rupeesToPaise(amount), INR, { decimals: Number.isInteger(amount) ? 0 : 2 });
}

/** `amount` written in `unit`: 290 → 29000 paise. */
export const inUnit = (unit: PriceUnit, amount: number): number => Math.round(amount * PRICE_UNITS[unit]);
