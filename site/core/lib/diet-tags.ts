import type { DietTag } from '../catalog/menu.ts';

/** The tags of menu.schema.json's enum, in its order: the filter's choices and a dish's tags are shown in it. */
export const DIET_TAGS: readonly DietTag[] = [
  'veg',
  'non-veg',
  'egg',
  'vegan',
  'jain',
  'gluten-free',
  'contains-nuts',
  'spicy',
];

/**
 * The words of menu.json's `labels.diet` the filter's script puts in (sections/MenuDietFilter.tsx ↔
 * client/init-diet-filters.ts), as a list: keys would cost the page bytes.
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

/** The prefix of a choice that asks for dishes without a tag (menu.json's `labels.diet.without`): "no-contains-nuts" is "No nuts". */
export const WITHOUT = 'no-';

/**
 * Whether a dish with these tags (dishDiet's) is one a guest who ticked `chosen` asked for. The
 * kinds of diet (menu.json's `labels.diet.kinds`: veg, egg…) are alternatives, so any ticked one
 * will do ("Veg + Egg" shows both); every other tag is a need, so each ticked one must be met
 * ("Vegan + Gluten-free" shows dishes with both), and each "without" must be too ("No nuts" hides
 * every dish with nuts). Nothing ticked: every dish.
 */
export function matchesDiet(tags: readonly string[], chosen: readonly string[], kinds: readonly string[]): boolean {
  let kindAsked = false;
  let kindMet = false;
  for (const tag of chosen) {
    if (tag.startsWith(WITHOUT)) {
      if (tags.includes(tag.slice(WITHOUT.length))) return false;
    } else if (kinds.includes(tag)) {
      kindAsked = true;
      kindMet ||= tags.includes(tag);
    } else if (!tags.includes(tag)) return false;
  }
  return kindMet || !kindAsked;
}

/**
 * The tags in use as the filter offers them: kinds of diet (any of), then the rest (all of): the
 * tags a dish must have, and those offered as "without" (`without`'s keys).
 */
export function splitDiet<T extends string>(
  tags: readonly T[],
  kinds: readonly string[],
  without: readonly string[] = [],
) {
  return {
    kinds: tags.filter((tag) => kinds.includes(tag)),
    conditions: tags.filter((tag) => !kinds.includes(tag) && !without.includes(tag)),
    without: tags.filter((tag) => !kinds.includes(tag) && without.includes(tag)),
  };
}

/** How many dishes of each tab (each a list of dishes' tags) the choice leaves: the counts the tabs show. */
export const dietCounts = (
  tabs: readonly (readonly (readonly string[])[])[],
  chosen: readonly string[],
  kinds: readonly string[],
): number[] => tabs.map((dishes) => dishes.filter((tags) => matchesDiet(tags, chosen, kinds)).length);

/**
 * The tab to show for these counts: the one shown while it has dishes left, else the first that
 * has any, so `/menu?diet=jain` opens on the first tab with a Jain dish; the one shown if none has.
 */
export function tabWithDishes(counts: readonly number[], shown: number): number {
  if (counts[shown]) return shown;
  const first = counts.findIndex((count) => count > 0);
  return first === -1 ? shown : first;
}

/**
 * The tags any of these dishes carries (dishDiet's), in DIET_TAGS order: the filter offers only
 * those. One pass with nothing made per dish, as a long menu's thousands are each read through
 * `kiln dev`'s tracking (scripts/steps/run-units.ts).
 */
export function dietInUse(dishes: readonly { diet?: readonly DietTag[] }[]): DietTag[] {
  const used = new Set<DietTag>();
  for (const { diet } of dishes) {
    if (diet) for (const tag of diet) used.add(tag);
  }
  if (VEGETARIAN_KINDS.some((tag) => used.has(tag))) used.add('veg');
  return DIET_TAGS.filter((tag) => used.has(tag));
}

/** Every choice the filter can have ticked: a tag, or a tag's "without". */
const DIET_CHOICES: readonly string[] = [...DIET_TAGS, ...DIET_TAGS.map((tag) => WITHOUT + tag)];

/**
 * The choices a query string makes ("?diet=vegan,gluten-free,no-contains-nuts"; "+", spaces and
 * repeated `diet` read too): known ones only, each once, tags in DIET_TAGS order, then the
 * "without"s. A shared link with a typo still opens.
 */
export function dietFromQuery(search: string): string[] {
  const named = new URLSearchParams(search).getAll('diet').flatMap((value) => value.toLowerCase().split(/[\s,]+/));
  return DIET_CHOICES.filter((choice) => named.includes(choice));
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
