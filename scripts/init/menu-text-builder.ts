import type { DietTag, MenuCategory, MenuItem, MenuSection } from '../../site/core/catalog/menu.ts';
import { dietFromName } from './menu-text-diet.ts';
import { menuTextMessages as say } from './menu-text-messages.ts';
import type { WrittenPrice } from './menu-text-price.ts';

/** A guess or a gap to show the owner, at the line of the paste (or the row of the CSV) it is about. */
export interface MenuTextWarning {
  line: number;
  text: string;
  message: string;
}

export interface MenuFromTextResult {
  /** The menu's tabs, as menu.json's `categories`. */
  categories: MenuCategory[];
  warnings: MenuTextWarning[];
}

export interface MenuTextOptions {
  /** The tab for dishes that come before any heading. */
  defaultCategory?: string;
  /** The names given to a dish's sizes when a line has several prices, in order. */
  sizeLabels?: string[];
}

/** Where a line is: its number (from 1) and its words as pasted. */
export interface LineAt {
  line: number;
  text: string;
}

export interface DishInput {
  name: string;
  prices: WrittenPrice[];
  /** Tags the owner wrote outright: "(veg)", a Diet column. */
  stated: DietTag[];
  note?: string;
}

type Mark = 'veg' | 'non-veg';
const KINDS: DietTag[] = ['veg', 'non-veg', 'egg', 'vegan', 'jain'];
const AGAINST: Record<Mark, DietTag[]> = { veg: ['non-veg', 'egg'], 'non-veg': ['veg', 'vegan', 'jain'] };

/** Lowercase words joined by dashes, from the Latin letters and digits of a text ("Café Latte" → "cafe-latte"). */
export const slugOf = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const unique = (base: string, taken: Set<string>): string => {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
};

interface OpenCategory extends LineAt {
  id: string;
  label: string;
  intro?: string;
  items: MenuItem[];
  sections?: (MenuSection & LineAt)[];
  sectionIds: Set<string>;
}

/** Builds menu.json's categories from headings and dishes met in order, noting every guess. */
export class MenuBuilder {
  readonly warnings: MenuTextWarning[] = [];
  private readonly categories: OpenCategory[] = [];
  private readonly categoryIds = new Set<string>();
  private readonly dishIds = new Set<string>();
  private dishCount = 0;
  private readonly defaultCategory: string;
  private readonly sizeLabels: string[];

  constructor(options: MenuTextOptions = {}) {
    this.defaultCategory = options.defaultCategory ?? 'Menu';
    this.sizeLabels = options.sizeLabels ?? ['Regular', 'Large'];
  }

  warn(at: LineAt, message: string): void {
    this.warnings.push({ line: at.line, text: at.text, message });
  }

  /** A new tab. */
  category(label: string, at: LineAt, intro?: string): void {
    const slug = slugOf(label);
    // A tab's id is its address, /menu#id, and must start with a letter.
    const base = slug === '' ? `cat-${this.categories.length + 1}` : /^[a-z]/.test(slug) ? slug : `cat-${slug}`;
    const id = unique(base, this.categoryIds);
    this.categories.push({ ...at, id, label, ...(intro ? { intro } : {}), items: [], sectionIds: new Set() });
  }

  /** A list within the current tab: Veg or Non-veg (with India's food mark), or any other ("Breads"). */
  section(label: string, mark: Mark | undefined, at: LineAt): void {
    const category = this.current(at);
    if (!category.sections) {
      category.sections = [];
      if (category.items.length > 0) {
        this.warn(at, say.dishesBeforeSection(category.label));
        const base = slugOf(category.label);
        const id = unique(/^[a-z]/.test(base) ? base : 'other', category.sectionIds);
        category.sections.push({
          line: category.line,
          text: category.text,
          id,
          label: category.label,
          items: category.items,
        });
        category.items = [];
      }
    }
    const slug = slugOf(label);
    const id = unique(mark ?? (/^[a-z]/.test(slug) ? slug : 'section'), category.sectionIds);
    category.sections.push({ ...at, id, label, ...(mark ? { mark } : {}), items: [] });
  }

