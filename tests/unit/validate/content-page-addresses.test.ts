import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { KILN_FORMATS } from '../../../scripts/validate/formats.ts';
import { contentPageAddresses } from '../../../scripts/validate/rules/content-page-addresses.ts';
import { linksToAbsentPages } from '../../../scripts/validate/rules/links-to-absent-pages.ts';
import type { Reference } from '../../../scripts/validate/references.ts';
import type { RuleContext } from '../../../scripts/validate/rules/rule.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { contentPagePaths, contentPathFault } from '../../../site/core/content-page-paths.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { makeFixture } from '../../cli/fixture.ts';
import { addOwnPages, OWN_PAGES } from '../../own-pages-fixture.ts';

const context = (
  files: Partial<Record<CatalogKey, unknown>>,
  references: Partial<Record<CatalogKey, Reference[]>> = {},
): RuleContext => ({
  dir: 'tests/fixtures/no-such-catalogue',
  files: new Map(Object.entries(files) as [CatalogKey, unknown][]),
  references: new Map(Object.entries(references) as [CatalogKey, Reference[]][]),
});

const pages = (...paths: string[]) => ({ pages: paths.map((path) => ({ path })) });

const addresses = suite("the café's own pages: their addresses");

addresses('should take clean lowercase addresses that are none of Kiln’s own', () => {
  for (const path of ['/catering', '/custom-cakes', '/seasons/winter-2026'])
    assert.is(contentPathFault(path), undefined, path);
  for (const path of ['catering', '/Catering', '/catering/', '/cater ing', '/cater--ing', '/', '/café'])
    assert.is(contentPathFault(path), 'notClean', path);
  for (const path of ['/menu', '/about', '/product', '/product/mug', '/menu/page/2', '/assets/x', '/sections/home'])
    assert.is(contentPathFault(path), 'builtIn', path);
});

addresses('should report, by file and place, an address that is not clean, Kiln’s own, or listed twice', async () => {
  const findings = await contentPageAddresses(
    context({ contentPages: pages('/catering', 'Catering', '/menu', '/catering') }),
  );
  assert.equal(
    findings.map((f) => [f.key, f.pointer]),
    [
      ['contentPages', '/pages/1/path'],
      ['contentPages', '/pages/2/path'],
      ['contentPages', '/pages/3/path'],
    ],
  );
  assert.match(findings[0]!.message, /"Catering" is not an address a page can have.*like "\/catering"/);
  assert.match(findings[1]!.message, /"\/menu" is the address of one of Kiln's own pages/);
  assert.match(findings[2]!.message, /an earlier page in this file/);
  assert.equal(await contentPageAddresses(context({})), []);
});

addresses('should let a link lead to an own page’s address, and still call "/menus" a mistyped "/menu"', () => {
  const route = KILN_FORMATS['kiln-route'];
  for (const link of ['/catering', '/catering#part-1', '/seasons/winter', '/menu', '/#faq'])
    assert.ok(route(link), link);
  for (const link of ['/menus', '/Catering', 'catering', '/catering#1x']) assert.not.ok(route(link), link);
});

addresses('should report a link to an own page the catalogue does not have, and none to one it has', async () => {
  const link = (value: string): Reference => ({ format: 'kiln-route', pointer: '/footer/links/0/href', value });
  const present = await linksToAbsentPages(
    context({ site: {}, contentPages: pages('/catering') }, { site: [link('/catering'), link('/catering#part-1')] }),
  );
  assert.equal(present, []);
  const absent = await linksToAbsentPages(context({ site: {} }, { site: [link('/catering')] }));
  assert.is(absent.length, 1);
  assert.match(absent[0]!.message, /links to "\/catering".*add a page at that address to content-pages\.json/);
  assert.equal(contentPagePaths({ contentPages: OWN_PAGES }), ['/catering', '/seasons/winter']);
});

addresses(
  'should validate a copy of the sample with two own pages, and name the file and line of a bad address',
  async () => {
    const fixture = await makeFixture('own-pages', (f) => addOwnPages(f.dir));
    try {
      const valid = await validateCatalog(fixture.dir);
      assert.equal(valid.problems.map(formatProblem), []);
      await fixture.editJson('content-pages.json', (file) => {
        file.pages[1].path = '/events';
      });
      const { problems } = await validateCatalog(fixture.dir);
      const line = (await fixture.position('content-pages.json', ['pages', 1, 'path'])).split(':')[0];
      assert.ok(
        problems
          .map(formatProblem)
          .some(
            (p) => p.includes(`content-pages.json:${line}:`) && p.includes('/pages/1/path "/events" is the address'),
          ),
        problems.map(formatProblem).join('\n'),
      );
    } finally {
      await fixture.cleanup();
    }
  },
);

addresses.run();
