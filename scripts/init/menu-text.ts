import type { DietTag } from '../../site/core/catalog/menu.ts';
import { type DishInput, MenuBuilder, type MenuFromTextResult, type MenuTextOptions } from './menu-text-builder.ts';
import { sectionMark, statedDiet } from './menu-text-diet.ts';
import { menuTextMessages as say } from './menu-text-messages.ts';
import { isSizeLabel, MAX_LINE, readPriceCell, readPrices } from './menu-text-price.ts';

export type { MenuFromTextResult, MenuTextOptions, MenuTextWarning } from './menu-text-builder.ts';
export { menuFromCsv } from './menu-text-csv.ts';

// "— Breads —", "== DOSAS ==", "*** Sweets ***", "[Drinks]": a heading framed by marks on both sides.
const FRAMED = /^[-–—=*#~_•·[]+\s*(.*?[\p{L}].*?)\s*[-–—=*#~_•·\]]+$/u;
// "Dosas:", "ದೋಸೆ :".
const COLON = /^(.*?[\p{L}].*?)\s*[:：]$/u;
// "1. ", "2) ", "• ", "- ", "* " before a dish.
const LIST_MARK = /^(?:[•·▪►*]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/u;
// "(veg)", "[NV]", "(2 pcs)".
const BRACKETS = /[([{]\s*([^()[\]{}]*?)\s*[)\]}]/gu;
// A diet written after the price: "Ghee Roast 120 veg", "Omelette ₹60 - egg".
const DIET_AFTER_PRICE = /(\d\s*(?:\/-)?)\s*[-–—|,]?\s*(non[\s-]?veg|veg|nv|egg|vegan|jain)\.?\s*$/iu;
// Spaces, dot leaders and dashes left around a name once its price is gone.
const EDGES = /^[\s.\-–—:|@=*•,]+|[\s.\-–—:|@=*•,]+$/gu;

const tidy = (text: string) => text.replace(EDGES, '').replace(/\s+/g, ' ').trim();

/** A line as typed, without emoji and WhatsApp's *bold* and ~strike~ marks, which say nothing about the menu. */
const plain = (text: string) =>
  text
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu, '')
    .replace(/(?<=\S)[*~]+(?=\s|$)|(?<=^|\s)[*~]+(?=\S)/gu, '')
    // Devanagari and Kannada digits are the same prices: "८०" is 80.
    .replace(/[\u{0966}-\u{096F}\u{0CE6}-\u{0CEF}]/gu, (d) => String(((d.codePointAt(0) as number) & 0xf) - 6))
    // A dot leader of any length is one gap (and a long one cannot slow the reading down).
    .replace(/[.·…_]{2,}|\s{2,}/g, ' ')
    .trim();

/** A heading's words, and what it says in brackets ("BREAKFAST (7am - 11am)"): the tab's introduction. */
function headingParts(line: string): { head: string; intro?: string } {
  const intros: string[] = [];
  const head = line.replace(BRACKETS, (_, inside: string) => {
    if (inside.trim()) intros.push(inside.trim());
    return ' ';
  });
  return { head: head.trim(), ...(intros.length ? { intro: intros.join(', ') } : {}) };
}

/** A line's dish, if it has a price: its name, prices, the diet and note written in brackets. */
function dishOf(line: string): DishInput | undefined {
  const stated: DietTag[] = [];
  const notes: string[] = [];
  const bare = line.replace(LIST_MARK, '');
  // "(Half) 180 (Full) 300": sizes in brackets still name the prices after them; one alone is a note.
  const sizes = [...bare.matchAll(BRACKETS)].filter((m) => isSizeLabel(m[1] as string)).length >= 2;
  let text = bare.replace(BRACKETS, (_, inside: string) => {
    if (sizes && isSizeLabel(inside)) return ` ${inside} `;
    const tags = inside.split(/\s*[,/+&]\s*/).map(statedDiet);
    if (inside && tags.every((t) => t)) stated.push(...(tags as DietTag[]));
    else if (inside.trim()) notes.push(inside.trim());
    return ' ';
  });
  text = text.replace(DIET_AFTER_PRICE, (_, price: string, diet: string) => {
    stated.push(statedDiet(diet) as DietTag);
    return price;
  });
  const read = readPrices(text.trim());
  if (!read) return undefined;
  const name = tidy(read.rest);
  if (!name) return undefined;
  return { name, prices: read.prices, stated, ...(notes.length ? { note: notes.join(', ') } : {}) };
}

/** A heading the owner marked as one (framed, a colon, all capitals), as its label; or undefined. */
function markedHeading(line: string): string | undefined {
  const framed = FRAMED.exec(line) ?? COLON.exec(line);
  if (framed?.[1]) return tidy(framed[1]);
  const latin = line.replace(/[^A-Za-z]/g, '');
  if (latin.length >= 2 && latin === latin.toUpperCase() && !/\d/.test(line)) return tidy(line);
  return undefined;
}

/**
 * A menu as owners paste it (headings, then "Masala Dosa 80", "Ghee Roast — ₹120 (veg)") into
 * menu.json's categories. Nothing is guessed silently: each guess is a warning at its line.
 */
export function menuFromText(text: string, options?: MenuTextOptions): MenuFromTextResult {
  const menu = new MenuBuilder(options);
  const lines = text.split(/\r\n|\r|\n/).map((raw, i) => ({ line: i + 1, text: raw, trimmed: raw.trim() }));
  // Lines of only marks ("-----", "*****") separate; they say nothing.
  const content = lines
    .map((l) => ({ ...l, trimmed: plain(l.trimmed) }))
    .filter((l) => /[\p{L}\p{N}]/u.test(l.trimmed));
  // A name whose price is alone on the next line, as menus copied from delivery apps have them.
  let waiting: (typeof content)[number] | undefined;
  content.forEach((at, i) => {
    const where = { line: at.line, text: at.text };
    if (at.trimmed.length > MAX_LINE) {
      menu.warn(where, say.tooLong(MAX_LINE));
      waiting = undefined;
      return;
    }
    if (readPriceCell(at.trimmed)) {
      const dish = waiting && dishOf(`${waiting.trimmed} ${at.trimmed}`);
      if (waiting && dish) menu.dish(dish, { line: waiting.line, text: waiting.text });
      else menu.warn(where, say.priceWithoutDish(at.trimmed));
      waiting = undefined;
      return;
    }
    waiting = undefined;
    const { head, intro } = headingParts(at.trimmed);
    const marked = markedHeading(head);
    const dish = dishOf(at.trimmed);
    const next = content[i + 1];
    // "MASALA DOSA" then "₹80": a name, in capitals or not, whose price is on the next line.
    if (!dish && !FRAMED.test(head) && !COLON.test(head) && next && readPriceCell(next.trimmed)) {
      waiting = at;
      return;
    }
    // A framed or colon-ended line is a heading even with a number in it ("Combos for 2:").
    if (marked !== undefined && (!dish || FRAMED.test(head) || COLON.test(head))) {
      heading(marked, where, false, intro);
      return;
    }
    if (dish) {
      menu.dish(dish, where);
      return;
    }
    const label = tidy(head.replace(LIST_MARK, ''));
    const nextOpensList =
      next !== undefined &&
      (dishOf(next.trimmed) !== undefined ||
        sectionMark(markedHeading(headingParts(next.trimmed).head) ?? next.trimmed) !== undefined);
    if (sectionMark(label) || nextOpensList) heading(label, where, !sectionMark(label), intro);
    else menu.warn(where, say.noPrice(tidy(at.trimmed)));
  });
  return menu.finish();

  function heading(label: string, at: { line: number; text: string }, guessed: boolean, intro?: string) {
    const mark = sectionMark(label);
    if (mark) return menu.section(label, mark, at);
    if (guessed) menu.warn(at, say.maybeHeading(label));
    menu.category(label, at, intro);
  }
}
