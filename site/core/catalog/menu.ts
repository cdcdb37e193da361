import type { MenuCatalog, MenuCategory, MenuItem, MenuSection } from './generated/menu.ts';

export type {
  DietFilterWords,
  DietTag,
  DishPhoto,
  FoodMark,
  MenuCatalog,
  MenuCategory,
  MenuItem,
  MenuSection,
  Size,
  WhenItIsServed,
} from './generated/menu.ts';

/** One list of a tab's dishes: a section, or the whole of a tab without sections (no heading, no id of its own). */
export type DishList = Pick<MenuSection, 'items'> & Partial<Omit<MenuSection, 'items'>>;

/** A tab's lists of dishes, in order: its sections, or its one list. */
export const dishLists = (category: MenuCategory): DishList[] => category.sections ?? [{ items: category.items }];

/** Every dish of the menu, tab by tab, section by section. */
export const menuDishes = (menu: MenuCatalog): MenuItem[] =>
  menu.categories.flatMap((category) => dishLists(category).flatMap((list) => list.items));
