import { isAbsolute, relative, resolve, sep } from 'node:path';

/** How a file is named in a problem: relative to where kiln runs when inside it, else absolute. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), resolve(path));
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? resolve(path) : rel.split(sep).join('/');
}
