// Loaded with `node --import`: reports on stderr every file a process imports, once each.
import { register } from 'node:module';

register(`data:text/javascript,${encodeURIComponent(`
const seen = new Set();
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.startsWith('file:') && !seen.has(resolved.url)) {
    seen.add(resolved.url);
    process.stderr.write('[file] ' + resolved.url + '\\n');
  }
  return resolved;
}
`)}`);
