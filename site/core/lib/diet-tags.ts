import type { DietTag } from '../catalog/menu.ts';

/** The tags of menu.schema.json's enum, in its order: the filter's choices and a dish's tags are shown in it. */
export const DIET_TAGS: readonly DietTag[] = ['veg', 'non-veg', 'egg', 'vegan', 'jain', 'gluten-free', 'contains-nuts', 'spicy'];

/**
 * The words of menu.json's `labels.diet` the filter's script puts in (sections/MenuDietFilter.tsx ↔
 * client/diet-filter.ts), as a list: keys would cost the page bytes.
 */
export type DietFilterScript = [count: string, noneHere: string, join: string];

/** Tags that make a dish vegetarian as well: "Veg" finds a vegan dish whose staff ticked only "vegan". */
const VEGETARIAN_KINDS: readonly DietTag[] = ['vegan', 'jain'];

/** Everything a dish is, in DIET_TAGS order: its own tags, plus veg where vegan or jain says so. */
export function dishDiet(tags: readonly DietTag[] = []): DietTag[] {
  const all = new Set(tags);
  if (tags.some((tag) => VEGETARIAN_KINDS.includes(tag))) all.add('veg');
  return DIET_TAGS.filter((tag) => all.has(tag));
}

/** Whether a dish with these tags (dishDiet's) has every chosen one: choices combine, "Vegan + Gluten-free". */
export const matchesDiet = (tags: readonly string[], chosen: readonly string[]): boolean => chosen.every((tag) => tags.includes(tag));

/**
 * The tags any of these dishes carries (dishDiet's), in DIET_TAGS order: the filter offers only
 * those. One pass with nothing made per dish, as a long menu's thousands are each read through
 * `kiln dev`'s tracking (scripts/steps/build-units.ts).
 */
export function dietInUse(dishes: readonly { diet?: readonly DietTag[] }[]): DietTag[] {
  const used = new Set<DietTag>();
  for (const { diet } of dishes) {
    if (diet) for (const tag of diet) used.add(tag);
  }
  if (VEGETARIAN_KINDS.some((tag) => used.has(tag))) used.add('veg');
  return DIET_TAGS.filter((tag) => used.has(tag));
}

/**
 * The tags a query string chooses ("?diet=vegan,gluten-free"; "+", spaces and repeated `diet`
 * read too): known ones only, each once, in DIET_TAGS order. A shared link with a typo still opens.
 */
export function dietFromQuery(search: string): DietTag[] {
  const named = new URLSearchParams(search).getAll('diet').flatMap((value) => value.toLowerCase().split(/[\s,]+/));
  return DIET_TAGS.filter((tag) => named.includes(tag));
}

/**
 * `search` with its diet filter set to `chosen`, or taken out when nothing is chosen; any other
 * parameter is kept as it was. Commas are written as commas (URLSearchParams would write %2C),
 * so the address reads as it is shared: "?diet=vegan,gluten-free".
 */
export function queryWithDiet(search: string, chosen: readonly string[]): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && part.split('=')[0] !== 'diet');
  if (chosen.length) kept.push(`diet=${chosen.join(',')}`);
  return kept.length ? `?${kept.join('&')}` : '';
}
