/**
 * Every price the site shows is formatted here (SPEC §9): amounts in minor units (cents, paise),
 * grouped the way the currency's own country writes them (₹4,300.00 and ₹1,00,000 in India,
 * $233.45 in the US), with the decimals each place asks for.
 */

/** A currency as the commerce API names it (SPEC §3), or as the site names rupees. */
export interface CurrencyInfo {
  code: string;
  symbol?: string | null;
  /** e.g. "€{{amount}}" or "{{amount}} {{code}}". */
  template?: string | null;
}

/** The one symbol table: each currency's sign and the locale that groups its digits. */
const CURRENCIES: Record<string, { symbol: string; locale: string }> = {
  INR: { symbol: '₹', locale: 'en-IN' },
  EUR: { symbol: '€', locale: 'en-IE' },
  USD: { symbol: '$', locale: 'en-US' },
  GBP: { symbol: '£', locale: 'en-GB' },
};

/** Menu items, packages and the estimator (SPEC §3). */
export const INR: CurrencyInfo = { code: 'INR', symbol: '₹' };
/**
 * The one currency default, wherever a price names none: a store variant without `currency`, a
 * kept cart line, the editor's price boxes, the commerce emulator. The café is in India.
 */
export const DEFAULT_CURRENCY: CurrencyInfo = INR;
/** The estimator's second currency. */
export const USD: CurrencyInfo = { code: 'USD', symbol: '$' };

/** The sign a currency is shown with: its own, else the table's, else its code; the default's (₹) when there is nothing. */
export function currencySymbol(currency?: CurrencyInfo | null): string {
  const code = currency?.code?.toUpperCase() ?? '';
  return currency?.symbol || CURRENCIES[code]?.symbol || (code ? `${code} ` : DEFAULT_CURRENCY.symbol!);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}/${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Half away from zero (Intl's default "halfExpand"): for prices, half up.
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

const TEMPLATE_AMOUNT = /\{\{?\s*amount\s*\}?\}/;

export interface MoneyOptions {
  /** 2 in the cart, on product pages and in USD; 0 on menu and package cards and for INR estimates. */
  decimals?: 0 | 2;
}

/**
 * Minor units to a price: formatMoney(430000, INR) → "₹4,300.00", formatMoney(149900, INR,
 * { decimals: 0 }) → "₹1,499". A currency template from the API ("€{{amount}}") is honoured.
 * Rounding happens here and only here.
 */
export function formatMoney(
  minor: number,
  currency?: CurrencyInfo | null,
  { decimals = 2 }: MoneyOptions = {},
): string {
  const code = currency?.code?.toUpperCase() ?? '';
  const locale = CURRENCIES[code]?.locale ?? 'en-IN';
  const amount = numberFormat(locale, decimals).format(Number.isFinite(minor) ? minor / 100 : 0);
  const symbol = currencySymbol(currency);
  if (currency?.template && TEMPLATE_AMOUNT.test(currency.template)) {
    return currency.template
      .replace(new RegExp(TEMPLATE_AMOUNT, 'g'), amount)
      .replace(/\{\{?\s*symbol\s*\}?\}/g, symbol.trim())
      .replace(/\{\{?\s*code\s*\}?\}/g, code);
  }
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** Catalogue prices of packages and add-ons are whole rupees; money is counted in paise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** An amount in each currency, e.g. a cart holding rupees and euros. */
export interface CurrencyTotal {
  currency: CurrencyInfo;
  minor: number;
}

/** "₹700.00", or "₹700.00 + €42.00" for a cart in two currencies. */
export const formatTotals = (totals: readonly CurrencyTotal[]): string =>
  totals.length ? totals.map((t) => formatMoney(t.minor, t.currency)).join(' + ') : formatMoney(0, null);
