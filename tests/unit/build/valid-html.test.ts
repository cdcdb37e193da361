import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Report } from 'html-validate';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../../scripts/build.ts';

/** The sample catalogue, built once: every page and hub screen against html-validate and .htmlvalidate.mjs. */
const valid = suite('valid HTML');

// The pages are built outside the project, where html-validate would not find its config by itself.
const CONFIG = resolve(import.meta.dirname, '../../../.htmlvalidate.mjs');

/** One line per problem, `file:line:col rule message`, the file named from dist/. */
function problemLines(report: Report, root: string): string[] {
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${relative(root, result.filePath)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
  );
}

const validator = () => new HtmlValidate(new FileSystemConfigLoader({ extends: [CONFIG] }));

let root: string;
let out: string;
let pages: string[];

valid.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-valid-html-'));
  out = join(root, 'dist');
  const result = await build({ catalogDir: 'tests/fixtures/catalog', outDir: out });
  if (result.outcome !== 'built')
    throw new Error(`the sample catalogue does not validate: ${JSON.stringify(result).slice(0, 500)}`);
  const html = async (dir: string) =>
    (await readdir(join(out, dir), { recursive: true, withFileTypes: true }))
      .filter((d) => d.isFile() && d.name.endsWith('.html'))
      .map((d) => join(d.parentPath, d.name));
  pages = [...(await html('site')), ...(await html('hub'))].sort();
});

valid.after(async () => {
  await rm(root, { recursive: true, force: true });
});

valid('should check every page of the site and every screen of the hub', () => {
  const names = pages.map((p) => relative(out, p));
  assert.ok(names.filter((n) => n.startsWith('site/')).length >= 33, 'every route and the 404 page');
  assert.ok(names.filter((n) => n.startsWith('hub/')).length >= 8, 'every hub screen and its 404 page');
  for (const page of [
    'site/index.html',
    'site/404.html',
    'site/packages/index.html',
    'hub/index.html',
    'hub/404.html',
  ]) {
    assert.ok(names.includes(page), page);
  }
});

valid('should report an invalid page, naming the file, place and rule', async () => {
  const report = await validator().validateString(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><ul aria-label="Tags"><li>a</li></ul><button>Go</button></body></html>',
    join(out, 'site/broken/index.html'),
  );
  assert.equal(problemLines(report, out), [
    'site/broken/index.html:1:71 aria-label-misuse "aria-label" is strictly allowed but is not recommended to be used on this element',
    'site/broken/index.html:1:105 no-implicit-button-type <button> is missing recommended "type" attribute',
  ]);
});

valid('should find no html-validate problem on any page', async () => {
  const html = validator();
  const lines: string[] = [];
  for (const page of pages) lines.push(...problemLines(await html.validateFile(page), out));
  assert.ok(lines.length === 0, `${lines.length} html-validate problem(s):\n  ${lines.join('\n  ')}`);
});

valid.run();
