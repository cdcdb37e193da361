import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { budgetFor, EDITOR_BUDGET, EDITOR_BUDGETS, kib } from '../../../scripts/budgets.ts';
import { bundleEditor, type EditorBundle } from '../../../scripts/bundle/bundle-editor.ts';
import { CATALOG_KEYS } from '../../../site/core/catalog/catalog-keys.ts';

/** The editor's page as `kiln edit` serves it: within its budgets, and runnable under a CSP without 'unsafe-eval' or inline code. */
const editor = suite('the editor bundle');
let bundle: EditorBundle;

editor.before(async () => {
  bundle = await bundleEditor('tests/fixtures/catalog');
});

const files = () =>
  [...bundle.assets].map(([url, { body }]) => ({
    file: url.replace(/^\/editor\//, ''),
    body,
    gzip: gzipSync(body, { level: 9 }).length,
  }));

editor('should keep every file within its gzip budget', () => {
  const main = files().filter((f) => /^main-[^/]+\.js$/.test(f.file));
  assert.is(main.length, 1, 'one entry script');
  assert.is(budgetFor(main[0]!.file, EDITOR_BUDGETS), EDITOR_BUDGET);
  const over = files().flatMap((f) => {
    const budget = budgetFor(f.file, EDITOR_BUDGETS);
    return budget === undefined || f.gzip > budget
      ? [`${f.file}: ${kib(f.gzip)} gzip, budget ${budget === undefined ? 'none' : kib(budget)}`]
      : [];
  });
  assert.equal(over, []);
});

editor('should load each file’s validators on their own, compiled ahead of time', () => {
  for (const key of CATALOG_KEYS)
    assert.ok(
      files().some((f) => f.file.startsWith(`chunks/kiln-validators_${key}-`)),
      `validators of ${key}`,
    );
  // Nothing compiles code in the page: its CSP has no 'unsafe-eval'.
  const compiling = files().filter((f) => /\bnew Function\(|\beval\(/.test(Buffer.from(f.body).toString('utf8')));
  assert.equal(
    compiling.map((f) => f.file),
    [],
  );
});

editor('should serve a page with no inline script or style, naming only bundled files', () => {
  assert.not.match(bundle.shell, /<script(?![^>]*\bsrc=)/);
  assert.not.match(bundle.shell, /<style|\bstyle=/);
  const named = [...bundle.shell.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  assert.is(named.length, 2, 'a script and a stylesheet');
  for (const url of named) assert.ok(bundle.assets.has(url), `${url} is in the bundle`);
});

editor.run();
