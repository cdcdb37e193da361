/**
 * A file's name made safe to keep in catalog/images/ and to write in a catalogue: its last path
 * segment, without its extension, in lowercase ASCII letters, digits and single dashes, at most 60
 * characters ("My Photo (1).JPG" → "my-photo-1", "Café Crème.png" → "cafe-creme"); "photo" when
 * nothing is left. The extension is the caller's, from what the file really is.
 */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).at(-1) ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return base || 'photo';
}
