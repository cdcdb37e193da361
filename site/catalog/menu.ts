import type { Picture } from './common.ts';

/** One dish or drink. `price` is in paise (29000 = ₹290). */
export interface MenuItem {
  id: string;
  name: string;
  price: number;
  popular?: boolean;
  /** A short note shown beside the name, e.g. "Large". */
  description?: string;
}

/** What every category tab carries besides its items. */
interface MenuCategoryBase {
  /** The tab's label, e.g. "Appetizers". */
  label: string;
  intro: string;
  image: Picture;
}

/** Appetizers and main course list vegetarian and non-vegetarian dishes separately. */
export interface SplitMenuCategory extends MenuCategoryBase {
  veg: MenuItem[];
  nonVeg: MenuItem[];
}

export interface FlatMenuCategory extends MenuCategoryBase {
  items: MenuItem[];
}

export interface MenuCategories {
  appetizer: SplitMenuCategory;
  mainCourse: SplitMenuCategory;
  hotCoffee: FlatMenuCategory;
  coldCoffee: FlatMenuCategory;
  milkShake: FlatMenuCategory;
  desserts: FlatMenuCategory;
}

export type MenuCategoryId = keyof MenuCategories;

/** The tab order of SPEC §2.8. */
export const MENU_CATEGORY_ORDER: readonly MenuCategoryId[] = [
  'appetizer', 'mainCourse', 'hotCoffee', 'coldCoffee', 'milkShake', 'desserts',
];

/** catalog/menu.json: the café menu, one tab per category. */
export interface MenuCatalog {
  labels: {
    /** The tab list's accessible name. */
    tabs: string;
    veg: string;
    nonVeg: string;
    /** Read by screen readers beside the green and red marks. */
    vegMark: string;
    nonVegMark: string;
    /** Read by screen readers for the star. */
    popular: string;
    /** A line under the tabs explaining the star, marks and taxes. */
    legend: string;
    /** The visible text of each add button. */
    addButton: string;
    /** The button's accessible name; "{name}" is replaced with the item. */
    addToCart: string;
  };
  categories: MenuCategories;
}
