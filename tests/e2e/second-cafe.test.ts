import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import content from '../fixtures/bakery/content-pages.json' with { type: 'json' };
import menuJson from '../fixtures/bakery/menu.json' with { type: 'json' };
import {
  BEFORE_INTERACTION_BUDGET,
  kib,
  measureSite,
  PAGE_BUDGET,
  REACT_AT_ONCE,
  scriptsBeforeInteraction,
} from '../../scripts/budgets.ts';
import { bakery, dishesOf, SOLD_OUT_DISH } from './bakery-site.ts';
import { newPage, pageErrors } from './harness.ts';
import { cafeClock } from '../../site/core/lib/cafe-clock.ts';
import type { Page } from 'playwright-core';
import { scriptFetchedUntouched } from './untouched-script.ts';

/*
 * A second café proves Kiln is not one café's (issue 36 part 7): the bakery of tests/fixtures/bakery/
 * (no pottery, packages, crash course or store; its own menu, pages and a pale brand colour) is
 * built beside the sample and served on its own port. Every page it has answers, every link on
 * them leads to a page it has, the byte budgets hold on each, and what it does not have (packages)
 * leaves no trace. axe on every route: second-cafe-a11y.test.ts.
 */

/** The paths of the bakery's sitemap, each once. */
async function sitemapPaths(siteDir: string, site: string): Promise<string[]> {
  const xml = await readFile(join(siteDir, 'sitemap.xml'), 'utf8');
  return [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!, site).pathname))];
}

/** Every href of an `<a>` in a page's HTML, as written. */
const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

/** Every page of the built site: its HTML files, the fragments the home page fetches into itself too. */
async function htmlFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name).slice(siteDir.length + 1));
}

interface Dish {
  id: string;
  name: string;
  photo: { alt: string };
}
/** The bakery's menu, as far as these tests read it (a JSON import types each category apart). */
const menu = menuJson as unknown as {
  labels: { soldOut: string };
  categories: { label: string; items?: Dish[]; sections?: { label: string; items: Dish[] }[] }[];
};

const routes = suite('a second café: its routes and links');

routes('should build with one warning, the pale brand colour darkened for text', async () => {
  const { warnings } = await bakery();
  assert.is(warnings.length, 1, warnings.map((w) => w.message).join('\n'));
  const said = /^theme: brand #f7c948 on white is ([\d.]+):1; text uses #[0-9a-f]{6} \(([\d.]+):1\)$/.exec(
    warnings[0]!.message,
  );
  assert.ok(said, warnings[0]!.message);
  assert.ok(Number(said[1]) < 4.5 && Number(said[2]) >= 4.5, warnings[0]!.message);
});

routes('should answer every route of its sitemap, its own pages among them, and nothing else', async () => {
  const { site, siteDir } = await bakery();
  const paths = await sitemapPaths(siteDir, site);
  for (const path of ['/', '/menu', '/contact', '/faq', '/custom-cakes', '/catering'])
    assert.ok(paths.includes(path), `${path} is in the sitemap: ${paths.join(' ')}`);
  for (const path of paths) {
    const response = await fetch(site + path);
    assert.is(response.status, 200, `${path} answers`);
  }
  for (const path of ['/packages', '/pottery', '/crash-course', '/store', '/gallery', '/about', '/no-such-page'])
    assert.is((await fetch(site + path)).status, 404, `${path} is not a page of the bakery`);
});

