/**
 * Prices as guests read them. The catalogue stores paise (menu: ₹290 is 29000), cents (the store's
 * smallest unit) or whole rupees (packages); staff type "290" and the form stores what the unit asks.
 */
export type PriceUnit = 'paise' | 'cents' | 'rupees';

export const isPriceUnit = (unit: unknown): unit is PriceUnit => unit === 'paise' || unit === 'cents' || unit === 'rupees';

const per = (unit: PriceUnit) => (unit === 'rupees' ? 1 : 100);

/** 29000 paise → "290"; 29050 → "290.50"; anything not a number is shown as it is, to be corrected. */
export function typedPrice(stored: unknown, unit: PriceUnit): string {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return stored === undefined || stored === null ? '' : String(stored);
  const main = stored / per(unit);
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
  return Math.round(Number(plain) * per(unit));
}

/** The symbol shown before the box: ₹ for the café's prices, the product's currency for the store. */
export function currencySymbol(currency: unknown): string {
  if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) return '₹';
  try {
    return (
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? '₹'
    );
  } catch {
    return '₹';
  }
}

/** What a price field says under its label: how to type it (its schema's description speaks of paise, for JSON). */
export function priceHint(unit: PriceUnit): string {
  if (unit === 'rupees') return 'Type the price as guests read it, in whole rupees: 4500 for ₹4,500.';
  return 'Type the price as guests read it: 290 for ₹290, 12.50 for ₹12.50.';
}
