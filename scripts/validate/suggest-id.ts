/**
 * The patterns catalogue ids follow in the schemas ("peri-peri-fries"; store.json's, from the
 * commerce API, a little looser): a message words them rather than print the pattern.
 */
export const ID_PATTERNS: ReadonlySet<string> = new Set(['^[a-z0-9]+(-[a-z0-9]+)*$', '^[a-z0-9][a-z0-9-]*$']);

/**
 * The id staff most likely meant by `value`: "Peri Peri Fries", "periPeriFries" and "Crème_Brûlée"
 * become "peri-peri-fries", "peri-peri-fries" and "creme-brulee". Undefined when nothing is left.
 */
export function suggestId(value: string): string | undefined {
  const id = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // accents off: é → e
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2') // camelCase → camel-case
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? undefined : id;
}
