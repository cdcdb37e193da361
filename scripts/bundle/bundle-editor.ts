import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv2020 from 'ajv/dist/2020.js';
import { build, type Plugin } from 'esbuild';
import { CATALOG_KEYS, catalogFileName } from '../../site/core/catalog/catalog-keys.ts';
import { FORMAT_NAMES } from '../../site/core/catalog/format-names.ts';
import { PROJECT_DIR } from '../project-dir.ts';
import { BROWSER_BUNDLE, STAFF_BROWSERS } from './browser-options.ts';

export interface EditorBundle {
  /** The page every editor address answers with (the app routes on the client). */
  shell: string;
  /** Hashed assets by URL path ("/editor/main-AB12.js"), with their content type. */
  assets: Map<string, { body: Uint8Array; type: string }>;
}

const ENTRY = 'editor/start-editor.tsx';
const PUBLIC_PATH = '/editor';
/** The module the page imports its schema validators from: one lazily loaded chunk per file. */
const VALIDATORS = 'kiln-validators';

/**
 * Every format the server checks (site/core/catalog/format-names.ts) is taken as
 * valid in the page: the form's own validator only decides which branch of an `if` a value takes,
 * and the problems shown are always `kiln validate`'s, from the server.
 */
const ANY_FORMAT = Object.fromEntries(FORMAT_NAMES.map((f) => [f, true]));
// ajv takes `true` for "any text" (and writes no code for it); RJSF's type does not list it.
const anyFormat = ANY_FORMAT as unknown as Record<string, RegExp>;

/**
 * Each file's schema compiled ahead of time into plain validator functions (ajv standalone code,
 * through RJSF's precompiled validator): the editor's page runs under a CSP without 'unsafe-eval',
 * so nothing may be compiled in the browser. A schema that does not load is left out: its form
 * then has no validator, and the server's problems say what is wrong.
 */
async function validatorModules(catalogDir: string): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  await Promise.all(
    CATALOG_KEYS.map(async (key) => {
      const file = join(catalogDir, 'schemas', catalogFileName(key).replace(/\.json$/, '.schema.json'));
      try {
        const schema = JSON.parse(await readFile(file, 'utf8'));
        const code = compileSchemaValidatorsCode(schema, {
          AjvClass: Ajv2020,
          customFormats: anyFormat,
          ajvFormatOptions: false,
          ajvOptionsOverrides: { code: { lines: false }, verbose: false, allErrors: false, messages: false },
        });
        modules.set(key, code);
      } catch {
        // Reported by validation, on the schema's file.
      }
    }),
  );
  const loaders = CATALOG_KEYS.map(
    (key) =>
      `${JSON.stringify(key)}: ${modules.has(key) ? `() => import(${JSON.stringify(`${VALIDATORS}:${key}`)})` : 'undefined'}`,
  );
  modules.set('', `export const validators = {${loaders.join(',\n')}};`);
  return modules;
}

const validatorsPlugin = (modules: Map<string, string>): Plugin => ({
  name: VALIDATORS,
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${VALIDATORS}(:|$)`) }, ({ path }) => ({ path, namespace: VALIDATORS }));
    b.onLoad({ filter: /.*/, namespace: VALIDATORS }, ({ path }) => {
      const key = path.slice(VALIDATORS.length + 1);
      // Standalone code is CommonJS that requires ajv's runtime helpers: resolved from the project.
      return { contents: modules.get(key) ?? '', loader: 'js', resolveDir: PROJECT_DIR };
    });
  },
});

/**
 * RJSF draws a description as Markdown only when a form asks for it (`ui:enableMarkdownInDescription`);
 * the editor never does, so the Markdown renderer, a third of the form library's weight, is left out.
 */
const noMarkdown: Plugin = {
  name: 'no-markdown',
  setup(b) {
    b.onResolve({ filter: /^markdown-to-jsx(\/react)?$/ }, () => ({
      path: 'markdown-to-jsx',
      namespace: 'no-markdown',
    }));
    b.onLoad({ filter: /.*/, namespace: 'no-markdown' }, () => ({
      contents: 'export function Markdown(props) { return props.children; }',
      loader: 'js',
    }));
  },
};

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The editor's page: its script and stylesheet, hashed, and nothing inline (its CSP allows no inline script or style). */
function shellFor(script: string, style: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>Kiln editor</title>
${style ? `<link rel="stylesheet" href="${style}">` : ''}
<script type="module" src="${script}"></script>
</head>
<body>
<div id="editor"><p class="loading">Loading the editor…</p></div>
<noscript><p>The editor needs JavaScript. The catalogue files in catalog/ can still be edited in any text editor.</p></noscript>
</body>
</html>
`;
}

/**
 * The editor's page, bundled by esbuild like the hub: minified, split (React and the form library
 * in shared chunks, each file's validators loaded when its form opens), content-hashed, kept in
 * memory. It is made when `kiln edit` starts, from the catalogue's own schemas.
 */
export async function bundleEditor(catalogDir: string): Promise<EditorBundle> {
  const result = await build({
    absWorkingDir: PROJECT_DIR,
    entryPoints: { main: ENTRY },
    ...BROWSER_BUNDLE,
    splitting: true,
    format: 'esm',
    target: ['es2022', ...STAFF_BROWSERS],
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    outdir: join(PROJECT_DIR, 'editor-out'),
    // No publicPath: chunks import each other relatively, so the page works under EDITOR_PREFIX too.
    write: false,
    metafile: true,
    plugins: [noMarkdown, validatorsPlugin(await validatorModules(catalogDir))],
  });
  const assets: EditorBundle['assets'] = new Map();
  const outDir = join(PROJECT_DIR, 'editor-out');
  let script = '';
  let style: string | undefined;
  for (const file of result.outputFiles) {
    const url = `${PUBLIC_PATH}/${file.path
      .slice(outDir.length + 1)
      .split('\\')
      .join('/')}`;
    const ext = url.slice(url.lastIndexOf('.'));
    assets.set(url, { body: file.contents, type: TYPES[ext] ?? 'application/octet-stream' });
    const meta = result.metafile.outputs[`editor-out/${url.slice(PUBLIC_PATH.length + 1)}`];
    if (meta?.entryPoint === ENTRY) script = url;
    else if (ext === '.css' && url.includes('/main-')) style = url;
  }
  return { shell: shellFor(script, style), assets };
}
