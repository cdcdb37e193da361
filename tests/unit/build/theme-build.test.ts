import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../../scripts/build.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { makeFixture } from '../../cli/fixture.ts';

/*
 * Issue 36, part 3: a café's own look from theme.json, into everything that is coloured: the pages'
 * CSS, the browser's bar, the installed app. A pale brand colour is darkened for text, and said.
 */

const look = suite('a build with its own theme');

let outDir = '';
let fixture: Awaited<ReturnType<typeof makeFixture>> | undefined;
let result: Awaited<ReturnType<typeof build>>;

look.before(async () => {
  fixture = await makeFixture('yellow-theme', (f) =>
    f.writeJson('theme.json', {
      $schema: './schemas/theme.schema.json',
      brand: '#f7c948',
      type: 'rounded',
      corners: 'square',
      darkMode: false,
    }),
  );
  outDir = join(fixture.dir, '..', `${fixture.dir.split('/').pop()}-out`);
  result = await build({ catalogDir: fixture.dir, outDir });
});

look.after(async () => {
  await fixture?.cleanup();
  await rm(outDir, { recursive: true, force: true });
});

const page = (path: string) => readFile(join(outDir, 'site', path), 'utf8');

look('should build, warning once that text uses a darker shade of the pale yellow', () => {
  assert.is(result.outcome, 'built');
  const warnings = result.outcome === 'built' ? result.warnings.map(formatProblem) : [];
  assert.equal(
    warnings.filter((w) => w.includes('theme:')).map((w) => w.replace(/^\S+ /, '')),
    ['/brand warning: theme: brand #f7c948 on white is 1.5:1; text uses #816400 (5.5:1)'],
  );
});

look('should colour the pages, the browser bar and the app with the theme, light only and square', async () => {
  const home = await page('index.html');
  assert.match(home, /--primary:#816400/);
  assert.match(home, /--radius-md:0/);
  assert.not.match(home, /:root\.dark/, 'no dark theme');
  assert.match(home, /\[data-theme-toggle\]\{display:none!important\}/, 'no theme switch');
  assert.match(home, /ui-rounded/);
  const bars = [...home.matchAll(/<meta name="theme-color" content="([^"]+)"([^>]*)>/g)];
  assert.is(bars.length, 1, 'one colour for the browser bar');
  const manifest = JSON.parse(await page('manifest.webmanifest'));
  assert.is(manifest.theme_color, bars[0]?.[1]);
  assert.is(manifest.background_color, bars[0]?.[1]);
});

look.run();
