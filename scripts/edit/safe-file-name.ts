import { transliterateIndic } from './transliterate-indic.ts';

/**
 * A file's name made safe to keep in catalog/images/ and to write in a catalogue: its last path
 * segment, without its extension, in lowercase ASCII letters, digits and single dashes, at most 60
 * characters ("My Photo (1).JPG" → "my-photo-1", "Café Crème.png" → "cafe-creme"); "photo" when
 * nothing is left. Hindi and Kannada are spelled in Latin letters ("पनीर टिक्का.jpg" → "paneer-tikka");
 * a name in another script leaves nothing, and then `fallback` (the list item's own name) is used.
 * The extension is the caller's, from what the file really is.
 */
export function safeFileName(name: string, fallback = ''): string {
  return safeBase((name.split(/[\\/]/).at(-1) ?? '').replace(/\.[^.]*$/, '')) || safeBase(fallback) || 'photo';
}

function safeBase(name: string): string {
  return transliterateIndic(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}
