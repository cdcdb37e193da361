import { formatMoney, INR, rupeesToPaise } from './money.ts';

/*
 * Prices as the catalogue stores them and as people type them: `kiln validate` explains a price in
 * the wrong unit, and the editor's price boxes show and store them, with these same rules.
 */

/**
 * The units a schema's `"unit"` can give a price in, by how many of them make one rupee (or one of
 * the store's currency): menu.json is in paise, packages.json in rupees, store.json in cents.
 */
export const PRICE_UNITS = { paise: 100, cents: 100, rupees: 1 } as const;

export type PriceUnit = keyof typeof PRICE_UNITS;

export const isPriceUnit = (unit: unknown): unit is PriceUnit =>
  typeof unit === 'string' && Object.hasOwn(PRICE_UNITS, unit);

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

/** 29000 paise → "290"; 29050 → "290.50"; anything not a number is shown as it is, to be corrected. */
export function typedPrice(stored: unknown, unit: PriceUnit): string {
  if (typeof stored !== 'number' || !Number.isFinite(stored))
    return stored === undefined || stored === null ? '' : String(stored);
  const main = stored / PRICE_UNITS[unit];
  return Number.isInteger(main) ? String(main) : main.toFixed(2);
}

/**
 * "310" → 31000 paise; "₹1,299.5" → 129950. What is not a price is stored as typed, so the
 * catalogue's check says what is wrong with it in its own words ("must be a whole number of paise").
 */
export function storedPrice(typed: string, unit: PriceUnit): number | string | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  const plain = text.replace(/^[₹$]\s*/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return typed;
  return inUnit(unit, Number(plain));
}
