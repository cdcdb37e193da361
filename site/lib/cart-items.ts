import type { MenuItem } from '../catalog/menu.ts';
import type { PackageItem } from '../catalog/packages.ts';
import { formatRupees, rupeesToPaise } from './format-price.ts';

/** SPEC §3 "Cart product/variant for menu and package items". */
export interface StaticCartItem {
  product: { id: string; title: string; image: string };
  variant: {
    id: string;
    title: string;
    price_in_cents: number;
    sale_price_in_cents: null;
    price_formatted: string;
    sale_price_formatted: null;
    currency_info: { code: 'INR'; symbol: '₹' };
    manage_inventory: false;
  };
}

export const MENU_VARIANT_FALLBACK = 'Standard';
export const PACKAGE_VARIANT_FALLBACK = 'Standard Package';

// Ids are namespaced so a menu item and a package can never share a cart line.
const staticItem = (id: string, title: string, image: string, variantTitle: string, paise: number): StaticCartItem => ({
  product: { id, title, image },
  variant: {
    id,
    title: variantTitle,
    price_in_cents: paise,
    sale_price_in_cents: null,
    price_formatted: formatRupees(paise, { decimals: 2 }),
    sale_price_formatted: null,
    currency_info: { code: 'INR', symbol: '₹' },
    manage_inventory: false,
  },
});

/** A menu item (price in paise) as a cart product/variant; `image` is a public URL. */
export const menuCartItem = (item: MenuItem, image: string): StaticCartItem =>
  staticItem(`menu-${item.id}`, item.name, image, item.description || MENU_VARIANT_FALLBACK, item.price);

/**
 * The per-person price a package goes into the cart at (rupees): its single price, else the
 * adult price — the one a guest would see first on the card.
 */
export const packageUnitPrice = (pkg: PackageItem): number => pkg.price ?? pkg.priceAdult ?? pkg.priceKid ?? 0;

/** A package (prices in rupees) as a cart product/variant; `image` is a public URL. */
export const packageCartItem = (pkg: PackageItem, image: string): StaticCartItem =>
  staticItem(`package-${pkg.id}`, pkg.subTitle, image, pkg.note || PACKAGE_VARIANT_FALLBACK, rupeesToPaise(packageUnitPrice(pkg)));