  dish(input: DishInput, at: LineAt): void {
    const category = this.current(at);
    const section = category.sections?.at(-1);
    this.dishCount++;
    const base = slugOf(input.name) || `dish-${this.dishCount}`;
    const item: MenuItem = { id: unique(base, this.dishIds), name: input.name } as MenuItem;

    const [first] = input.prices;
    if (input.prices.length === 1 && first) item.price = first.paise;
    else {
      // Sizes the line names are the owner's; sizes it does not name are a guess to confirm.
      const named = input.prices.every((p) => p.label);
      const labels = input.prices.map((p, i) => (named ? p.label : undefined) ?? this.sizeLabels[i] ?? `Size ${i + 1}`);
      const ids = new Set<string>();
      item.variants = input.prices.map((price, i) => ({
        id: unique(slugOf(labels[i] as string) || `size-${i + 1}`, ids),
        label: labels[i] as string,
        price: price.paise,
      }));
      if (!named) this.warn(at, say.sizes(input.name, labels));
    }
    for (const price of input.prices) if (price.ambiguous) this.warn(at, say.ambiguousPrice(price.written));
    if (input.note) item.note = input.note;

    const diet = this.diet(input, section?.mark, section?.label ?? '', at);
    if (diet.length > 0) item.diet = diet;
    (section ?? category).items.push(item);
  }

  /** The diet tags of a dish: what the owner wrote, else its list's food mark, else a guess from its name. */
  private diet(input: DishInput, mark: Mark | undefined, sectionLabel: string, at: LineAt): DietTag[] {
    let tags = [...new Set(input.stated)];
    const guess = dietFromName(input.name);
    if (mark) {
      const against = tags.find((t) => AGAINST[mark].includes(t));
      if (against) {
        this.warn(at, say.dietAgainstSection(input.name, sectionLabel, against));
        tags = tags.filter((t) => !AGAINST[mark].includes(t));
      }
      if (!tags.some((t) => KINDS.includes(t))) {
        // An egg dish may sit on a Non-veg list (not vegetarian, though it has no meat).
        if (mark === 'non-veg' && guess?.tag === 'egg') {
          this.warn(at, say.dietFromWord(input.name, guess.tag, guess.word));
          return ['egg', ...tags];
        }
        if (guess && AGAINST[mark].includes(guess.tag))
          this.warn(at, say.dietAgainstSection(input.name, sectionLabel, guess.word));
        return [mark, ...tags];
      }
      return tags;
    }
    if (!tags.some((t) => KINDS.includes(t)) && guess) {
      this.warn(at, say.dietFromWord(input.name, guess.tag, guess.word));
      return [guess.tag, ...tags];
    }
    return tags;
  }

  /** The tab being filled, opening the default one for dishes before any heading. */
  private current(at: LineAt): OpenCategory {
    const last = this.categories.at(-1);
    if (last) return last;
    this.warn(at, say.noHeading(this.defaultCategory));
    this.category(this.defaultCategory, at);
    return this.categories.at(-1) as OpenCategory;
  }

  /** The finished tabs: a heading with no dishes under it is no tab (and said so). */
  finish(): MenuFromTextResult {
    const categories: MenuCategory[] = [];
    for (const open of this.categories) {
      const tab = { id: open.id, label: open.label, ...(open.intro ? { intro: open.intro } : {}) };
      const sections = (open.sections ?? []).filter((s) => {
        if (s.items.length === 0) this.warn(s, say.emptyHeading(s.label));
        return s.items.length > 0;
      });
      if (sections.length > 0)
        categories.push({
          ...tab,
          sections: sections.map(({ id, label, mark, items }) => ({ id, label, ...(mark ? { mark } : {}), items })),
        });
      else if (open.items.length > 0) categories.push({ ...tab, items: open.items });
      else if (!open.sections) this.warn(open, say.emptyHeading(open.label));
    }
    if (categories.length === 0) this.warn({ line: 1, text: '' }, say.noDishes);
    const warnings = [...this.warnings].sort((a, b) => a.line - b.line);
    return { categories, warnings };
  }
}
