/**
 * A field's name as staff read it, where its schema gives no `title`: "mainCourse" → "Main course",
 * "ctaHref" → "Button link", "faq" stays "Faq". The schemas' descriptions carry the rest.
 */
export function labelOf(name: string): string {
  const known = PLAIN[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names from the web's own words, said plainly. */
const PLAIN: Record<string, string> = {
  href: 'Link address',
  src: 'Picture file',
  alt: 'Picture description (read aloud)',
  cta: 'Button',
  ctaLabel: 'Button text',
  ctaHref: 'Button link',
};

/** What a list item is called in its heading: its name or title, else "Item 4". */
export function itemLabel(item: unknown, index: number): string {
  if (typeof item === 'string' && item.trim()) return item.length > 60 ? `${item.slice(0, 57)}…` : item;
  if (typeof item === 'object' && item !== null) {
    const record = item as Record<string, unknown>;
    for (const key of ['name', 'title', 'heading', 'question', 'label', 'text', 'quote', 'author', 'id', 'date', 'path', 'src']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return itemLabel(value, index);
      if (typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).src === 'string') continue;
    }
  }
  return `Item ${index + 1}`;
}

/** "1 problem", "3 problems". */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A file's description without the file name some schemas open with ("catalog/about.json: the /about page…" → "The /about page…"). */
export function aboutFile(description: string): string {
  const text = description.replace(/^catalog\/[\w-]+\.json:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
