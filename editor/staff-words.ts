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
    for (const key of [
      'name',
      'title',
      'heading',
      'question',
      'label',
      'text',
      'quote',
      'author',
      'id',
      'date',
      'path',
      'src',
    ]) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return itemLabel(value, index);
      if (typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).src === 'string')
        continue;
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

/** A time of day as the status line says it: "4:05 pm". */
const timeOf = (at: number | string) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** What a file's status line says of its draft, its saves and its versions (editor/file-screen.tsx). */
export const SAVE_WORDS = {
  offline:
    'The editor’s server did not answer: is kiln edit still running in its terminal? Your changes are kept in this browser.',
  draftBack: (at: number) => `Your unsaved changes from ${timeOf(at)} are back. Save them, or discard the draft.`,
  unchanged: 'Nothing changed, so nothing was written.',
  typedSince: (said: string) => `${said} What you typed since is not saved yet.`,
  refused: (file: string, problems: number) =>
    `Not saved: ${file} has ${count(problems, 'problem')} (listed above). Your changes are kept in this browser as a draft.`,
  saved: (file: string) => `Saved ${file} at ${timeOf(Date.now())}. The preview shows it once the site is rebuilt.`,
  keptAsDraft: (message: string) => `${message} Your changes are kept in this browser as a draft.`,
  notSaved: (message: string) => `Not saved: ${message}`,
  notSetAside: (why: string) => `Your draft was not set aside, so it is still here: ${why}`,
  discarded: 'Draft discarded. It is kept under Versions, should you want it back.',
  notRestored: (message: string) => `Not restored: ${message}`,
  nothingToUndo: 'There is no earlier save of this file to go back to.',
  undone: (file: string, savedAt: string) => `Undone: ${file} is back as it was before the save at ${timeOf(savedAt)}.`,
  restored: (file: string, savedAt: string) => `Restored the version of ${file} kept at ${timeOf(savedAt)}.`,
  loadedFromDisk: (file: string) => `Loaded ${file} as it is on disk. Your draft is kept under Versions.`,
  conflictClosed: 'Not saved. Your changes are kept in this browser as a draft.',
  unsaved: 'Unsaved changes (kept in this browser).',
  allSaved: 'Everything is saved.',
  couldNotOpen: (file: string, status: number) => `${file} could not be opened (${status}).`,
};
