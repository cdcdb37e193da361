// Loaded with `node --import`: reports on stderr every bare package a process imports, once each.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
const seen = new Set();
export async function resolve(specifier, context, next) {
  const name = /^(@[^/]+\\/)?[^./][^/:]*/.exec(specifier)?.[0];
  if (name && !specifier.startsWith('node:') && !seen.has(name)) {
    seen.add(name);
    process.stderr.write('[package] ' + name + '\\n');
  }
  return next(specifier, context);
}
`)}`,
);
