import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BAKERY_CATALOG_PATH } from '../fixture-catalog-dir.ts';
import { kiln, lines } from './fixture.ts';

/*
 * The second café (tests/fixtures/bakery/, issue 36 part 7) as staff build it: its light-yellow
 * brand colour is too pale for text, so the build says, in one line, which darker shade text uses.
 * Nothing else is wrong with it. Its pages in a browser: tests/e2e/second-cafe*.test.ts.
 */
const bakery = suite('kiln build: a second café');

/** The theme's warning line, with where the colour is chosen. */
const THEME_LINE =
  /^tests\/fixtures\/bakery\/theme\.json:\d+:\d+ \/brand warning: theme: brand #f7c948 on white is ([\d.]+):1; text uses #[0-9a-f]{6} \(([\d.]+):1\)$/;

function saysTheme(output: string): void {
  const all = lines(output);
  const theme = all.filter((l) => THEME_LINE.test(l));
  assert.is(theme.length, 1, all.join('\n'));
  const [, before, after] = THEME_LINE.exec(theme[0]!)!;
  assert.ok(Number(before) < 4.5 && Number(after) >= 4.5, theme[0]);
  assert.equal(
    all.filter((l) => /\bwarning\b/.test(l) && !THEME_LINE.test(l)),
    [],
    'no other warning',
  );
}

bakery('should validate, with one warning: the brand colour darkened for text', () => {
  const run = kiln('validate', '--catalog', BAKERY_CATALOG_PATH);
  assert.is(run.code, 0, run.stdout + run.stderr);
  saysTheme(run.stdout + run.stderr);
});

bakery('should build, print that warning line once and build no page the bakery does not have', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kiln-bakery-'));
  try {
    const out = join(root, 'dist');
    const run = kiln(
      'build',
      '--catalog',
      BAKERY_CATALOG_PATH,
      '--out',
      out,
      '--site-url',
      'https://www.crumbandco.in',
    );
    assert.is(run.code, 0, run.stdout + run.stderr);
    saysTheme(run.stdout + run.stderr);
    const built = await readdir(join(out, 'site'));
    for (const page of ['menu', 'contact', 'custom-cakes', 'catering']) assert.ok(built.includes(page), page);
    for (const absent of ['packages', 'pottery', 'crash-course', 'store', 'product', 'gallery', 'about'])
      assert.not.ok(built.includes(absent), `no ${absent}`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

bakery.run();
