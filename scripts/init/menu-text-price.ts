/** A price as written on a menu: the number, and what it is in paise. */
export interface WrittenPrice {
  written: string;
  paise: number;
  /** Four or more digits with no comma or decimals: "3200" may be ₹32 written in paise, or ₹3,200. */
  ambiguous: boolean;
}

// "1,200" and "1,00,000" (Indian grouping), "32.50", "80".
const NUMBER = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
// ₹, Rs, Rs., INR or Rupees, never the end of a word ("Burgers 120" has no "rs" price mark).
const CURRENCY = String.raw`(?:₹|(?<![\p{L}\p{M}\d])(?:rs\.?|inr|rupees?)(?![\p{L}\p{M}]))`;
// One price: a currency mark before or after, and the "/-" that closes an amount on Indian menus.
const ONE = String.raw`(?:${CURRENCY}\s*)?(${NUMBER})(?:\s*\/-)?(?:\s*${CURRENCY})?`;
// What may stand between a name and its price: spaces, dot leaders, dashes, colons, bars, "@".
const LEADER = String.raw`[\s.\-–—:|@=]*`;

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
