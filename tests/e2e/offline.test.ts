import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { menuDishes } from '../../site/core/catalog/menu.ts';
import { build } from '../../scripts/build.ts';
import { createDevSession } from '../../scripts/dev/dev-session.ts';
import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { makeFixture, type Fixture } from '../cli/fixture.ts';
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';
import { IDLE_PREFETCH_ATTRIBUTE } from '../../site/client/prefetch-likely-taps.ts';
import { API, checkA11y, HUB, newPage, pageErrors, seenToast, type PageOptions } from './harness.ts';

/*
 * The site as an app: installable, and what a guest has seen opens without a connection. A copy
 * of the sample catalogue is built and served on its own port, as `kiln serve` would, so a test
 * can change a price and build again into the same folder, as a deploy does.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 50;
const SITE = `http://localhost:${PORT}`;

const offline = suite('offline: an installable site whose pages open without a connection');

let fixture: Fixture;
let outDir: string;
let server: Server;
/** site.json as the fixture has it: the words and numbers the pages show. */
let site: SiteCatalog;

async function buildFixture(): Promise<void> {
  const result = await build({ catalogDir: fixture.dir, outDir, siteUrl: SITE, hubUrl: HUB, apiBase: API });
  if (result.outcome !== 'built') throw new Error(`the catalogue is invalid: ${JSON.stringify(result).slice(0, 500)}`);
}

const serve = async (dev?: ReturnType<typeof createDevSession>) => {
  server = await startStaticServer({ dir: join(outDir, 'site'), port: PORT, dev: dev?.hooks });
};

const stop = () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

offline.before(async () => {
  fixture = await makeFixture('e2e-offline');
  site = await fixture.readJson('site.json');
  outDir = await mkdtemp(join(tmpdir(), 'kiln-e2e-offline-'));
  await buildFixture();
  await serve();
});

