import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pages from '../fixtures/catalog/pages.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { ROUTE_PATHS } from '../../site/core/routes.ts';
import { checkA11y, newPage, pageErrors, SITE } from './harness.ts';

const routes = suite('every route');

// The product shell is reached as /product/{id}; the rest by their own path.
const urlFor = (path: string) => (path === '/product' ? '/product/any-id' : path);

// Every route at a desktop and a phone width, in both themes.
for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const)
  for (const colorScheme of ['light', 'dark'] as const) {
    routes(
      `should render every route with its title, one h1 and no axe violations at ${width}px (${colorScheme})`,
      async () => {
        const page = await newPage({ colorScheme, width, height });
        for (const path of ROUTE_PATHS) {
          const response = await page.goto(SITE + urlFor(path));
          assert.is(response?.status(), 200, `${path} answers 200`);
          const meta = pages.routes[path as keyof typeof pages.routes];
          const title = await page.title();
          assert.ok(
            path === '/' ? title.includes(site.tagline) : title.startsWith(meta.title),
            `${path} title "${title}"`,
          );
          assert.is(await page.locator('main h1').count(), 1, `${path} has one h1 in main`);
          await checkA11y(page);
        }
        assert.equal(pageErrors(page), []);
        await page.close();
      },
    );
  }

routes('should answer an unknown path with the 404 page and a way home', async () => {
  const page = await newPage();
  const response = await page.goto(`${SITE}/no-such-page`);
  assert.is(response?.status(), 404);
  assert.ok(await page.getByRole('heading', { level: 1, name: pages.notFound.heading }).isVisible());
  assert.is(await page.getByRole('link', { name: pages.notFound.homeLabel }).getAttribute('href'), '/');
  await checkA11y(page);
  await page.close();
});

routes('should keep focus order sane: the skip link comes first and lands on main', async () => {
  const page = await newPage();
  await page.goto(`${SITE}/about`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.labels.skipToContent });
  assert.ok(await skip.isVisible(), 'skip link shows when focused');
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'main');
  await page.close();
});

routes.run();
