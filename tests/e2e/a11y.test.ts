import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import gallery from '../fixtures/catalog/gallery.json' with { type: 'json' };
import hubs from '../fixtures/catalog/hubs.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { HEADER_BREAKPOINT } from '../../site/styles/tokens.ts';
import { checkA11y, pageErrors, visit, type PageOptions } from './harness.ts';

/*
 * axe with everything that opens over a page: the header's menus, the cart drawer, the gallery's
 * lightbox and a community post. Every route closed is in routes.test.ts; the estimator in
 * estimator.test.ts; the hub's screens and dialogs in hub-a11y.test.ts.
 */

const VIEWS = [
  { width: 1280, height: 900, colorScheme: 'light' },
  { width: 1280, height: 900, colorScheme: 'dark' },
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
] as const satisfies PageOptions[];

const groups = site.header.nav.filter((item) => 'links' in item);
const cartLine = {
  product: { id: 'menu-peri-peri-fries', title: 'Masala Fries', image: '/images/menu/appetizers.svg' },
  variant: {
    id: 'menu-peri-peri-fries',
    title: 'Standard',
    price_in_cents: 19000,
    sale_price_in_cents: null,
    price_formatted: '',
    sale_price_formatted: null,
    currency_info: { code: 'INR', symbol: '₹' },
    manage_inventory: false,
  },
  quantity: 2,
};

interface Overlay {
  name: string;
  path: string;
  storage?: Record<string, string>;
  /** Opens it and leaves it open for axe. */
  open(page: Page, width: number): Promise<void>;
}

const OVERLAYS: Overlay[] = [
  {
    name: 'the header menus',
    path: '/about',
    async open(page, width) {
      if (width < HEADER_BREAKPOINT) {
        // the groups live behind the menu button
        await page.getByRole('button', { name: site.header.menuLabel }).click();
        await page.locator('#site-menu').waitFor();
        return;
      }
      // Each dropdown in turn; axe runs with every one of them open.
      const bar = page.getByRole('navigation', { name: site.labels.mainNav });
      for (const group of groups.slice(0, -1)) {
        await bar.getByRole('button', { name: group.label, exact: true }).click();
        await checkA11y(page, '[data-header]');
      }
      await bar.getByRole('button', { name: groups.at(-1)!.label, exact: true }).click();
    },
  },
  {
    name: 'the cart drawer',
    path: '/menu',
    storage: { [STORAGE_KEYS.cart]: JSON.stringify([cartLine]) },
    async open(page) {
      await page.locator('[data-header] button[data-cart-open]').first().click();
      await page.locator('dialog[data-cart-drawer] [data-cart-line]').waitFor();
    },
  },
  {
    name: 'the gallery lightbox',
    path: '/gallery',
    async open(page) {
      const photo = gallery.photos[0]!;
      await page.getByRole('link', { name: new RegExp(`^${photo.title}`) }).click();
      await page.getByRole('dialog', { name: photo.title }).waitFor();
    },
  },
  {
    name: 'a community post',
    path: '/hubs',
    async open(page) {
      const post = hubs.posts[0]!;
      await page
        .getByRole('button', { name: new RegExp(`^Open post by @${post.user.replaceAll('.', '\\.')}`) })
        .click();
      await page.getByRole('dialog', { name: `@${post.user}` }).waitFor();
    },
  },
];

const overlays = suite('accessibility: with things open');

for (const overlay of OVERLAYS) {
  overlays(`should pass axe with ${overlay.name} open, at 1280px and 390px in both themes`, async () => {
    for (const view of VIEWS) {
      const page = await visit(overlay.path, { ...view, storage: overlay.storage });
      await overlay.open(page, view.width);
      await checkA11y(page);
      assert.equal(pageErrors(page), [], `${view.width}px ${view.colorScheme}`);
      await page.close();
    }
  });
}

overlays.run();

const motion = suite('accessibility: reduced motion');

/** The cart drawer's opening animation and a button's colour transition, as the browser computes them. */
async function motionOf(options: PageOptions) {
  const page = await visit('/menu', { ...options, storage: { [STORAGE_KEYS.cart]: JSON.stringify([cartLine]) } });
  const button = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
  const transition = await button.evaluate((el) => getComputedStyle(el).transitionDuration);
  const scroll = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  await page.locator('[data-header] button[data-cart-open]').first().click();
  const drawer = page.locator('dialog[data-cart-drawer]');
  await drawer.locator('[data-cart-line]').waitFor();
  const animation = await drawer.evaluate((el) => getComputedStyle(el).animationName);
  await page.close();
  return { transition, scroll, animation };
}

motion(
  'should slide, ease and scroll smoothly by default, and not at all when the guest asks for less motion',
  async () => {
    const normal = await motionOf({});
    assert.is.not(normal.animation, 'none', 'the drawer slides in by default');
    assert.is.not(normal.transition, '0s', 'buttons ease by default');
    assert.is(normal.scroll, 'smooth');

    const reduced = await motionOf({ reducedMotion: 'reduce' });
    assert.equal(reduced, { transition: '0s', scroll: 'auto', animation: 'none' });
  },
);

motion.run();
