import { isIsoDay } from '../../site/core/lib/dates.ts';
import { formatMoney } from '../../site/core/commerce/money.ts';
import { isPlainObject, itemName } from './json-values.ts';

/**
 * The fields a schema counts in money, by the `unit` keyword (scripts/validate/create-ajv.ts):
 * "paise" for the menu's prices, "rupees" for whole-rupee prices. Keyed by property name, which is
 * enough to say "₹310" rather than "31000" in a summary.
 */
export type MoneyFields = ReadonlyMap<string, 'paise' | 'rupees'>;

export function moneyFieldsOf(schema: unknown): MoneyFields {
  const found = new Map<string, 'paise' | 'rupees'>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const n of node) walk(n);
    else if (isPlainObject(node)) {
      if (isPlainObject(node.properties))
        for (const [key, prop] of Object.entries(node.properties))
          if (isPlainObject(prop) && (prop.unit === 'paise' || prop.unit === 'rupees')) found.set(key, prop.unit);
      for (const v of Object.values(node)) walk(v);
    }
  };
  walk(schema);
  return found;
}

const INR = { code: 'INR' };

/** A value as staff read it: "₹310", "“Masala Chai”", "yes", "nothing". */
export function valueWords(value: unknown, unit?: 'paise' | 'rupees'): string {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'number' && unit) {
    const minor = unit === 'rupees' ? value * 100 : value;
    return formatMoney(minor, INR, { decimals: minor % 100 === 0 ? 0 : 2 });
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A date as people write it: "30 Nov 2026".
  if (typeof value === 'string' && isIsoDay(value))
    return new Date(`${value}T12:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  if (typeof value === 'string') return `“${value.length > 40 ? `${value.slice(0, 39)}…` : value}”`;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  const named = itemName(value);
  if (named) return `“${named}”`;
  return 'a group of fields';
}
