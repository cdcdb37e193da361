// Loaded with `node --import`: reports on stderr every file a process loads, once each: the ES
// modules it imports, the CommonJS files it requires, and the scripts node:vm compiles (the
// prebuilt CLI runs as one, through V8's code cache).
import { createRequire, register, syncBuiltinESMExports } from 'node:module';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';

register(
  `data:text/javascript,${encodeURIComponent(`
const seen = new Set();
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.startsWith('file:') && !seen.has(resolved.url)) {
    seen.add(resolved.url);
    process.stderr.write('[file] ' + resolved.url + '\\n');
  }
  return resolved;
}
`)}`,
);

const require = createRequire(import.meta.url);
const seen = new Set();
const report = (path) => {
  if (typeof path !== 'string' || !isAbsolute(path) || seen.has(path)) return;
  seen.add(path);
  process.stderr.write(`[file] ${pathToFileURL(path).href}\n`);
};

const vm = require('node:vm');
const { Script } = vm;
vm.Script = class extends Script {
  constructor(code, options) {
    report(options?.filename);
    super(code, options);
  }
};
// So `import { Script } from 'node:vm'` gets this one too.
syncBuiltinESMExports();

const Module = require('node:module');
const load = Module._load;
Module._load = function (request, parent, isMain) {
  try {
    report(Module._resolveFilename(request, parent, isMain));
  } catch {
    // Not found: Node's own error follows.
  }
  return load.apply(this, arguments);
};
