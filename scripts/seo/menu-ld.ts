import { MENU_CATEGORY_ORDER, type MenuCatalog, type MenuItem } from '../../site/catalog/menu.ts';
import { INR } from '../../site/commerce/money.ts';
import { absoluteUrl } from './absolute-url.ts';

const VEGETARIAN = 'https://schema.org/VegetarianDiet';

/** One dish: its name, note ("Large") and price, which menu.json keeps in paise. */
const menuItem = (item: MenuItem, vegetarian: boolean) => ({
  '@type': 'MenuItem',
  name: item.name,
  description: item.description,
  offers: { '@type': 'Offer', price: item.price / 100, priceCurrency: INR.code },
  suitableForDiet: vegetarian ? VEGETARIAN : undefined,
});

export interface MenuLdInput {
  menu: MenuCatalog;
  /** The menu page's title, e.g. "Menu · The Clay Table". */
  name: string;
  siteUrl?: string;
}

/**
 * menu.json as a schema.org Menu: a section per category, in the order of the menu's tabs; a category split
 * into veg and non-veg has a sub-section for each, and its veg dishes are marked vegetarian.
 */
export function menuLd({ menu, name, siteUrl }: MenuLdInput) {
  const { labels } = menu;
  return {
    '@type': 'Menu',
    '@id': absoluteUrl(siteUrl, '/menu#menu'),
    name,
    url: absoluteUrl(siteUrl, '/menu'),
    hasMenuSection: MENU_CATEGORY_ORDER.map((id) => menu.categories[id]).map((category) => ({
      '@type': 'MenuSection',
      name: category.label,
      description: category.intro,
      ...('items' in category
        ? { hasMenuItem: category.items.map((item) => menuItem(item, false)) }
        : {
            hasMenuSection: [
              { '@type': 'MenuSection', name: labels.veg, hasMenuItem: category.veg.map((item) => menuItem(item, true)) },
              { '@type': 'MenuSection', name: labels.nonVeg, hasMenuItem: category.nonVeg.map((item) => menuItem(item, false)) },
            ],
          }),
    })),
  };
}
