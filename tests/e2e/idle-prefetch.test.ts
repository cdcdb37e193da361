import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { IDLE_PREFETCH_ATTRIBUTE } from '../../site/client/prefetch-likely-taps.ts';
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';
import { assertNever, newPage, pageErrors, seenToast, SITE } from './harness.ts';
import { SAVE_DATA } from './save-data.ts';

/*
 * Once a page has loaded and its network is quiet, the code its likely first taps need comes at
 * low priority, untouched by the guest (client/page-quiet.ts, client/prefetch-likely-taps.ts); never
 * under Save-Data.
 */

const idle = suite('idle prefetch: the first taps’ code, fetched once the page is quiet');

const scriptsOf = (page: Awaited<ReturnType<typeof newPage>>) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
};

idle(
  'should fetch the cart’s code on /menu after load, with no tap, at low priority, and the first Add answers with it',
  async () => {
    const page = await newPage({ width: 390, height: 844 });
    const scripts = scriptsOf(page);
    const drawerCode = page.waitForRequest((r) => /\/chunks\/cart-drawer-[^/]+\.js$/.test(r.url()));
    await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
    await drawerCode;
    // A file is in the page's resource timing once it has arrived.
    await page.waitForFunction(() =>
      ['/cart-drawer-', '/init-cart-sync-', '/hydrate-component-'].every((part) =>
        performance.getEntriesByType('resource').some((e) => e.name.includes(part)),
      ),
    );
    // No named functions in the page: tsx would name them with a helper the page lacks.
    const timing = await page.evaluate(() => {
      const [drawer, cart, react] = ['/cart-drawer-', '/init-cart-sync-', '/hydrate-component-'].map(
        (part) => performance.getEntriesByType('resource').find((e) => e.name.includes(part))?.startTime ?? -1,
      );
      return {
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        drawer: drawer!,
        cart: cart!,
        react: react!,
      };
    });
    assert.ok(
      timing.loaded > 0 && timing.drawer > timing.loaded,
      `the drawer's code at ${timing.drawer} ms, after load at ${timing.loaded} ms`,
    );
    assert.ok(timing.cart > timing.loaded && timing.react > timing.loaded, JSON.stringify(timing));
    const lowPriority = await page
      .locator(`link[${IDLE_PREFETCH_ATTRIBUTE}][rel="modulepreload"][fetchpriority="low"][href*="/cart-drawer-"]`)
      .count();
    assert.is(lowPriority, 1, 'asked for at low priority');
    assert.is(await page.locator('[data-cart-drawer][open]').count(), 0, 'fetched, not opened');

    const before = scripts.length;
    await page.getByRole('button', { name: 'Add Peri Peri Fries to cart' }).click();
    assert.equal(await seenToast(page), { title: M.addedTitle, description: M.added('Peri Peri Fries') });
    assert.not.ok(
      scripts.slice(before).some((s) => /\/init-cart-sync-/.test(s)),
      'the Add used the code already there',
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

idle('should fetch nothing ahead under Save-Data, and still add to the cart at a tap', async () => {
  const page = await newPage({ width: 390, height: 844, init: SAVE_DATA });
  const scripts = scriptsOf(page);
  await page.goto(`${SITE}/menu`, { waitUntil: 'networkidle' });
  assert.ok(
    await page.evaluate(() => (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData),
  );
  // Past the quiet half second and the idle moment the prefetch would have waited for.
  await assertNever(
    () => scripts.some((s) => /\/(cart-drawer|init-cart-sync|hydrate-component|prefetch-likely-taps)-/.test(s)),
    `fetched ${scripts.join(', ')}`,
    2000,
  );
  assert.is(await page.locator(`link[${IDLE_PREFETCH_ATTRIBUTE}]`).count(), 0);

  await page.getByRole('button', { name: 'Add Peri Peri Fries to cart' }).click();
  assert.equal(await seenToast(page), { title: M.addedTitle, description: M.added('Peri Peri Fries') });
  assert.ok(scripts.some((s) => /\/init-cart-sync-/.test(s)));
  assert.equal(pageErrors(page), []);
  await page.close();
});

idle.run();
