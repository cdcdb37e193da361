import { fieldWords, isPlainObject, itemName, sameValue } from './json-values.ts';
import { type MoneyFields, valueWords } from './value-words.ts';

/*
 * What changed in one catalogue file, in staff words, from its data before and after: never a
 * diff. Lists of named things (dishes, events, offers) are matched by name, so an item added or
 * removed is said as such; a value changed is said with the name of what holds it.
 */

/** One change, without the file's name: "Paneer Tikka ₹290 → ₹310", "added Diwali Clay Night". */
export function describeValueChanges(before: unknown, after: unknown, money: MoneyFields): string[] {
  const out: string[] = [];
  const walk = (context: string[], key: string | undefined, a: unknown, b: unknown) => {
    if (sameValue(a, b)) return;
    // Only the nearest named thing: "Paneer Tikka", not its category and section too.
    const where = (extra?: string) => [...context.slice(-1), ...(extra ? [extra] : [])].join(' › ');
    if (Array.isArray(a) && Array.isArray(b) && [...a, ...b].every((x) => itemName(x) !== undefined)) {
      const names = (list: unknown[]) => new Map(list.map((x) => [itemName(x)!, x]));
      const was = names(a);
      const now = names(b);
      for (const [name, item] of now) {
        if (!was.has(name)) out.push(`${where()}${context.length ? ': ' : ''}added ${name}`);
        else walk([...context, name], undefined, was.get(name), item);
      }
      for (const name of was.keys())
        if (!now.has(name)) out.push(`${where()}${context.length ? ': ' : ''}removed ${name}`);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      for (const [i, x] of a.entries()) walk(context, key, x, b[i]);
      return;
    }
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (k !== '$schema') walk(context, k, a[k], b[k]);
      return;
    }
    const unit = key ? money.get(key) : undefined;
    // A price says itself: "Paneer Tikka ₹290 → ₹310"; any other field is named.
    const label = unit && context.length ? where() : where(key ? fieldWords(key) : undefined);
    // A field filled in or emptied says so, rather than "nothing → …".
    const text =
      a === undefined || a === null
        ? `set to ${valueWords(b, unit)}`
        : b === undefined || b === null
          ? `removed (was ${valueWords(a, unit)})`
          : `${valueWords(a, unit)} → ${valueWords(b, unit)}`;
    out.push(label ? `${label} ${text}` : text);
  };
  walk([], undefined, before, after);
  return out;
}

/** At most `shown` changes joined with " · ", then "and N more". */
export function summaryLine(changes: readonly string[], shown = 5): string {
  if (changes.length <= shown) return changes.join(' · ');
  return `${changes.slice(0, shown).join(' · ')} · and ${changes.length - shown} more`;
}