offline.after(async () => {
  if (server) await stop();
  await fixture?.cleanup();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const open = async (path: string, options?: PageOptions): Promise<Page> => {
  const page = await newPage({ serviceWorkers: 'allow', ...options });
  await page.goto(SITE + path, { waitUntil: 'load' });
  return page;
};

/** Waits until the page's service worker has activated (its shell kept) and controls the page. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated')
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(0)),
      );
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the site's caches hold. */
const cachedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** The price the menu shows for a dish. */
const price = (page: Page, dish: string) =>
  page
    .locator('main li', { has: page.locator('.name', { hasText: dish }) })
    .first()
    .locator('.price')
    .textContent();

offline(
  'should link every page to a manifest that makes the site installable: its name, start page, colours and icons drawn from the logo',
  async () => {
    const page = await open('/menu');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    assert.is(href, '/manifest.webmanifest');
    const response = await page.request.get(SITE + href);
    assert.is(response.status(), 200);
    assert.match(response.headers()['content-type']!, /^application\/manifest\+json/);
    assert.is(response.headers()['cache-control'], 'no-cache', 'a new build is seen at once');
    const manifest = await response.json();
    assert.is(manifest.name, site.name);
    assert.is(manifest.short_name, site.app.shortName);
    assert.is(manifest.start_url, '/');
    assert.is(manifest.display, 'standalone');
    // The light theme's page colour, as the page's own theme-color tag says.
    const themeColor = await page
      .locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')
      .getAttribute('content');
    assert.is(manifest.theme_color, themeColor);
    assert.is(manifest.background_color, themeColor);

    const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
    assert.equal(icons.map((i) => `${i.sizes} ${i.purpose}`).sort(), [
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const file = await page.request.get(SITE + icon.src);
      assert.is(file.status(), 200, icon.src);
      assert.is(file.headers()['content-type'], 'image/png');
      const bytes = await file.body();
      const { format, width, height } = await sharp(bytes).metadata();
      assert.is(`${format} ${width}x${height}`, `png ${icon.sizes}`, icon.src);
      // The round logo on its own leaves the corners clear; a maskable icon fills them with the page's colour.
      const corner = await sharp(bytes)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .ensureAlpha()
        .raw()
        .toBuffer();
      const hex = `#${[...corner.subarray(0, 3)].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
      if (icon.purpose === 'maskable') assert.equal([hex, corner[3]], [themeColor, 255], `${icon.src} corner`);
      else assert.is(corner[3], 0, `${icon.src} corner is transparent`);
    }

    // Chromium's own verdict, as it decides whether to offer "Install": no error, once the worker runs.
    await workerReady(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test's browser context is a private window, where Chromium installs nothing: the one error that is not the site's.
    assert.equal(
      installabilityErrors.filter((e) => e.errorId !== 'in-incognito'),
      [],
    );
    const { errors } = await cdp.send('Page.getAppManifest');
    assert.equal(errors, []);
    await page.close();
  },
);

offline('should serve the worker fresh at /sw.js for the whole site, under a policy that allows it', async () => {
  const response = await fetch(`${SITE}/sw.js`);
  assert.is(response.status, 200);
  assert.match(response.headers.get('content-type')!, /^text\/javascript/);
  assert.is(response.headers.get('cache-control'), 'no-cache');
  const policy = response.headers.get('content-security-policy')!;
  assert.match(policy, /(^|; )worker-src 'self'(;|$)/);
  assert.match(policy, /(^|; )manifest-src 'self'(;|$)/);
});

offline(
  "should open the pages a guest has seen without a connection, and for one never seen the offline page with the café's phone number and address",
  async () => {
    const page = await open('/');
    await workerReady(page);
    const seen = ['/', '/menu', '/contact', '/events'];
    const titles = new Map<string, string>();
    let online: string | null = null;
    for (const path of seen) {
      await page.goto(SITE + path, { waitUntil: 'load' });
      titles.set(path, await page.title());
      if (path === '/menu') online = await price(page, 'Paneer Tikka');
    }
    // The shop's products come from the commerce API, on its own origin: never kept.
    await page.goto(`${SITE}/store`, { waitUntil: 'networkidle' });

    await page.context().setOffline(true);
    for (const path of seen) {
      const response = await page.goto(SITE + path, { waitUntil: 'load' });
      assert.ok(response?.fromServiceWorker(), `${path} from the worker`);
      assert.is(await page.title(), titles.get(path), `${path} opens offline`);
      await checkA11y(page);
    }
    // The home page's later sections arrive as the guest scrolls, offline too.
    const home = await fixture.readJson('home.json');
    await page.goto(`${SITE}/`, { waitUntil: 'load' });
    await page.locator('#offers').scrollIntoViewIfNeeded();
    await page.locator('#offers').getByRole('heading', { name: home.offers.heading }).waitFor();
    assert.is(await page.getByText(home.loadingSection).count(), 0, 'every late section in place');
    await page.goto(`${SITE}/menu?diet=vegan`, { waitUntil: 'load' });
    assert.is(await page.title(), titles.get('/menu'), 'a page with a query opens from the page kept');
    assert.is(await price(page, 'Paneer Tikka'), online);
    await page.goto(`${SITE}/contact`, { waitUntil: 'load' });
    assert.ok(await page.locator('main').getByText(site.hours).first().isVisible(), 'the hours, on the contact page');

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${SITE}/gallery`, { waitUntil: 'load' });
      assert.is(await page.title(), `${site.app.offline.title} · ${site.name}`);
      const main = page.locator('main');
      assert.is(await main.getByRole('heading', { level: 1 }).textContent(), site.app.offline.heading);
      const phone = main.getByRole('link', { name: site.phone.replace(/ /g, '\u00a0') });
      assert.ok(await phone.isVisible(), 'the phone number');
      assert.is(await phone.getAttribute('href'), `tel:${site.phone.replace(/[^\d+]/g, '')}`);
      for (const line of site.address.lines) assert.ok(await main.getByText(line).isVisible(), line);
      assert.ok(await main.getByRole('link', { name: site.app.offline.homeLabel }).isVisible());
      await checkA11y(page);
    }
    await page.context().setOffline(false);

    const urls = await cachedUrls(page);
    assert.ok(urls.length > 0);
    assert.equal(
      urls.filter((url) => !url.startsWith(`${SITE}/`)),
      [],
      'nothing from another origin, the commerce API included',
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

offline(
  'should switch views in place on a phone without a connection: a view seen before, and the offline page for one never seen',
  async () => {
    const page = await open('/', { width: 390, height: 844 });
    await workerReady(page);
    await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
    await page.goto(`${SITE}/`, { waitUntil: 'load' });
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.context().setOffline(true);

    const tabs = page.locator('[data-tabbar]');
    await tabs.getByRole('link', { name: 'Menu' }).click();
    await page.waitForURL(`${SITE}/menu`);
    await page.locator('main').getByText('Paneer Tikka').first().waitFor();
    await tabs.getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${SITE}/gallery`);
    const heading = page.locator('main').getByRole('heading', { level: 1 });
    await heading.filter({ hasText: site.app.offline.heading }).waitFor();
    assert.ok(await page.locator('main').getByText(site.address.lines[0]!).isVisible());
    assert.ok(
      await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      'switched in place, no page load',
    );
    await checkA11y(page);
    await page.context().setOffline(false);
    await page.close();
  },
);

offline(
  'should open the cart without a connection though it was never opened online, and say plainly that Pay Online needs one',
  async () => {
    const page = await open('/menu', { width: 390, height: 844 });
    await workerReady(page);
    await page.getByRole('button', { name: 'Add Peri Peri Fries to cart' }).click();
    assert.equal(await seenToast(page), { title: M.addedTitle, description: M.added('Peri Peri Fries') });
    // The cart's code came at idle (client/prefetch-likely-taps.ts), and the worker keeps it: its drawer, React, the cart's rules.
    // Asked from here until true, as a predicate that returns a promise could pass at once.
    const kept = () =>
      page.evaluate(async (attribute) => {
        const wanted = [...document.querySelectorAll<HTMLLinkElement>(`link[${attribute}]`)].map((l) => l.href);
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        const all = urls.join(' ');
        return (
          wanted.length > 0 &&
          wanted.every((url) => urls.includes(url)) &&
          /\/cart-drawer-/.test(all) &&
          /\/init-cart-sync-/.test(all)
        );
      }, IDLE_PREFETCH_ATTRIBUTE);
    for (const end = Date.now() + 30_000; !(await kept()); await page.waitForTimeout(100)) {
      if (Date.now() > end) throw new Error("the worker did not keep the cart's code");
    }

    await page.context().setOffline(true);
    for (const reach of ['reload', 'navigate'] as const) {
      if (reach === 'reload') await page.reload({ waitUntil: 'load' });
      else await page.goto(`${SITE}/`, { waitUntil: 'load' });
      const badge = page.locator('[data-header] [data-cart-count][data-badge]');
      await badge.filter({ hasText: /^1$/ }).waitFor();
      await page.locator('[data-header] button[data-cart-open]').first().click();
      const drawer = page.locator('dialog[data-cart-drawer]');
      await drawer.locator('h2').waitFor();
      assert.match(
        (await drawer.locator('[data-cart-line]').textContent()) ?? '',
        /Peri Peri Fries/,
        `${reach}: the item, listed`,
      );
      await drawer.getByRole('button', { name: 'Pay Online' }).click();
      assert.equal(await seenToast(page), M.checkoutOffline, `${reach}: Pay Online says it needs a connection`);
      assert.is(await drawer.locator('[data-cart-line]').count(), 1, `${reach}: the cart is kept`);
      assert.ok(await drawer.isVisible(), `${reach}: the drawer stays open`);
    }
    await page.context().setOffline(false);
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

offline(
  'should not register the worker under kiln dev, and remove one that kiln serve left on the same address',
  async () => {
    const page = await open('/');
    await workerReady(page);
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    assert.is(await registrations(), 1);
    await stop();
    await serve(createDevSession());
    try {
      await page.goto(`${SITE}/about`, { waitUntil: 'load' });
      assert.ok(await page.locator('script[data-kiln-dev]').count(), 'served by kiln dev');
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0);

      // The signal that the page has made its choice: under kiln dev its worker code asks for the
      // registrations (to remove them) instead of registering. Both calls are noted as they happen.
      const fresh = await newPage({ serviceWorkers: 'allow' });
      await fresh.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { workerCalls: calls });
        const container = ServiceWorkerContainer.prototype;
        for (const name of ['register', 'getRegistrations'] as const) {
          const original = container[name] as (...args: unknown[]) => unknown;
          Object.defineProperty(container, name, {
            value(this: ServiceWorkerContainer, ...args: unknown[]) {
              calls.push(name);
              return original.apply(this, args);
            },
          });
        }
      });
      await fresh.goto(`${SITE}/`, { waitUntil: 'load' });
      await fresh.waitForFunction(() =>
        (window as unknown as { workerCalls: string[] }).workerCalls.includes('getRegistrations'),
      );
      assert.equal(
        await fresh.evaluate(() => (window as unknown as { workerCalls: string[] }).workerCalls),
        ['getRegistrations'],
        'never registered',
      );
      assert.is(await fresh.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
      await fresh.close();
    } finally {
      await page.close();
      await stop();
      await serve();
    }
  },
);

offline("should show a new build's price on the first online load, and replace the worker and its shell", async () => {
  const page = await open('/');
  await workerReady(page);
  await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
  assert.is(await price(page, 'Paneer Tikka'), '₹290');
  const before = await page.evaluate(() => caches.keys());
  assert.is(before.filter((name) => name.startsWith('kiln-shell-')).length, 1);

  await fixture.editJson('menu.json', (menu) => {
    const dish = menuDishes(menu).find((d) => d.id === 'paneer-tikka')!;
    dish.price = 31500;
  });
  await buildFixture();

  await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
  assert.is(await price(page, 'Paneer Tikka'), '₹315', 'the new price, at once');

  // The build wrote a new worker: the browser installs it, and it deletes the last build's shell.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await page.waitForFunction(
    async (old) => {
      const names = await caches.keys();
      const shells = names.filter((name) => name.startsWith('kiln-shell-'));
      return shells.length === 1 && shells[0] !== old;
    },
    before.find((name) => name.startsWith('kiln-shell-')),
  );
  await page.context().setOffline(true);
  await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
  assert.is(await price(page, 'Paneer Tikka'), '₹315', 'offline, the copy kept is the new one');
  await page.context().setOffline(false);
  await page.close();
});

offline.run();
