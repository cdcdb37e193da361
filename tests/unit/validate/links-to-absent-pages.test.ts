import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogRoutePaths, fileForPath } from '../../../site/core/catalog-routes.ts';
import { ROUTE_PATHS } from '../../../site/core/routes.ts';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { linksToAbsentPages } from '../../../scripts/validate/rules/links-to-absent-pages.ts';
import { pagesCoverRoutes } from '../../../scripts/validate/rules/pages-cover-routes.ts';
import type { Reference } from '../../../scripts/validate/references.ts';
import type { RuleContext } from '../../../scripts/validate/rules/rule.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { makeFixture } from '../../cli/fixture.ts';

const context = (
  files: Partial<Record<CatalogKey, unknown>>,
  references: Partial<Record<CatalogKey, Reference[]>> = {},
  // A folder with none of these files: a file there but unreadable is its own problem (below).
  dir = 'tests/fixtures/no-such-catalogue',
): RuleContext => ({
  dir,
  files: new Map(Object.entries(files) as [CatalogKey, unknown][]),
  references: new Map(Object.entries(references) as [CatalogKey, Reference[]][]),
});

const routes = suite('routes from the catalogue');

routes('should have every route for the sample catalogue', async () => {
  const result = await validateCatalog('tests/fixtures/catalog');
  assert.equal(catalogRoutePaths(result.catalog!), [...ROUTE_PATHS]);
});

routes('should have no /packages without packages.json, and home, contact and the rest without theirs', () => {
  const paths = catalogRoutePaths({ site: {}, pages: {}, home: {}, contact: {}, forms: {}, menu: {} });
  assert.not.ok(paths.includes('/packages'));
  assert.ok(paths.includes('/'));
  assert.ok(paths.includes('/contact'));
  assert.ok(paths.includes('/menu'));
  assert.is(fileForPath('/packages'), 'packages');
});

routes('should have a policy or coming-soon page only when its file lists it', () => {
  const paths = catalogRoutePaths({
    packages: {},
    policies: { pages: [{ path: '/terms' }] },
    comingSoon: { pages: { '/blog': {} } },
  });
  assert.ok(paths.includes('/terms'));
  assert.not.ok(paths.includes('/privacy-policy'));
  assert.ok(paths.includes('/blog'));
  assert.not.ok(paths.includes('/membership'));
});

routes.run();

const rule = suite('links to absent pages');

rule('should leave a link to a page whose file is there but could not be read to that file’s own problem', () => {
  const refs: Reference[] = [{ format: 'kiln-route', pointer: '/nav/0/href', value: '/packages' }];
  // tests/fixtures/catalog has a packages.json; here it did not load (a folder, say, or broken JSON).
  assert.equal(linksToAbsentPages(context({ site: {}, menu: {} }, { site: refs }, 'tests/fixtures/catalog')), []);
});

rule('should report a link to /packages when the catalogue has no packages.json, and say what to add', () => {
  const refs: Reference[] = [
    { format: 'kiln-route', pointer: '/nav/0/href', value: '/packages' },
    { format: 'kiln-route', pointer: '/nav/1/href', value: '/menu#desserts' },
    { format: 'kiln-route', pointer: '/nav/2/href', value: '#faq' },
  ];
  const findings = linksToAbsentPages(context({ site: {}, menu: {} }, { site: refs }));
  assert.equal(findings, [
    {
      key: 'site',
      pointer: '/nav/0/href',
      message:
        'links to "/packages", a page this catalogue does not have (add packages.json to have it, or remove the link)',
    },
  ]);
});

rule('should not ask pages.json for a title for a page the catalogue does not have', () => {
  const files = {
    pages: { routes: Object.fromEntries(ROUTE_PATHS.filter((p) => p !== '/packages').map((p) => [p, {}])) },
  };
  assert.equal(pagesCoverRoutes(context(files)), []);
});

rule('should name the file and line of a link to a page whose file is gone', async () => {
  const fixture = await makeFixture('no-packages', async (f) => {
    await f.remove('packages.json');
  });
  const result = await validateCatalog(fixture.dir).finally(fixture.cleanup);
  const lines = result.problems.map((p) => formatProblem({ ...p, file: p.file.replace(`${fixture.dir}/`, '') }));
  const navLink = lines.find((l) => l.startsWith('site.json:158:') && l.includes('"/packages"'));
  assert.ok(navLink, lines.join('\n'));
  assert.match(navLink!, /add packages\.json/);
});

rule.run();

const estimator = suite('estimator without packages.json');

estimator('should give the Dashboard view and the hub no estimator', async () => {
  const { dashboardProps } = await import('../../../site/pages/dashboard-page.tsx');
  const { hubProps } = await import('../../../scripts/render/render-hub.tsx');
  const { sampleCatalog } = await import('../../sample-catalog.ts');
  const { packages: _, ...catalog } = await sampleCatalog();
  assert.is(dashboardProps(catalog).estimator, undefined);
  assert.is(hubProps(catalog).estimator, undefined);
  assert.ok((await sampleCatalog()).packages && dashboardProps(await sampleCatalog()).estimator);
});

estimator.run();
