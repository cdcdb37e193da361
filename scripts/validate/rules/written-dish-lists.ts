import { isRecord } from '../../../site/core/lib/is-record.ts';

/** One list of dishes as menu.json writes it: its place in the file, its dishes, and its section (empty for a tab's one list). */
export interface WrittenDishList {
  at: (string | number)[];
  items: unknown[];
  section: Record<string, unknown>;
}

/**
 * Each list of dishes in menu.json as parsed, before its schema is passed: a tab's sections, or
 * its one list. What is not a list of dishes is left out, for the schema to report.
 */
export function writtenDishLists(menu: unknown): WrittenDishList[] {
  if (!isRecord(menu) || !Array.isArray(menu.categories)) return [];
  return menu.categories.flatMap((category, c) => {
    if (!isRecord(category)) return [];
    if (Array.isArray(category.sections))
      return category.sections.flatMap((section, s) =>
        isRecord(section) && Array.isArray(section.items)
          ? [{ at: ['categories', c, 'sections', s, 'items'], items: section.items, section }]
          : [],
      );
    return Array.isArray(category.items)
      ? [{ at: ['categories', c, 'items'], items: category.items, section: {} }]
      : [];
  });
}
