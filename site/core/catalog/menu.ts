import type { MenuCategories } from './generated/menu.ts';

export type {
  DietFilterWords,
  DietTag,
  FlatMenuCategory,
  MenuCatalog,
  MenuCategories,
  MenuItem,
  Size,
  SplitMenuCategory,
} from './generated/menu.ts';

export type MenuCategoryId = keyof MenuCategories;

/** The tab order of SPEC §2.8. */
export const MENU_CATEGORY_ORDER: readonly MenuCategoryId[] = [
  'appetizer',
  'mainCourse',
  'hotCoffee',
  'coldCoffee',
  'milkShake',
  'desserts',
];
