import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import about from '../fixtures/catalog/about.json' with { type: 'json' };
import pottery from '../fixtures/catalog/pottery.json' with { type: 'json' };
import press from '../fixtures/catalog/press.json' with { type: 'json' };
import { assertNever, checkA11y, newPage, pageErrors, SITE } from './harness.ts';
import { SAVE_DATA } from './save-data.ts';

const PAGES = ['/about', '/pottery', '/press', '/faq', '/gallery'];

const a11y = suite('content pages: accessibility');

for (const colorScheme of ['light', 'dark'] as const) {
  a11y(`should pass axe on ${PAGES.join(', ')} at 1280 px and 390 px (${colorScheme})`, async () => {
    for (const width of [1280, 390]) {
      const page = await newPage({ colorScheme, width });
      for (const path of PAGES) {
        await page.goto(SITE + path, { waitUntil: 'load' });
        assert.is(await page.locator('main h1').count(), 1, `${path} has one h1`);
        await checkA11y(page);
      }
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  });
}

const content = suite('content pages: what a guest sees');

content('should show the six offerings on /about and a link to reservations', async () => {
  const page = await newPage();
  await page.goto(`${SITE}/about`);
  for (const o of about.offerings.items)
    assert.ok(await page.getByRole('heading', { level: 3, name: o.title }).isVisible(), o.title);
  assert.is(await page.locator('#pride li').count(), 3);
  assert.is(await page.getByRole('link', { name: about.cta.link.label }).getAttribute('href'), '/reservations');
  await page.close();
});

content('should show four steps, three feature pictures and walk-ins welcome on /pottery', async () => {
  const page = await newPage();
  await page.goto(`${SITE}/pottery`);
  assert.is(await page.locator('#how-it-works ol > li').count(), 4);
  for (const f of pottery.features.items) assert.ok(await page.getByRole('img', { name: f.picture.alt }).isVisible());
  assert.ok(await page.getByRole('heading', { name: 'Walk-ins welcome' }).isVisible());
  assert.ok(await page.getByText('From ₹999', { exact: true }).isVisible());
  await page.close();
});

content('should list the press articles with their publications and links on /press', async () => {
  const page = await newPage();
  await page.goto(`${SITE}/press`);
  assert.is(await page.locator('main article').count(), press.items.length);
  for (const item of press.items) {
    assert.is(await page.getByRole('link', { name: item.title }).getAttribute('href'), item.href);
  }
  await page.close();
});

const weight = suite('content pages: no React where nothing needs it');

weight(
  'should not download React or any island on /about, /faq and /menu until the guest reaches for one (no idle prefetch under Save-Data)',
  async () => {
    for (const path of ['/about', '/faq', '/menu']) {
      // Save-Data: no idle prefetch (client/page-quiet.ts), so what is fetched is what a tap asks for.
      const page = await newPage({ init: SAVE_DATA });
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await page.goto(SITE + path, { waitUntil: 'networkidle' });
      await page.mouse.move(400, 500);
      await page.mouse.wheel(0, 2000);
      assert.ok(
        scripts.some((s) => /\/assets\/boot-/.test(s)),
        `${path} loads the boot script`,
      );
      await assertNever(
        () => scripts.some((s) => /hydrate-component-|gallery-|cart-/.test(s)),
        `${path} fetched ${scripts.join(', ')}`,
      );
      await page.close();
    }
  },
);

weight(
  'should add a dish to the cart without React, and fetch it only when the guest reaches for the cart',
  async () => {
    // Save-Data: no idle prefetch (client/page-quiet.ts), so what is fetched is what a tap asks for.
    const page = await newPage({ init: SAVE_DATA });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${SITE}/menu`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    await page.locator('#toaster .toast').waitFor();
    assert.is(await page.locator('header [data-cart-count]').first().textContent(), '1');
    assert.not.ok(
      scripts.some((s) => /hydrate-component-/.test(s)),
      'adding needs no React',
    );
    await page.locator('header [data-cart-open]').first().click();
    await page.getByRole('dialog').waitFor();
    assert.ok(
      scripts.some((s) => /hydrate-component-/.test(s)) && scripts.some((s) => /\/cart-/.test(s)),
      'the drawer brings React with it',
    );
    await page.close();
  },
);

weight('should fetch the gallery island only once the guest reaches for the gallery', async () => {
  // Save-Data: no idle prefetch (client/page-quiet.ts), so what is fetched is what a tap asks for.
  const page = await newPage({ init: SAVE_DATA });
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto(`${SITE}/gallery`, { waitUntil: 'networkidle' });
  assert.not.ok(
    scripts.some((s) => /\/gallery-/.test(s)),
    'not before interaction',
  );
  await page.getByRole('button', { name: /^Art/ }).hover();
  await page.locator('[data-island="gallery"][data-hydrated]').waitFor({ state: 'attached' });
  assert.ok(scripts.some((s) => /\/gallery-/.test(s)));
  await page.close();
});

a11y.run();
content.run();
weight.run();
