import { type Node, parse } from 'acorn';
import { transform } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

/*
 * catalog/ is the café's: staff rename, reprice and reorder it in `kiln edit`. No test may read it;
 * tests build tests/fixtures/catalog/ (tests/fixture-catalog-dir.ts). Checked on how each test file
 * forms its paths, as Node would resolve them: string literals (relative to the working folder, the
 * repository), import specifiers and `new URL(…, import.meta.url)` (relative to the file), and
 * join/resolve calls, templates and `+` over constants, `import.meta.dirname`, `process.cwd()` and
 * constants imported from other test files. A CLI test must also name its catalogue: `kiln build`
 * (validate, serve, dev, edit) without `--catalog` reads catalog/. Files are read by esbuild (types
 * stripped, every import kept) and acorn, as TypeScript 7 has no JavaScript API.
 */

const REPO = join(import.meta.dirname, '..', '..', '..');
const CAFE = join(REPO, 'catalog');
const TESTS = join(REPO, 'tests');
/** Files that write catalog/ only as the file name in a message or a rule's context, never reading it. */
const NAME_IT_ONLY_IN_MESSAGES = new Set([
  'tests/unit/validate/formats.test.ts',
  'tests/unit/validate/photos.test.ts',
  'tests/unit/validate/menu-diets.test.ts',
]);
/** Reads catalog/schemas/ alone (Kiln's schemas, which staff never edit), to keep the tests' copy the same. */
const READS_ONLY_THE_SCHEMAS = new Set(['tests/unit/repo/fixture-schemas.test.ts']);
const COMMANDS_WITH_A_CATALOGUE = new Set(['build', 'validate', 'serve', 'dev', 'edit']);

// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes, walked generically.
type Tree = Node & Record<string, any>;
interface Source {
  file: string;
  code: string;
  program: Tree;
}

const parsed = new Map<string, Promise<Source | undefined>>();

async function parseSource(file: string, text: string): Promise<Source> {
  const { code } = await transform(text, {
    loader: file.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'esnext',
    jsx: 'automatic',
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  return { file, code, program: parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as Tree };
}

function sourceOf(file: string): Promise<Source | undefined> {
  if (!parsed.has(file))
    parsed.set(
      file,
      readFile(file, 'utf8').then(
        (text) => parseSource(file, text),
        () => undefined,
      ),
    );
  return parsed.get(file)!;
}

const text = (source: Source, node: Tree) => source.code.slice(node.start, node.end);
/** `join`, `path.join`, `import.meta.dirname`, `process.cwd`: a callee or member chain by name. */
function nameOf(node: Tree): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MetaProperty') return `${node.meta.name}.${node.property.name}`;
  if (node.type === 'MemberExpression' && !node.computed) {
    const object = nameOf(node.object);
    return object && `${object}.${node.property.name}`;
  }
  return undefined;
}

/** A top-level `const name = …` of `source`, or the same followed into the test file it was imported from. */
async function declarationOf(source: Source, name: string, seen: Set<string>): Promise<string | undefined> {
  for (const statement of source.program.body as Tree[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration')
      for (const d of declaration.declarations)
        if (d.id.type === 'Identifier' && d.id.name === name && d.init) return constantOf(source, d.init, seen);
    if (statement.type === 'ImportDeclaration' && String(statement.source.value).startsWith('.'))
      for (const spec of statement.specifiers)
        if (spec.type === 'ImportSpecifier' && spec.local.name === name) {
          const other = await sourceOf(resolve(dirname(source.file), statement.source.value));
          if (other) return declarationOf(other, spec.imported.name, seen);
        }
  }
  return undefined;
}

/** The string an expression always has, as far as can be told without running it; undefined when not. */
async function constantOf(source: Source, node: Tree, seen = new Set<string>()): Promise<string | undefined> {
  const values = (nodes: Tree[]) => Promise.all(nodes.map((n) => constantOf(source, n, seen)));
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? node.value : undefined;
    case 'MetaProperty':
    case 'MemberExpression': {
      const name = nameOf(node);
      if (name === 'import.meta.dirname') return dirname(source.file);
      if (name === 'import.meta.url') return `file://${source.file}`;
      return undefined;
    }
    case 'Identifier': {
      const key = `${source.file}#${node.name}`;
      if (seen.has(key)) return undefined;
      seen.add(key);
      return declarationOf(source, node.name, seen);
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const [left, right] = await values([node.left, node.right]);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    case 'TemplateLiteral': {
      const parts = await values(node.expressions);
      if (parts.some((p) => p === undefined)) return undefined;
      return node.quasis.map((q: Tree, i: number) => q.value.cooked + (parts[i] ?? '')).join('');
    }
    case 'CallExpression': {
      const callee = nameOf(node.callee);
      if (callee === 'process.cwd') return REPO;
      const args = await values(node.arguments);
      if (args.some((a) => a === undefined)) return undefined;
      const parts = args as string[];
      if (callee === 'join' || callee === 'path.join') return join(...parts);
      if (callee === 'resolve' || callee === 'path.resolve') return resolve(REPO, ...parts);
      if (callee === 'fileURLToPath' && parts[0]?.startsWith('file://')) return parts[0].slice('file://'.length);
      return undefined;
    }
    case 'NewExpression': {
      if (nameOf(node.callee) !== 'URL' || node.arguments.length !== 2) return undefined;
      const [path, base] = await values(node.arguments);
      if (path === undefined || !base?.startsWith('file://')) return undefined;
      return `file://${resolve(dirname(base.slice('file://'.length)), path)}`;
    }
    default:
      return undefined;
  }
}

const isCafe = (path: string) => path === CAFE || path.startsWith(CAFE + sep);
/** Whether a path (a file URL, absolute, or relative to `base`: the repository, the tests' working folder) lies in catalog/. */
function inCafeCatalogue(path: string, base = REPO): boolean {
  // A sentence that starts with a file name ("catalog/about.json: the /about page.") is a message, not a path.
  if (/\s/.test(path)) return false;
  if (path.startsWith('file://')) return isCafe(path.slice('file://'.length));
  // "/catalog/images/logo.svg" in a test is a URL path on a server; an absolute file path is judged as it is.
  if (isAbsolute(path)) return isCafe(path);
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return false;
  return isCafe(resolve(base, path));
}

/** Expressions that form a path: the outermost of literals, templates, `+`, join/resolve, fileURLToPath and `new URL`. */
function formsAPath(node: Tree): boolean {
  if (node.type === 'Literal' || node.type === 'TemplateLiteral') return true;
  if (node.type === 'BinaryExpression') return node.operator === '+';
  if (node.type === 'CallExpression')
    return /^((path\.)?(join|resolve)|fileURLToPath)$/.test(nameOf(node.callee) ?? '');
  return node.type === 'NewExpression' && nameOf(node.callee) === 'URL';
}

/** Every place in one test file that reads, or has Kiln read, the café's catalog/. */
async function cafeReads(source: Source): Promise<string[]> {
  const found: string[] = [];
  const here = (node: Tree, why = '') =>
    found.push(`${relative(REPO, source.file)}: ${text(source, node).slice(0, 100)}${why}`);
  const fromFile = (spec: string | undefined) => spec?.startsWith('.') && inCafeCatalogue(spec, dirname(source.file));
  const visit = async (node: Tree, insidePath: boolean): Promise<void> => {
    if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type)) {
      if (node.source && fromFile(String(node.source.value))) here(node);
      if (node.type !== 'ExportNamedDeclaration' || !node.declaration) return;
    }
    if (node.type === 'ImportExpression' && fromFile(await constantOf(source, node.source))) here(node);
    if (node.type === 'CallExpression' && /^kiln[A-Za-z]*$/.test(nameOf(node.callee) ?? '')) {
      const words: Tree[] = node.arguments.flatMap((a: Tree) => (a.type === 'ArrayExpression' ? a.elements : [a]));
      const said = words.map((w) => (w?.type === 'Literal' ? w.value : undefined));
      const command = said.find((w) => COMMANDS_WITH_A_CATALOGUE.has(w));
      if (command && !said.includes('--catalog') && !words.some((w) => w?.type === 'SpreadElement'))
        here(node, ` (kiln ${command} without --catalog reads catalog/)`);
    }
    const pathHere = !insidePath && formsAPath(node);
    if (pathHere) {
      const value = await constantOf(source, node);
      const file = relative(REPO, source.file);
      const onlySchemas =
        value !== undefined &&
        READS_ONLY_THE_SCHEMAS.has(file) &&
        resolve(REPO, value).startsWith(join(CAFE, 'schemas'));
      if (value !== undefined && inCafeCatalogue(value) && !NAME_IT_ONLY_IN_MESSAGES.has(file) && !onlySchemas)
        here(node);
    }
    for (const child of Object.values(node))
      for (const item of Array.isArray(child) ? child : [child])
        if (item && typeof item === 'object' && typeof item.type === 'string')
          await visit(item, insidePath || pathHere);
  };
  await visit(source.program, false);
  return found;
}

