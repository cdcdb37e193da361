import type { CurrencyInfo } from './types.ts';

/** Store product currency when the API names none (SPEC §3). */
export const DEFAULT_STORE_CURRENCY: CurrencyInfo = { code: 'eur', symbol: '€' };
/** Menu and package items (SPEC §3). */
export const INR: CurrencyInfo = { code: 'INR', symbol: '₹' };

const KNOWN_SYMBOLS: Record<string, string> = { eur: '€', inr: '₹', usd: '$', gbp: '£' };

/**
 * Cents to a price (SPEC §9): divided by 100 with two decimals, put into the currency's template
 * when it has one ("{{amount}}", "{{symbol}}", "{{code}}"), else after its symbol; the euro sign
 * when nothing says otherwise.
 */
export function formatCents(cents: number, currency?: CurrencyInfo | null): string {
  const amount = (Number.isFinite(cents) ? cents / 100 : 0).toFixed(2);
  const code = currency?.code ?? '';
  const symbol = currency?.symbol || KNOWN_SYMBOLS[code.toLowerCase()] || (code ? `${code.toUpperCase()} ` : '€');
  if (currency?.template && /\{\{?\s*amount\s*\}?\}/.test(currency.template)) {
    return currency.template
      .replace(/\{\{?\s*amount\s*\}?\}/g, amount)
      .replace(/\{\{?\s*symbol\s*\}?\}/g, symbol.trim())
      .replace(/\{\{?\s*code\s*\}?\}/g, code.toUpperCase());
  }
  return `${symbol}${amount}`;
}
