import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BEFORE_INTERACTION_BUDGET,
  BOOT_BUDGET,
  HUB_BUDGET,
  HUB_BUDGETS,
  kib,
  measureSite,
  PAGE_BUDGET,
  README_LINES,
  REACT_AT_ONCE,
  scriptsBeforeInteraction,
  scriptsFetchedBeforeInteraction,
  type FileSize,
} from '../../../scripts/budgets.ts';
import { build } from '../../../scripts/build.ts';
import { PROJECT_DIR } from '../../../scripts/project-dir.ts';

/** The sample catalogue, built once, against the byte budgets `npm run bench` reports. */
const budgets = suite('byte budgets');

let root: string;
let siteDir: string;
let sizes: FileSize[];
let hub: FileSize[];

budgets.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-budgets-'));
  const out = join(root, 'dist');
  const result = await build({ catalogDir: 'tests/fixtures/catalog', outDir: out });
  if (result.outcome !== 'built')
    throw new Error(`the sample catalogue does not validate: ${JSON.stringify(result).slice(0, 500)}`);
  siteDir = join(out, 'site');
  sizes = await measureSite(siteDir);
  hub = await measureSite(join(out, 'hub'), HUB_BUDGETS);
});

budgets.after(async () => {
  await rm(root, { recursive: true, force: true });
});

budgets('should measure every page and the script every page loads', () => {
  const pages = sizes.filter((s) => s.file.endsWith('.html'));
  assert.ok(pages.length >= 33, `only ${pages.length} pages measured`);
  assert.ok(
    pages.some((s) => s.file === 'index.html'),
    'the home page',
  );
  assert.equal(
    pages.filter((s) => s.budget !== PAGE_BUDGET).map((s) => s.file),
    [],
    'pages under another budget',
  );
  const boot = sizes.filter((s) => /^assets\/boot-[^/]+\.js$/.test(s.file));
  assert.is(boot.length, 1, 'one boot script');
  assert.is(boot[0]!.budget, BOOT_BUDGET);
});

budgets('should give every page and script a budget', () => {
  assert.equal(
    sizes.filter((s) => s.budget === undefined).map((s) => s.file),
    [],
  );
});

budgets('should keep every page and script within its gzip budget', () => {
  const over = sizes
    .filter((s) => s.over)
    .map((s) => `${s.file}: ${kib(s.gzip)} gzip (${s.gzip} bytes), budget ${kib(s.budget!)}`);
  assert.ok(over.length === 0, `${over.length} file(s) over budget:\n  ${over.join('\n  ')}`);
});

budgets('should keep the script every page runs before the guest does anything within 10 KiB gzip', async () => {
  // Pages, not the sections the home page fetches into itself.
  const pages = sizes
    .filter((s) => s.file.endsWith('.html') && !s.file.startsWith('sections/') && !REACT_AT_ONCE.includes(s.file))
    .map((s) => s.file);
  const over: string[] = [];
  for (const page of pages) {
    const bytes = await scriptsBeforeInteraction(siteDir, page);
    assert.ok(bytes > 1000, `${page}: its boot script is counted`);
    if (bytes > BEFORE_INTERACTION_BUDGET) over.push(`${page}: ${kib(bytes)} (${bytes} bytes)`);
  }
  assert.ok(
    over.length === 0,
    `over ${kib(BEFORE_INTERACTION_BUDGET)} of script before interaction:\n  ${over.join('\n  ')}`,
  );
});

budgets(
  'should count what a page fetches unprompted: its extras, and islands that wake at load, when idle or in view',
  async () => {
    const fetched = async (page: string) =>
      (await scriptsFetchedBeforeInteraction(siteDir, page)).map((f) => f.replace(/-[\w]{8}\.js$/, ''));
    // Every page: the boot script; the header's open-now status comes once the page is quiet (lib/extra-files.ts WHEN_QUIET).
    for (const page of ['index.html', 'about/index.html', 'menu/index.html']) {
      assert.ok((await fetched(page)).includes('assets/boot'), page);
      assert.not.ok(
        (await fetched(page)).includes('assets/chunks/init-live-hours'),
        `${page}: the header's open-now status waits`,
      );
    }
    assert.ok((await fetched('index.html')).includes('assets/chunks/init-carousels'));
    assert.ok((await fetched('menu/index.html')).includes('assets/chunks/init-diet-filters'));
    assert.ok((await fetched('reservations/index.html')).includes('assets/chunks/arm-bookings'));
    // The dashboard's island wakes at load: it and React are counted.
    const dashboard = await fetched('dashboard/index.html');
    assert.ok(
      dashboard.includes('assets/chunks/dashboard-view') && dashboard.includes('assets/chunks/hydrate-component'),
      dashboard.join(' '),
    );
    assert.ok(
      (await scriptsBeforeInteraction(siteDir, 'dashboard/index.html')) > 60 * 1024,
      'React is counted where it loads',
    );
  },
);

budgets('should load no React before interaction on a listed product, the store or /success', async () => {
  for (const page of [
    'product/speckled-mug/index.html',
    'store/index.html',
    'success/index.html',
    'packages/index.html',
  ]) {
    const files = await scriptsFetchedBeforeInteraction(siteDir, page);
    assert.not.ok(
      files.some((f) => /hydrate-component|product-details/.test(f)),
      `${page}: ${files.join(' ')}`,
    );
  }
  const product = await scriptsFetchedBeforeInteraction(siteDir, 'product/speckled-mug/index.html');
  assert.ok(
    product.some((f) => f.includes('init-live-product')),
    'its price and stock come without React',
  );
});

budgets("should keep the hub's pages and scripts within theirs", () => {
  assert.ok(hub.filter((s) => s.file.endsWith('.html')).length >= 8, 'every screen and the 404 page');
  assert.is(hub.filter((s) => /^assets\/hub-[^/]+\.js$/.test(s.file))[0]?.budget, HUB_BUDGET);
  assert.equal(
    hub.filter((s) => s.budget === undefined).map((s) => s.file),
    [],
  );
  const over = hub.filter((s) => s.over).map((s) => `${s.file}: ${kib(s.gzip)} gzip, budget ${kib(s.budget!)}`);
  assert.ok(over.length === 0, `${over.length} hub file(s) over budget:\n  ${over.join('\n  ')}`);
});

budgets('should never ship the editor in the site or the hub', async () => {
  // `ui:widget` and `rjsf` are the form library's own words: no page or script of a build holds them.
  for (const dir of [siteDir, join(root, 'dist', 'hub')]) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue;
      const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
      assert.not.ok(/rjsf|ui:widget|kiln-validators/.test(text), `${entry.name} holds the editor's code`);
    }
  }
});

budgets.run();

const readme = suite('the README, a guide read whole');

readme(`should stay within ${README_LINES} lines`, async () => {
  const lines = (await readFile(join(PROJECT_DIR, 'README.md'), 'utf8')).trimEnd().split('\n').length;
  assert.ok(lines <= README_LINES, `README.md has ${lines} lines; move details to docs/`);
});

readme.run();
