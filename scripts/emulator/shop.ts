import { effectiveCents } from '../../site/core/commerce/cart.ts';
import { formatMoney, type CurrencyInfo } from '../../site/core/commerce/money.ts';
import { priceVariant } from '../../site/core/commerce/price.ts';
import type { CheckoutLine } from './checkout-request.ts';
import type { Session } from './checkout-sessions.ts';
import { toApiProduct } from './demo-products.ts';
import type { ShopCatalog } from './shop-catalog.ts';

/** Why an order cannot be bought: a 400 for what the store does not sell, a 409 for what it has run out of. */
export interface OrderRefusal {
  status: 400 | 409;
  message: string;
}

/**
 * The emulator's shop: what has been sold (stock is the catalogue's count minus the sales, so a
 * catalogue edit keeps them), and the catalogue as the API shows it, priced from its own prices.
 */
export function createShop() {
  /** Units paid for per variant. */
  let sold = new Map<string, number>();

  /** The catalogue as the API shows it to a request that came in on `origin`. */
  const view = (shop: ShopCatalog, origin: string) => {
    const stock = new Map(
      shop.demo.flatMap((p) =>
        p.variants
          .filter((v) => v.stock !== undefined)
          .map((v) => [v.id, Math.max(0, v.stock! - (sold.get(v.id) ?? 0))] as const),
      ),
    );
    const products = shop.demo.map((p, i) => toApiProduct(p, i, stock, origin));
    const findVariant = (variantId: string) => {
      for (const product of products) {
        const variant = product.variants.find((v) => v.id === variantId);
        if (variant) return { product, variant };
      }
      return shop.cafe.get(variantId);
    };
    return { origin, storeName: shop.storeName, products, findVariant };
  };
  type ShopView = ReturnType<typeof view>;

  /** What the store charges for `items`: minor units, in the first line's currency (the demo sells in one). */
  const charge = (shop: ShopView, items: Session['items']) => {
    let minor = 0;
    let currency: CurrencyInfo | undefined;
    for (const { variantId, quantity } of items) {
      const found = shop.findVariant(variantId);
      if (!found) continue;
      const priced = priceVariant(found.variant);
      minor += effectiveCents(priced) * quantity;
      currency ??= priced.currency_info;
    }
    return { minor, currency };
  };

  /** A session's lines and total, as the payment page shows them. */
  const summarize = (shop: ShopView, session: Session) => {
    const lines = session.items.map(({ variantId, quantity }) => {
      const found = shop.findVariant(variantId);
      // A catalogue edit may have removed what an open session holds.
      if (!found) return { title: `${variantId} (no longer sold)`, quantity, cents: 0, currency: undefined };
      const priced = priceVariant(found.variant);
      const cents = effectiveCents(priced) * quantity;
      return { title: `${found.product.title} (${priced.title})`, quantity, cents, currency: priced.currency_info };
    });
    const { minor: total, currency } = charge(shop, session.items);
    return {
      storeName: shop.storeName,
      sessionId: session.id,
      lines: lines.map((l) => ({
        title: l.title,
        quantity: l.quantity,
        amount: formatMoney(l.cents, l.currency ?? currency),
      })),
      total: formatMoney(total, currency),
    };
  };

  /** Why these lines cannot be bought now, or null. Stock is checked over the whole order: two lines of one variant count together. */
  const refuseOrder = (shop: ShopView, items: readonly CheckoutLine[]): OrderRefusal | null => {
    const wanted = new Map<string, number>();
    for (const [i, { variantId, quantity }] of items.entries()) {
      const found = shop.findVariant(variantId);
      if (!found) return { status: 400, message: `items[${i}]: unknown variant ${JSON.stringify(variantId)}` };
      if (!found.product.purchasable)
        return { status: 400, message: `items[${i}]: ${found.product.title} is not purchasable` };
      wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
    }
    for (const [variantId, quantity] of wanted) {
      const { variant } = shop.findVariant(variantId)!;
      const left = variant.inventory_quantity ?? 0;
      if (variant.manage_inventory && quantity > left)
        return { status: 409, message: `not enough stock for ${variantId}: ${left} left` };
    }
    return null;
  };

  return {
    view,
    charge,
    summarize,
    refuseOrder,
    /** A paid session's lines leave the stock. */
    sell: (items: Session['items']) => {
      for (const { variantId, quantity } of items) sold.set(variantId, (sold.get(variantId) ?? 0) + quantity);
    },
    /** Every sale forgotten: stock as the catalogue has it. */
    reset: () => void (sold = new Map()),
  };
}

export type Shop = ReturnType<typeof createShop>;
export type ShopView = ReturnType<Shop['view']>;
