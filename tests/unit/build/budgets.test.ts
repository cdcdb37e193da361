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
  scriptsBeforeInteraction,
  type FileSize,
} from '../../../scripts/budgets.ts';
import { build } from '../../../scripts/build.ts';

/** The sample catalogue, built once, against the byte budgets `npm run bench` reports. */
const budgets = suite('byte budgets');

let root: string;
let siteDir: string;
let sizes: FileSize[];
let hub: FileSize[];

budgets.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-budgets-'));
  const out = join(root, 'dist');
  const result = await build({ catalogDir: 'catalog', outDir: out });
  if (result.outcome !== 'built') throw new Error(`the sample catalogue does not validate: ${JSON.stringify(result).slice(0, 500)}`);
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
  const over = sizes.filter((s) => s.over).map((s) => `${s.file}: ${kib(s.gzip)} gzip (${s.gzip} bytes), budget ${kib(s.budget!)}`);
  assert.ok(over.length === 0, `${over.length} file(s) over budget:\n  ${over.join('\n  ')}`);
});

budgets('should keep the script every page runs before the guest does anything within 10 KiB gzip', async () => {
  // Pages, not the sections the home page fetches into itself.
  const pages = sizes.filter((s) => s.file.endsWith('.html') && !s.file.startsWith('sections/')).map((s) => s.file);
  const over: string[] = [];
  for (const page of pages) {
    const bytes = await scriptsBeforeInteraction(siteDir, page);
    assert.ok(bytes > 1000, `${page}: its boot script is counted`);
    if (bytes > BEFORE_INTERACTION_BUDGET) over.push(`${page}: ${kib(bytes)} (${bytes} bytes)`);
  }
  assert.ok(over.length === 0, `over ${kib(BEFORE_INTERACTION_BUDGET)} of script before interaction:\n  ${over.join('\n  ')}`);
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
