import { currencySymbol } from '../../site/core/commerce/money.ts';
import type { PriceUnit } from '../../site/core/commerce/price-units.ts';

/*
 * What a price box says around the number. The units and the typed ⇄ stored rules are the core's
 * (site/core/commerce/price-units.ts), as `kiln validate` uses them.
 */

/** The sign shown before the box: the product's currency for the store, else the one default (₹). */
export const priceBoxSign = (currency: unknown): string =>
  currencySymbol(typeof currency === 'string' && /^[a-z]{3}$/i.test(currency) ? { code: currency } : null).trim();

/** What a price field says under its label: how to type it (its schema's description speaks of paise, for JSON). */
export function priceHint(unit: PriceUnit): string {
  if (unit === 'rupees') return 'Type the price as guests read it, in whole rupees: 4500 for ₹4,500.';
  return 'Type the price as guests read it: 290 for ₹290, 12.50 for ₹12.50.';
}
