import { MENU_CATEGORY_ORDER, type DietTag, type MenuCatalog, type MenuItem } from '../../site/core/catalog/menu.ts';
import { INR } from '../../site/core/commerce/money.ts';
import { dishDiet } from '../../site/core/lib/diet-tags.ts';
import { absoluteUrl } from './absolute-url.ts';

/**
 * The diet tags schema.org has a RestrictedDiet for, exactly: not Jain (HinduDiet is another
 * diet), nor non-veg, egg, nuts or spicy, which no value says.
 */
export const SCHEMA_DIETS: Partial<Record<DietTag, string>> = {
  veg: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

/** What a dish is suitable for: its tags' diets, and vegetarian for any dish on a veg list. One is written alone, several as a list. */
function suitableForDiet(item: MenuItem, onVegList: boolean): string | string[] | undefined {
  const tags = dishDiet(onVegList ? ['veg', ...(item.diet ?? [])] : item.diet);
  const diets = tags.flatMap((tag) => SCHEMA_DIETS[tag] ?? []);
  return diets.length > 1 ? diets : diets[0];
}

/** One dish: its name, note ("Large") and price, which menu.json keeps in paise. */
const menuItem = (item: MenuItem, onVegList: boolean) => ({
  '@type': 'MenuItem',
  name: item.name,
  description: item.description,
  // A dish in sizes offers each, named by its size.
  offers: item.variants
    ? item.variants.map((size) => ({
        '@type': 'Offer',
        name: size.label,
        price: size.price / 100,
        priceCurrency: INR.code,
      }))
    : { '@type': 'Offer', price: (item.price ?? 0) / 100, priceCurrency: INR.code },
  suitableForDiet: suitableForDiet(item, onVegList),
});

export interface MenuLdInput {
  menu: MenuCatalog;
  /** The menu page's title, e.g. "Menu · The Clay Table". */
  name: string;
  siteUrl?: string;
}

/**
 * menu.json as a schema.org Menu: a section per category, in the order of the menu's tabs; a category split
 * into veg and non-veg has a sub-section for each. Each dish is suitable for the diets its tags name
 * (SCHEMA_DIETS), and a veg list's dishes are vegetarian.
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
              {
                '@type': 'MenuSection',
                name: labels.veg,
                hasMenuItem: category.veg.map((item) => menuItem(item, true)),
              },
              {
                '@type': 'MenuSection',
                name: labels.nonVeg,
                hasMenuItem: category.nonVeg.map((item) => menuItem(item, false)),
              },
            ],
          }),
    })),
  };
}
