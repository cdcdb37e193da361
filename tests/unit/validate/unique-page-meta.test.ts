import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RuleContext, RuleFinding } from '../../../scripts/validate/rules/rule.ts';
import { uniquePageMeta } from '../../../scripts/validate/rules/unique-page-meta.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { makeFixture } from '../../cli/fixture.ts';

const context = (pages: unknown): RuleContext => ({
  dir: 'tests/fixtures/catalog',
  files: new Map([['pages', pages]]),
  references: new Map(),
});
const notFound = { title: 'Page not found', description: 'Nothing here.', heading: 'h', text: 't', homeLabel: 'Home' };

const rule = suite('uniquePageMeta: every page its own title and description');

rule('should point at each repeated title and description, naming the page that had it first', () => {
  const pages = {
    routes: {
      '/': { title: 'Home', description: 'Pottery and food.' },
      '/menu': { title: 'Menu', description: 'Pottery and food.' },
      '/about': { title: 'Menu', description: 'Our story.' },
    },
    notFound: { ...notFound, title: 'Home ' },
  };
  assert.equal(uniquePageMeta(context(pages)), [
    {
      key: 'pages',
      pointer: '/routes/~1about/title',
      message:
        'is the same title as "/menu" has: "Menu" (every page needs its own, so search results and browser tabs tell them apart)',
    },
    {
      key: 'pages',
      pointer: '/notFound/title',
      message:
        'is the same title as "/" has: "Home" (every page needs its own, so search results and browser tabs tell them apart)',
    },
    {
      key: 'pages',
      pointer: '/routes/~1menu/description',
      message:
        'is the same description as "/" has: "Pottery and food." (every page needs its own, so search results and browser tabs tell them apart)',
    },
  ]);
});

rule("should count each listed product's page, named by store.json, against the other pages", () => {
  const pages = {
    routes: {
      '/': { title: 'Home', description: 'Pottery and food.' },
      '/store': { title: 'Shop Online', description: 'Our shop.' },
    },
    notFound,
  };
  const store = {
    products: [
      { id: 'mug', title: 'Mug', summary: 'A mug.' },
      { id: 'shop', title: 'Shop Online', summary: 'A mug.' },
    ],
  };
  const files = new Map<RuleFinding['key'], unknown>([
    ['pages', pages],
    ['store', store],
  ]);
  assert.equal(uniquePageMeta({ dir: 'tests/fixtures/catalog', files, references: new Map() }), [
    {
      key: 'store',
      pointer: '/products/1/title',
      message:
        'is the same title as "/store" has: "Shop Online" (every page needs its own, so search results and browser tabs tell them apart)',
    },
    {
      key: 'store',
      pointer: '/products/1/summary',
      message:
        'is the same description as "/product/mug" has: "A mug." (every page needs its own, so search results and browser tabs tell them apart)',
    },
  ]);
});

rule('should find nothing in distinct pages, and leave a malformed pages.json to its schema', () => {
  assert.equal(
    uniquePageMeta(
      context({
        routes: { '/': { title: 'A', description: 'a' }, '/menu': { title: 'B', description: 'b' } },
        notFound,
      }),
    ),
    [],
  );
  assert.equal(uniquePageMeta(context({ routes: [], notFound: 'x' })), []);
  assert.equal(uniquePageMeta(context(undefined)), []);
});

rule('should stop kiln validate with the file, line and place of the copy', async () => {
  const fixture = await makeFixture('duplicate-description', (f) =>
    f.editJson('pages.json', (pages) => {
      pages.routes['/faq'].description = pages.routes['/about'].description;
    }),
  );
  try {
    const { catalog, problems } = await validateCatalog(fixture.dir);
    assert.is(catalog, undefined);
    const at = await fixture.position('pages.json', ['routes', '/faq', 'description']);
    assert.equal(problems.map(formatProblem), [
      `${fixture.dir}/pages.json:${at} /routes/~1faq/description is the same description as "/about" has: "Our story, our concept and everything you can do at The Clay Table in Indiranagar." (every page needs its own, so search results and browser tabs tell them apart)`,
    ]);
  } finally {
    await fixture.cleanup();
  }
});

rule.run();

const own = suite("uniquePageMeta: the café's own pages");

own('should want an own page’s title and description unlike every other page’s', async () => {
  const pages = { routes: { '/menu': { title: 'Menu', description: 'Our dishes.' } }, notFound };
  const contentPages = { pages: [{ path: '/catering', title: 'Menu', description: 'Food for offices.' }] };
  const findings = await uniquePageMeta({
    dir: 'tests/fixtures/catalog',
    files: new Map<RuleFinding['key'], unknown>([
      ['pages', pages],
      ['contentPages', contentPages],
    ]),
    references: new Map(),
  });
  assert.equal(
    findings.map((f) => [f.key, f.pointer]),
    [['contentPages', '/pages/0/title']],
  );
  assert.match(findings[0]!.message, /the same title as "\/menu" has/);
});

own.run();
