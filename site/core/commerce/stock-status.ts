import { STORE_MESSAGES } from '../lib/spec-messages.ts';
import { STATIC_STOCK_LIMIT } from './cart.ts';
import type { StoreVariant } from './types.ts';

/** What the product page says and allows for a quantity of a variant (SPEC §2.4). */
export interface StockStatus {
  /** The most the cart may hold of it: its stock when inventory is managed, else the static limit. */
  limit: number;
  /** The quantity field's maximum: never below 1, so the field stays usable at no stock. */
  maxQuantity: number;
  canAdd: boolean;
  /** What the page says of the stock; none for an unmanaged variant. */
  message: string | null;
  /** 'warn' when the guest cannot buy what they asked for. */
  tone: 'ok' | 'warn';
}

/** A variant's stock against the quantity asked for: unavailable, "Only n left", or "n in stock!". */
export function stockStatus(
  purchasable: boolean,
  variant: Pick<StoreVariant, 'manage_inventory' | 'inventory_quantity'> | undefined,
  quantity: number,
): StockStatus {
  const managed = !!variant?.manage_inventory;
  const stock = Math.max(0, variant?.inventory_quantity ?? 0);
  const overStock = managed && quantity > stock;
  const message = !purchasable
    ? STORE_MESSAGES.unavailable
    : managed
      ? overStock
        ? STORE_MESSAGES.notEnoughStockProduct(stock)
        : STORE_MESSAGES.inStock(stock)
      : null;
  return {
    limit: managed ? stock : STATIC_STOCK_LIMIT,
    maxQuantity: managed ? Math.max(1, stock) : STATIC_STOCK_LIMIT,
    canAdd: !!variant && purchasable && !overStock,
    message,
    tone: overStock || !purchasable ? 'warn' : 'ok',
  };
}