async function testFiles(): Promise<string[]> {
  const entries = await readdir(TESTS, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(m?[jt]sx?)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.startsWith(join(TESTS, 'fixtures') + sep) && f !== import.meta.filename);
}

const own = suite('tests-own-catalogue');

own('should have no test read the café’s catalog/ (tests build tests/fixtures/catalog/)', async () => {
  const files = await testFiles();
  assert.ok(files.length > 100, `found only ${files.length} test files`);
  const reads = (await Promise.all(files.map(async (f) => cafeReads((await sourceOf(f))!)))).flat();
  assert.equal(
    reads,
    [],
    `read catalog/ (use FIXTURE_CATALOG from tests/fixture-catalog-dir.ts):\n${reads.join('\n')}`,
  );
});

own('should see the ways a test author would name catalog/', async () => {
  const probe = join(TESTS, 'unit', 'repo', 'probe.test.ts');
  const cases: [string, boolean][] = [
    [`readFileSync('catalog/menu.json')`, true],
    [`build({ catalogDir: 'catalog', outDir })`, true],
    [`const C = 'catalog'; readdir(C)`, true],
    [`join(import.meta.dirname, '../../../catalog')`, true],
    [`join(import.meta.dirname, '..', '..', '..', 'catalog', 'images')`, true],
    [`const REPO = join(import.meta.dirname, '../../..'); join(REPO, 'catalog', 'menu.json')`, true],
    [`resolve(\`\${process.cwd()}/catalog\`)`, true],
    [`new URL('../../../catalog/faq.json', import.meta.url)`, true],
    [`import menu from '../../../catalog/menu.json' with { type: 'json' };`, true],
    [`await import('../../../catalog/menu.json', { with: { type: 'json' } })`, true],
    [`kiln('build', '--out', out)`, true],
    [`kilnAsync(['validate', '--json'])`, true],
    [`kiln('build', '--catalog', dir, '--out', out)`, false],
    [`join(tmp, 'catalog', 'menu.json')`, false],
    [`fetch('/catalog/images/logo.svg')`, false],
    [`readFile('tests/fixtures/catalog/menu.json')`, false],
    [`aboutFile('catalog/about.json: the /about page.')`, false],
    [`join(import.meta.dirname, '../../fixtures/catalog')`, false],
  ];
  for (const [code, reads] of cases) {
    assert.is((await cafeReads(await parseSource(probe, code))).length > 0, reads, code);
  }
});

own.run();
