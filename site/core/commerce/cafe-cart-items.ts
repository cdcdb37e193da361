import { type MenuCatalog, menuDishes } from '../catalog/menu.ts';
import type { PackagesCatalog } from '../catalog/packages.ts';
import { menuCartItems, packageCartItem, type StaticCartItem } from './cart.ts';

/**
 * Every dish and package a guest can put in the cart, as the cart holds them: what the commerce
 * emulator sells (scripts/emulator/cafe-items.ts) and what the build publishes as the current
 * prices (commerce/published-prices.ts), so the two never disagree. Add-ons are booked with a
 * package, not bought on their own.
 */
export function cafeCartItems(menu: MenuCatalog | undefined, packages: PackagesCatalog | undefined): StaticCartItem[] {
  // A catalogue without menu.json sells no dishes.
  const dishes = menu ? menuDishes(menu) : [];
  // A catalogue without packages.json sells none.
  const groups = packages ? [packages.groups.corporate, packages.groups.party, packages.groups.alacarte] : [];
  return [
    ...dishes.flatMap((d) => menuCartItems(d, '')),
    ...groups.flatMap((g) => g.items.map((p) => packageCartItem(p, ''))),
  ];
}
