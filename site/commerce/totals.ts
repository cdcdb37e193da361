import { totalCents, type CartLine } from '../store/cart.ts';
import { formatCents } from './format-price.ts';
import type { CurrencyInfo } from './types.ts';

export interface CurrencyTotal {
  currency: CurrencyInfo;
  cents: number;
}

/** A cart's total per currency (menu items are in rupees, store products in euro by default). */
export function cartTotals(lines: readonly CartLine[]): CurrencyTotal[] {
  const totals: CurrencyTotal[] = [];
  for (const line of lines) {
    const code = line.variant.currency_info.code.toLowerCase();
    const found = totals.find((t) => t.currency.code.toLowerCase() === code);
    const cents = totalCents([line]);
    if (found) found.cents += cents;
    else totals.push({ currency: line.variant.currency_info, cents });
  }
  return totals;
}

/** "€42.00", or "₹700.00 + €42.00" for a cart in two currencies. */
export const formatTotals = (totals: readonly CurrencyTotal[]): string =>
  totals.length ? totals.map((t) => formatCents(t.cents, t.currency)).join(' + ') : formatCents(0, null);