routes('should lead every link of every page to a page it has, and every #place to a place on it', async () => {
  const { site, siteDir } = await bakery();
  const files = await htmlFiles(siteDir);
  const read = (file: string) => readFile(join(siteDir, file), 'utf8');
  // The home page's sections arrive after it (lazily, as fragments): their places are the home page's.
  // The not-found page draws the home page on a phone, so its places are there too.
  const fragments = (await Promise.all(files.filter((f) => f.startsWith('sections/')).map(read))).join('');
  const answers = new Map<string, Promise<{ status: number; html: string }>>();
  const load = (path: string) => {
    if (!answers.has(path))
      answers.set(
        path,
        fetch(site + path).then(async (r) => ({
          status: r.status,
          html: (await r.text()) + (path === '/' ? fragments : ''),
        })),
      );
    return answers.get(path)!;
  };
  const broken: string[] = [];
  for (const file of files) {
    const html = await read(file);
    // Where the page is served: a fragment within the home page, the not-found page at any unknown path.
    const at = file.startsWith('sections/')
      ? '/'
      : file === '404.html'
        ? '/no-such-page'
        : `/${file.replace(/(^|\/)index\.html$/, '')}`;
    const own = { status: 200, html: html + (at === '/' || at === '/no-such-page' ? fragments : '') };
    for (const href of hrefsOf(html)) {
      const url = new URL(href, site + at);
      if (url.origin !== site) continue;
      const target = url.pathname === at ? own : await load(url.pathname);
      if (target.status !== 200) broken.push(`${file}: ${href} answers ${target.status}`);
      else if (url.hash.length > 1 && !target.html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
        broken.push(`${file}: ${href} has no place ${url.hash}`);
    }
  }
  assert.ok(answers.size >= 6, `pages linked: ${[...answers.keys()].join(' ')}`);
  assert.equal(broken, []);
});

routes(
  'should have no /packages, no estimator and no link to either, in any page, the sitemap or _headers',
  async () => {
    const { siteDir, site } = await bakery();
    assert.not.ok((await readdir(siteDir)).includes('packages'), 'no dist/site/packages');
    for (const file of await htmlFiles(siteDir)) {
      const html = await readFile(join(siteDir, file), 'utf8');
      assert.not.match(html, /href="\/packages/, `${file} links to /packages`);
      assert.not.match(html, /<[^>]+data-estimator/, `${file} has the estimator`);
    }
    assert.not.match(await readFile(join(siteDir, 'sitemap.xml'), 'utf8'), /\/packages/);
    assert.not.match(await readFile(join(siteDir, '_headers'), 'utf8'), /\/packages/);
    assert.not.ok((await sitemapPaths(siteDir, site)).some((p) => /pottery|crash-course|store|product/.test(p)));
  },
);

routes.run();

const budgets = suite('a second café: byte budgets');

budgets(`should keep every page within ${kib(PAGE_BUDGET)} of HTML (gzip)`, async () => {
  const { siteDir } = await bakery();
  const pages = (await measureSite(siteDir)).filter((s) => s.file.endsWith('.html'));
  assert.ok(pages.length >= 8, `pages measured: ${pages.map((p) => p.file).join(' ')}`);
  const over = pages.filter((s) => s.gzip > PAGE_BUDGET).map((s) => `${s.file}: ${kib(s.gzip)}`);
  assert.equal(over, []);
});

budgets(
  `should keep the script of every page before interaction within ${kib(BEFORE_INTERACTION_BUDGET)}`,
  async () => {
    const { siteDir } = await bakery();
    const over: string[] = [];
    for (const file of await htmlFiles(siteDir)) {
      if (file.startsWith('sections/') || REACT_AT_ONCE.includes(file)) continue;
      const bytes = await scriptsBeforeInteraction(siteDir, file);
      assert.ok(bytes > 1000, `${file}: its boot script is counted`);
      if (bytes > BEFORE_INTERACTION_BUDGET) over.push(`${file}: ${kib(bytes)}`);
    }
    assert.equal(over, []);
  },
);

budgets(
  'should fetch no more than that in Chromium either, on the home, the menu and its own pages, on a phone',
  async () => {
    const { site } = await bakery();
    const page = await newPage({ width: 390, height: 844, sample: false });
    for (const path of ['/', '/menu', '/custom-cakes', '/catering']) {
      const { urls, bytes } = await scriptFetchedUntouched(page, path, site);
      assert.ok(
        bytes < BEFORE_INTERACTION_BUDGET,
        `${path}: ${bytes} bytes before interaction: ${urls.map((u) => new URL(u).pathname).join(', ')}`,
      );
    }
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

budgets.run();

const pages = suite('a second café: what guests see');

pages(
  'should show its own categories, sections, sizes and photos, and its sold-out loaf with no add button',
  async () => {
    const { site } = await bakery();
    const page = await newPage({ sample: false });
    await page.goto(`${site}/menu`);
    const main = page.locator('main');
    assert.equal(
      await main.getByRole('tab').allTextContents(),
      menu.categories.map((c) => c.label),
      'the tabs, in the menu’s order',
    );
    for (const category of menu.categories) {
      await main.getByRole('tab', { name: category.label }).click();
      const panel = main.getByRole('tabpanel');
      for (const section of category.sections ?? [])
        assert.ok(
          await panel.getByRole('heading', { name: section.label, exact: true }).isVisible(),
          `${category.label}: ${section.label}`,
        );
    }
    for (const dish of dishesOf(menu as never) as unknown as {
      id: string;
      name: string;
      photo: { alt: string };
      variants?: { label: string }[];
    }[]) {
      // In its tab, shown or not: a photo made small by the build (one WebP file), lazy.
      const photo = main.locator(`img[alt="${dish.photo.alt}"]`);
      assert.is(await photo.count(), 1, `${dish.name}: its photo`);
      assert.match((await photo.getAttribute('src')) ?? '', /^\/pictures\/.+-160\.webp$/, `${dish.name}: a small WebP`);
      assert.is(await photo.getAttribute('loading'), 'lazy');
    }
    const soldOut = (dishesOf(menu) as Dish[]).find((d) => d.id === SOLD_OUT_DISH)!;
    // Its tab, the first (the loop above left the last open).
    await main.getByRole('tab', { name: menu.categories[0]!.label }).click();
    const item = main.getByRole('listitem').filter({ hasText: soldOut.name });
    assert.match((await item.first().textContent()) ?? '', menu.labels.soldOut);
    assert.is(await main.getByRole('button', { name: new RegExp(`Add ${soldOut.name}`) }).count(), 0);
    assert.ok(
      (await main.getByRole('button', { name: /^Add Ladi Pav/ }).count()) >= 1,
      'a dish that is not sold out can be added',
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

pages('should offer breakfast only until 11 AM by the bakery’s clock, saying so beside the dish', async () => {
  const { site } = await bakery();
  const breakfast = (dishesOf(menu) as (Dish & { served?: { label: string } })[]).find((d) => d.served)!;
  const add = (page: Page) => page.locator('main').getByRole('button', { name: new RegExp(`^Add ${breakfast.name}`) });
  const day = cafeClock('Asia/Kolkata', new Date()).date;
  for (const [time, offered] of [
    ['09:30', true],
    ['15:00', false],
  ] as const) {
    const page = await newPage({ sample: false });
    await page.clock.setFixedTime(new Date(`${day}T${time}:00+05:30`));
    await page.goto(`${site}/menu`);
    const row = page.locator('main').getByRole('listitem').filter({ hasText: breakfast.name });
    assert.ok(await row.getByText(breakfast.served!.label).isVisible(), `${time}: the dish says when it is served`);
    // The check comes when the page is quiet (lib/extra-files.ts WHEN_QUIET).
    await page.waitForFunction(
      ([name, want]) =>
        [...document.querySelectorAll('main li')].some(
          (li) => li.textContent?.includes(name) && (li.querySelector('[data-served]') as HTMLElement).hidden === !want,
        ),
      [breakfast.name, offered] as const,
    );
    assert.is(await add(page).isVisible(), offered, `${time}: ${offered ? 'offered' : 'not offered'}`);
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

pages('should draw its own pages from content-pages.json: heading, sections, pictures and links', async () => {
  const { site } = await bakery();
  const page = await newPage({ sample: false });
  for (const own of content.pages) {
    await page.goto(site + own.path);
    const main = page.locator('main');
    assert.is(await main.getByRole('heading', { level: 1 }).textContent(), own.heading);
    assert.ok((await page.title()).startsWith(own.title), await page.title());
    for (const section of own.sections as {
      heading: string;
      image?: { alt: string };
      links?: { label: string; href: string }[];
    }[]) {
      assert.ok(await main.getByRole('heading', { name: section.heading }).isVisible(), section.heading);
      if (section.image) assert.is(await main.getByRole('img', { name: section.image.alt }).count(), 1);
      for (const link of section.links ?? [])
        assert.is(await main.getByRole('link', { name: link.label }).getAttribute('href'), link.href);
    }
  }
  assert.equal(pageErrors(page), []);
  await page.close();
});

pages.run();
