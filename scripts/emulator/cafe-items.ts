import type { MenuCatalog } from '../../site/core/catalog/menu.ts';
import type { PackagesCatalog } from '../../site/core/catalog/packages.ts';
import type { StoreProduct, StoreVariant } from '../../site/core/commerce/types.ts';
import type { StaticCartItem } from '../../site/core/commerce/cart.ts';
import { cafeCartItems } from '../../site/core/commerce/cafe-cart-items.ts';
import { INR } from '../../site/core/commerce/money.ts';

/**
 * The café's menu items and packages as products of the commerce API, keyed by variant id, so
 * a cart of dishes can be paid online too. A real deployment lists them in its store; the
 * emulator takes them from the catalogue, priced exactly as the site's cart buttons are.
 */
export function cafeItems(
  menu: MenuCatalog,
  packages: PackagesCatalog | undefined,
): Map<string, { product: StoreProduct; variant: StoreVariant }> {
  return new Map(cafeCartItems(menu, packages).map((item) => [item.variant.id, toApi(item)]));
}

function toApi({ product, variant }: StaticCartItem): { product: StoreProduct; variant: StoreVariant } {
  const apiVariant: StoreVariant = {
    id: variant.id,
    title: variant.title,
    prices: [{ amount: variant.price_in_cents, sale_amount: null, currency_code: 'inr', currency: { ...INR } }],
    manage_inventory: false,
  };
  return {
    product: { id: product.id, title: product.title, purchasable: true, variants: [apiVariant] },
    variant: apiVariant,
  };
}
