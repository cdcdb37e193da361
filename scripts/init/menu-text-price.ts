/** A price as written on a menu: the number, and what it is in paise. */
export interface WrittenPrice {
  written: string;
  paise: number;
  /** Four or more digits with no comma or decimals: "3200" may be ₹32 written in paise, or ₹3,200. */
  ambiguous: boolean;
  /** The size it is for, when the line names it: "Half 180 / Full 300". */
  label?: string;
}

/** Longer than any dish or heading: a paragraph pasted by mistake (and more than the patterns below should be asked to read). */
export const MAX_LINE = 200;

// "1,200" and "1,00,000" (Indian grouping), "32.50", "80".
const NUMBER = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
// ₹, Rs, Rs., INR or Rupees, never the end of a word ("Burgers 120" has no "rs" price mark).
const CURRENCY = String.raw`(?:₹|(?<![\p{L}\p{M}\d])(?:rs\.?|inr|rupees?)(?![\p{L}\p{M}]))`;
// One price: a currency mark before or after, and the "/-" that closes an amount on Indian menus.
const ONE = String.raw`(?:${CURRENCY}\s*)?(${NUMBER})(?:\s*\/-)?(?:\s*${CURRENCY})?`;
// What may stand between a name and its price: spaces, dot leaders, dashes, colons, bars, "@".
const LEADER = String.raw`[\s.\-–—:|@=]*`;

// The sizes menus name beside their prices: "Half 180 Full 300", "250 ml 60 / 500 ml 110".
const SIZE = String.raw`(?:half|full|quarter|small|medium|large|regular|single|double|mini|jumbo|family|\d+(?:\.\d+)?\s*(?:ml|l|ltr|litres?|g|gm|gms|grams?|kg|pcs?|pieces?))`;
/** "Half", "500 ml": a size as menus name one. */
export const isSizeLabel = (text: string): boolean => new RegExp(String.raw`^${SIZE}$`, 'iu').test(text.trim());

/** A size and its price; `group` is "(" to capture both, "(?:" to only match. */
const sizedPrice = (group: string) =>
  String.raw`${group}${SIZE})(?:\s*[:\-–—]\s*|\s*)(?:${CURRENCY}\s*)?${group}${NUMBER})(?:\s*\/-)?(?:\s*${CURRENCY})?`;
/** Two or more prices each after its size, at the end of a line. */
const SIZED_AT_END = new RegExp(
  // Each gap between two sized prices reads one way only ("\s*,?\s*" would read a space two ways, and a long line in exponential time).
  String.raw`^(.*?)${LEADER}(${sizedPrice('(?:')}(?:(?:\s*[/|,]\s*|\s+)${sizedPrice('(?:')})+)\s*$`,
  'iu',
);
const EVERY_SIZED = new RegExp(sizedPrice('('), 'giu');

/** "Lassi 60/90", "Paneer Tikka ..... Rs. 290", "Chicken 65 - 310/-": the prices at the end of a line. */
const AT_END = new RegExp(String.raw`^(.*?)${LEADER}${ONE}(?:\s*[/|]\s*${ONE})*\s*$`, 'iu');
/** "₹ 90 Idli Vada", "Masala Dosa ₹80 crisp": a price with its currency mark anywhere. */
const MARKED = new RegExp(String.raw`${CURRENCY}\s*(${NUMBER})(?:\s*\/-)?`, 'iu');
const EVERY_ONE = new RegExp(ONE, 'giu');

const toPrice = (written: string): WrittenPrice => {
  const plain = written.replaceAll(',', '');
  return {
    written,
    paise: Math.round(Number(plain) * 100),
    ambiguous: /^\d{4,}$/.test(written),
  };
};

/**
 * Takes the price or prices out of a menu line: what is left is the dish's name (untrimmed), or
 * undefined when the line has no price. A number inside a name ("Chicken 65") stays in it as long
 * as a price follows it.
 */
export function readPrices(line: string): { rest: string; prices: WrittenPrice[] } | undefined {
  if (line.length > MAX_LINE) return undefined;
  const sized = SIZED_AT_END.exec(line);
  if (sized?.[1] !== undefined && /[\p{L}]/u.test(sized[1])) {
    const prices = [...(sized[2] as string).matchAll(EVERY_SIZED)].map((m) => ({
      ...toPrice(m[2] as string),
      label: (m[1] as string).replace(/\s+/g, ' ').replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    }));
    return { rest: sized[1], prices };
  }
  const end = AT_END.exec(line);
  if (end?.[1] !== undefined && /[\p{L}]/u.test(end[1])) {
    const tail = line.slice(end[1].length);
    const prices = [...tail.matchAll(EVERY_ONE)].map((m) => toPrice(m[1] as string));
    return { rest: end[1], prices };
  }
  const marked = MARKED.exec(line);
  if (marked) {
    const rest = `${line.slice(0, marked.index)} ${line.slice(marked.index + marked[0].length)}`;
    if (/[\p{L}]/u.test(rest)) return { rest, prices: [toPrice(marked[1] as string)] };
  }
  return undefined;
}

/** A price cell of a CSV file: "80", "₹1,200", "60/90". */
export function readPriceCell(cell: string): WrittenPrice[] | undefined {
  const parsed = readPrices(`x ${cell}`);
  return parsed && parsed.rest.trim() === 'x' ? parsed.prices : undefined;
}
