import { effectiveCents } from './cart.ts';
import { DEFAULT_CURRENCY, formatMoney, type CurrencyInfo } from './money.ts';
import type { PricedVariant, StoreProduct, StoreVariant } from './types.ts';

const cents = (n: unknown): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;

/** The currency of a price: its own object, else its code, else the default (rupees). */
export function currencyOf(variant: StoreVariant): CurrencyInfo {
  const price = variant.prices?.[0];
  if (price?.currency?.code) return price.currency;
  if (price?.currency_code) return { code: price.currency_code };
  return DEFAULT_CURRENCY;
}

/** Adds the derived price fields of SPEC §3 (from the first price) to a variant. */
export function priceVariant(variant: StoreVariant): PricedVariant {
  const price = variant.prices?.[0];
  const currency = currencyOf(variant);
  const regular = cents(price?.amount) ?? 0;
  const sale = cents(price?.sale_amount);
  return {
    ...variant,
    price_in_cents: regular,
    sale_price_in_cents: sale,
    price_formatted: formatMoney(regular, currency),
    sale_price_formatted: sale === null ? null : formatMoney(sale, currency),
    currency_info: currency,
  };
}

export interface DisplayPrice {
  /** What the guest pays, formatted. */
  formatted: string;
  cents: number;
  /** The regular price, formatted, when a sale price is shown (to strike through). */
  regularFormatted: string | null;
}

/**
 * The price a product card shows (SPEC §7.1): the lowest variant price, sale amount preferred,
 * unless site_product_selection names another rule, then the first variant's.
 */
export function displayPrice(product: Pick<StoreProduct, 'variants' | 'site_product_selection'>): DisplayPrice | null {
  const variants = (product.variants ?? []).map(priceVariant);
  const first = variants[0];
  if (!first) return null;
  const selection = product.site_product_selection;
  const lowestFirst = selection == null || selection === 'lowest_price_first';
  const chosen = lowestFirst
    ? variants.reduce((low, v) => (effectiveCents(v) < effectiveCents(low) ? v : low), first)
    : first;
  return {
    cents: effectiveCents(chosen),
    formatted: chosen.sale_price_formatted ?? chosen.price_formatted,
    regularFormatted: chosen.sale_price_in_cents === null ? null : chosen.price_formatted,
  };
}
