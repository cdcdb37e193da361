import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import home from '../fixtures/catalog/home.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { ROUTE_PATHS } from '../../site/core/routes.ts';
import {
  assertNever,
  checkA11y,
  gotoQuiet,
  holdRequests,
  layoutShift,
  newPage,
  pageErrors,
  recordLayoutShifts,
  SITE,
  type PageOptions,
  visit,
} from './harness.ts';

/**
 * The phone layout (SPEC §2.7) at 390×844: its chrome, views switched in place with real URLs,
 * the contact fan, the home carousels, the not-found view, and the switch between layouts live.
 * The Dashboard view is in dashboard-view.test.ts; about and gallery in mobile-about-gallery.test.ts.
 */
const PHONE = { width: 390, height: 844 } as const;
const phone = (path: string, options: PageOptions = {}) => visit(path, { ...PHONE, ...options });

/** The 21 entries of SPEC §2.7's full-screen menu, in order. */
const MENU_ENTRIES = [
  'Pottery',
  'Crash Course',
  'Hubs',
  'Events / Workshops',
  'Blog / Journal',
  'Shop Online',
  'Gift Cards',
  'Care Instructions',
  'Videos',
  'Virtual Tour',
  'Table Booking',
  'Private Sessions',
  'About Us',
  'Contact',
  'Career',
  'FAQs',
  'Bistro Policies',
  'Testimonials',
  'Membership',
  'Collaborations',
  'Press & Media',
];

const tabs = (page: Page) => page.getByRole('navigation', { name: site.mobile.tabsLabel });
const menuButton = (page: Page) => page.locator('[data-mobile-menu-button]');
const menu = (page: Page) => page.getByRole('navigation', { name: site.labels.siteMenu });
/** Set on the page's window: gone if the browser loaded a new document. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { kilnMark: number }).kilnMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { kilnMark?: number }).kilnMark === 1);
const heading = (page: Page) => page.locator('main h1').first();

const chrome = suite('phone layout: chrome');

chrome('should show the top bar, the five tabs with the current one marked, and no desktop navigation', async () => {
  const page = await phone('/menu');
  assert.ok(await page.locator('[data-header] [data-logo]').isVisible(), 'logo');
  assert.ok(await page.locator('[data-header] [data-logo]').getByText(site.name).isVisible(), 'product name');
  assert.ok(await page.getByRole('button', { name: site.header.cartLabel }).first().isVisible(), 'cart button');
  assert.ok(await menuButton(page).isVisible(), 'menu button');
  assert.not.ok(await page.getByRole('navigation', { name: site.labels.mainNav }).isVisible(), 'desktop nav hidden');
  assert.equal(await tabs(page).getByRole('link').allTextContents(), [
    'Home',
    'Menu',
    'Dashboard',
    'Packages',
    'Gallery',
  ]);
  assert.equal(await tabs(page).locator('[aria-current="page"]').textContent(), 'Menu');
  await page.close();
});

chrome('should badge the cart with the total quantity only above 0', async () => {
  const page = await phone('/menu', { storage: { 'kiln:cart': JSON.stringify([]) } });
  const badge = page.locator('[data-header] [data-badge]');
  assert.not.ok(await badge.isVisible(), 'no badge at 0');
  await page.locator('[data-add-to-cart]').first().click();
  // The second once the first is in: a tap while the cart's code is still coming is held once (client/busy-until.ts).
  await page.waitForFunction(() => document.querySelector('[data-header] [data-badge]')?.textContent === '1');
  await page.locator('[data-add-to-cart]').first().click();
  await page.waitForFunction(() => document.querySelector('[data-header] [data-badge]')?.textContent === '2');
  assert.ok(await badge.isVisible());
  await page.close();
});

chrome('should list the 21 menu entries and the theme switch, trap focus, and close on Escape', async () => {
  const page = await phone('/');
  await menuButton(page).click();
  assert.equal(await menu(page).getByRole('link').filter({ visible: true }).allTextContents(), MENU_ENTRIES);
  assert.ok(await page.locator('#site-menu [data-theme-toggle][role="switch"]').isVisible(), 'theme switch');
  // Focus goes round inside the menu, however far the guest tabs.
  for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
  assert.ok(
    await page.evaluate(() => !!document.activeElement?.closest('#site-menu, [data-mobile-menu-button]')),
    'focus stays in the menu',
  );
  await page.keyboard.press('Shift+Tab');
  assert.ok(
    await page.evaluate(() => !!document.activeElement?.closest('#site-menu, [data-mobile-menu-button]')),
    'also backwards',
  );
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#site-menu').isHidden(), 'closed');
  assert.ok(await menuButton(page).evaluate((b) => b === document.activeElement), 'focus back on the menu button');
  await page.close();
});

chrome("should open the Dashboard view in place from the menu's Dashboard, as from the bottom tab", async () => {
  const page = await phone('/about');
  await mark(page);
  await menuButton(page).click();
  await page.locator('#site-menu').getByRole('link', { name: site.header.dashboardLabel }).click();
  await page.waitForURL(`${SITE}/dashboard`);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.ok(await marked(page), 'switched in place, no page load');
  assert.ok(await page.locator('#site-menu').isHidden(), 'the menu closed');
  assert.equal(
    await tabs(page).locator('[aria-current="page"]').getAttribute('href'),
    '/dashboard',
    'the Dashboard tab is current',
  );
  await page.close();
});

chrome('should switch the theme from the menu', async () => {
  const page = await phone('/');
  await menuButton(page).click();
  await page.locator('#site-menu [data-theme-toggle]').click();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
  await page.close();
});

chrome('should open every menu entry in place, closing the menu, with its title and heading', async () => {
  const page = await phone('/');
  await mark(page);
  for (const entry of MENU_ENTRIES) {
    await menuButton(page).click();
    const link = menu(page).getByRole('link', { name: entry, exact: true });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(SITE + href);
    await page.waitForFunction((h) => document.querySelector('main h1') !== null && location.pathname === h, href);
    assert.ok(await page.locator('#site-menu').isHidden(), `${entry}: menu closed`);
    assert.ok(await marked(page), `${entry}: no page load`);
    assert.ok(await heading(page).isVisible(), `${entry}: its heading shows`);
    assert.match(await page.title(), site.name, `${entry}: title`);
  }
  await page.close();
});

chrome('should fan out Call, WhatsApp, Email and Location, and close on Escape', async () => {
  const page = await phone('/');
  const fab = page.getByRole('button', { name: site.mobile.contact.open });
  await fab.click();
  const fan = page.locator('#contact-fan');
  assert.equal(await fan.getByRole('link').allTextContents(), ['Call', 'WhatsApp', 'Email', 'Location']);
  assert.equal(
    await fan.getByRole('link', { name: 'Call' }).getAttribute('href'),
    `tel:${site.phone.replace(/[^\d+]/g, '')}`,
  );
  assert.equal(
    await fan.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'),
    `https://wa.me/${site.whatsapp}`,
  );
  assert.equal(await fan.getByRole('link', { name: 'Email' }).getAttribute('href'), `mailto:${site.email}`);
  assert.equal(await fan.getByRole('link', { name: 'Location' }).getAttribute('href'), site.address.mapsUrl);
  await page.keyboard.press('Escape');
  assert.ok(await fan.isHidden());
  await page.close();
});

chrome('should swap the contact button for the estimator on packages, opening it as a 95% sheet', async () => {
  const page = await phone('/');
  await tabs(page).getByRole('link', { name: 'Packages' }).click();
  await page.waitForURL(`${SITE}/packages`);
  assert.not.ok(await page.getByRole('button', { name: site.mobile.contact.open }).isVisible(), 'contact button gone');
  await page.locator('[data-estimator-open]').click();
  const sheet = page.locator('dialog[data-estimator]');
  await sheet.waitFor();
  const { height } = (await sheet.boundingBox())!;
  assert.ok(Math.abs(height - 0.95 * PHONE.height) < 2, `sheet is 95% high (${height}px)`);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await tabs(page).getByRole('link', { name: 'Home' }).click();
  await page.waitForURL(`${SITE}/`);
  assert.ok(await page.getByRole('button', { name: site.mobile.contact.open }).isVisible(), 'contact button back');
  await page.close();
});

chrome('should keep touch targets at 44px and nothing scrolling sideways at 320px, on every view', async () => {
  const page = await newPage({ width: 320, height: 700 });
  for (const path of [...ROUTE_PATHS.filter((p) => p !== '/product'), '/product/speckled-mug', '/no-such-view']) {
    // After the page's islands have woken: their styles arrive then, and must not undo the chrome's.
    await gotoQuiet(page, SITE + path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.is(overflow, 0, `${path}: no sideways scroll at 320px`);
    const small = await page
      .locator('[data-tabbar] a, [data-header] button:visible, [data-contact-fab] > button')
      .evaluateAll(
        (els) =>
          els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 44 || r.height < 44))
            .length,
      );
    assert.is(small, 0, `${path}: chrome targets at least 44px`);
    const outside = await page
      .locator('[data-header] a, [data-header] button')
      .evaluateAll(
        (els) =>
          els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.right > window.innerWidth).length,
      );
    assert.is(outside, 0, `${path}: the top bar fits`);
    assert.ok(await page.locator('[data-mobile-menu-button]').isVisible(), `${path}: the menu button shows`);
  }
  await page.close();
});

const views = suite('phone layout: views with URLs');

views('should switch tabs in place, with title, current tab and focus on the new heading', async () => {
  const page = await phone('/');
  await mark(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await tabs(page).getByRole('link', { name: 'Menu' }).click();
  await page.waitForURL(`${SITE}/menu`);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.ok(await marked(page), 'no page load');
  assert.match(await page.title(), /^Menu/);
  assert.equal(await heading(page).textContent(), 'Menu');
  assert.equal(await tabs(page).locator('[aria-current="page"]').textContent(), 'Menu');
  assert.is(await page.evaluate(() => window.scrollY), 0, 'at the top');
  assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${SITE}/menu`, 'its head tags');
  await page.close();
});

views("should show a view switched to as it shows when loaded, its styles added to goober's sheet once", async () => {
  const look = [
    'color',
    'background-color',
    'border',
    'border-radius',
    'padding',
    'margin',
    'gap',
    'font-size',
    'font-weight',
    'display',
    'width',
  ];
  const styles = (page: Page) =>
    page
      .locator('main *')
      .evaluateAll(
        (els, look) =>
          els.map(
            (el) =>
              `${el.tagName}.${el.getAttribute('class')} ${look.map((p) => getComputedStyle(el).getPropertyValue(p)).join('|')}`,
          ),
        look,
      );
  for (const [tab, path] of [
    ['Menu', '/menu'],
    ['Packages', '/packages'],
    ['Gallery', '/gallery'],
  ]) {
    // The menu's filter, once armed, adds each tab's count: compared armed, on both sides.
    const armed = (page: Page) =>
      page.waitForFunction(() => !document.querySelector('[data-diet-filter]:not([data-armed])'));
    const loaded = await phone(path!);
    await armed(loaded);
    const expected = await styles(loaded);
    await loaded.close();
    const page = await phone('/');
    await tabs(page).getByRole('link', { name: tab }).click();
    await page.waitForURL(`${SITE}${path}`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await armed(page);
    assert.equal(await styles(page), expected, `${path}: the same look`);
    const sheets = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.id));
    assert.equal(sheets, ['_goober'], 'one sheet');
    await page.close();
  }
});

views('should land on the place a link names in another view', async () => {
  const page = await phone('/menu');
  await mark(page);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/faq#collection', textContent: 'Questions' });
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', { name: 'Questions' }).dispatchEvent('click'); // under the fixed top bar
  await page.waitForURL(`${SITE}/faq#collection`);
  await page.waitForFunction(() => document.querySelector('#collection') !== null);
  assert.ok(await marked(page), 'no page load');
  assert.ok(await page.evaluate(() => window.scrollY > 200), 'scrolled down the new view');
  assert.ok(
    await page.evaluate(() => Math.abs(document.getElementById('collection')!.getBoundingClientRect().top) < 200),
    'at #collection',
  );
  await page.close();
});

views(
  'should switch in place to a view whose link has a malformed fragment (/faq#%), and leave an href no URL parser takes to the browser',
  async () => {
    const page = await phone('/menu');
    await mark(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/faq#%', textContent: 'Questions' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Questions' }).dispatchEvent('click');
    await page.waitForURL(`${SITE}/faq#%`);
    await page.waitForFunction(() => document.querySelector('#collection') !== null);
    assert.ok(await marked(page), 'no page load');
    assert.ok(
      await page.evaluate(() => document.activeElement === document.querySelector('main h1')),
      'focus on the new heading, as after any switch',
    );
    assert.equal(pageErrors(page), []);
    // A click's listeners run within dispatchEvent: what they throw is reported before it returns.
    const thrown = await page.evaluate(() => {
      const errors: string[] = [];
      const broken = Object.assign(document.createElement('a'), { textContent: 'Broken' });
      broken.setAttribute('href', 'http://[');
      document.querySelector('main')!.prepend(broken);
      window.onerror = (message) => void errors.push(String(message));
      broken.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      window.onerror = null;
      return errors;
    });
    assert.equal(thrown, [], 'the broken href');
    await page.close();
  },
);

views('should go back, forward and reload between views', async () => {
  const page = await phone('/');
  await mark(page);
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.waitForFunction(() => (history.state as { scrollY?: number } | null)?.scrollY === 700); // saved for the way back
  await tabs(page).getByRole('link', { name: 'Gallery' }).click();
  await page.waitForURL(`${SITE}/gallery`);
  await tabs(page).getByRole('link', { name: 'Packages' }).click();
  await page.waitForURL(`${SITE}/packages`);

  await page.goBack();
  await page.waitForFunction(() => document.title.startsWith('Gallery'));
  assert.equal(new URL(page.url()).pathname, '/gallery');
  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/' && document.querySelector('#home-title') !== null);
  await page.waitForFunction(() => window.scrollY > 600);
  assert.ok(await marked(page), 'back without a page load');
  assert.equal(await tabs(page).locator('[aria-current="page"]').textContent(), 'Home');
  await page.goForward();
  await page.waitForURL(`${SITE}/gallery`);
  await page.waitForFunction(() => document.title.startsWith('Gallery'));

  await page.reload();
  assert.match(await page.title(), /^Gallery/, 'reload lands on the same view');
  assert.equal(await tabs(page).locator('[aria-current="page"]').textContent(), 'Gallery');
  await page.close();
});

views('should arm the islands of a view switched in: a product added to the cart from its page', async () => {
  const page = await phone('/store');
  await mark(page);
  await page.locator('main a[href^="/product/"]').first().click();
  await page.waitForURL(/\/product\//);
  const add = page.getByRole('button', { name: /add to cart/i });
  await add.click();
  await page.waitForFunction(() => document.querySelector('[data-header] [data-badge]')?.textContent === '1');
  assert.ok(await marked(page), 'no page load');
  await page.close();
});

views('should load the page normally when fetching a view fails', async () => {
  const page = await phone('/');
  await mark(page);
  await page.route(`${SITE}/menu`, (route) =>
    route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
  );
  await tabs(page).getByRole('link', { name: 'Menu' }).click();
  await page.waitForURL(`${SITE}/menu`);
  await page.waitForFunction(() => document.title.startsWith('Menu'));
  assert.not.ok(await marked(page), 'a real page load');
  await page.close();
});

views('should show the home view with a not-found notice for an unknown path, answered 404', async () => {
  const page = await newPage(PHONE);
  const response = await page.goto(`${SITE}/no-such-view`);
  assert.is(response?.status(), 404);
  assert.ok(await page.getByText(site.mobile.notFoundNotice).isVisible(), 'notice');
  assert.ok(await page.getByRole('heading', { name: home.hero.heading }).isVisible(), 'the home view');
  assert.ok(await page.getByRole('link', { name: home.mobile.bookTable.label }).isVisible());
  await page.close();
});

views('should keep the cart and the theme across 768px, switching layouts live', async () => {
  const page = await visit('/', {
    width: 1280,
    height: 900,
    storage: { 'kiln:theme': JSON.stringify('dark'), 'kiln:cart': JSON.stringify([]) },
  });
  await page.getByRole('link', { name: 'Menu', exact: true }).first().click();
  await page.waitForURL(`${SITE}/menu`);
  await page.locator('[data-add-to-cart]').first().click();
  await page.waitForFunction(() => document.querySelector('[data-header] [data-badge]')?.textContent === '1');
  assert.not.ok(await tabs(page).isVisible(), 'no tabs on a desktop');
  await page.setViewportSize(PHONE);
  assert.ok(await tabs(page).isVisible(), 'tabs on a phone');
  assert.not.ok(await page.getByRole('navigation', { name: site.labels.mainNav }).isVisible());
  assert.equal(await page.locator('[data-header] [data-badge]').textContent(), '1', 'cart intact');
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')), 'theme intact');
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.ok(await page.getByRole('navigation', { name: site.labels.mainNav }).isVisible());
  await page.close();
});

views('should list the store, add a product, and pay from a full-width cart drawer on a phone', async () => {
  const page = await phone('/');
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Shop Online' }).click();
  await page.waitForURL(`${SITE}/store`);
  const products = page.locator('main a[href^="/product/"]');
  assert.ok((await products.count()) >= 3, 'the store lists its products');
  await products.first().click();
  await page.waitForURL(/\/product\//);
  // A listed product's page wakes React at the guest's first approach.
  await page.locator('main h1').hover();
  await page.locator('[data-product-state="loaded"]').waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForFunction(() => document.querySelector('[data-header] [data-badge]')?.textContent === '1');

  await page.getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.locator('dialog[data-cart-drawer]');
  await drawer.locator('h2').waitFor();
  assert.is(Math.round((await drawer.boundingBox())!.width), PHONE.width, 'the drawer takes the full width');
  await checkA11y(page);
  await drawer.getByRole('button', { name: 'Pay Online' }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/success\?session_id=/);
  await page.locator('[data-order-total]').waitFor();
  assert.ok(await tabs(page).isVisible(), 'back in the phone layout');
  await page.close();
});

views("should keep the header whole at 1280px and 390px once the page's islands have woken", async () => {
  // Pages whose islands use the header's shared button classes, woken at load or by the guest.
  const paths = ['/', '/gallery', '/hubs', '/dashboard', '/product/speckled-mug'];
  const rulesPerClass = (sheet: string) => {
    const counts: Record<string, number> = {};
    for (const name of sheet.match(/\.go\d+/g) ?? []) counts[name] = (counts[name] ?? 0) + 1;
    return counts;
  };
  for (const width of [1280, 390]) {
    const page = await newPage({ width, height: 900 });
    for (const path of paths) {
      const served = rulesPerClass(
        (await (await page.request.get(SITE + path)).text()).match(/<style id="_goober">([\s\S]*?)<\/style>/)![1]!,
      );
      await page.goto(SITE + path, { waitUntil: 'networkidle' });
      await page.locator('main').hover(); // wakes the islands that wait for a guest
      await page.waitForLoadState('networkidle');
      const live = rulesPerClass(await page.evaluate(() => document.getElementById('_goober')!.textContent!));
      assert.equal(
        Object.keys(served).filter((name) => live[name] !== served[name]),
        [],
        `${width}px ${path}: no class's rules added again`,
      );
      const outside = await page
        .locator('[data-header] a, [data-header] button')
        .evaluateAll(
          (els) =>
            els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.right > window.innerWidth)
              .length,
        );
      assert.is(outside, 0, `${width}px ${path}: the header fits`);
    }
    await page.close();
  }
});

const slow = suite('phone layout: switching views on a slow network');

const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name });

slow('should show the view of the latest tap, not one tapped before it that arrives later', async () => {
  const page = await phone('/');
  await mark(page);
  const release = await holdRequests(page, `${SITE}/menu`);
  const menuArrives = page.waitForResponse(`${SITE}/menu`);
  await tab(page, 'Menu').click();
  await tab(page, 'Gallery').click();
  await page.waitForURL(`${SITE}/gallery`);
  await page.waitForFunction(() => document.title.startsWith('Gallery'));
  release();
  await (await menuArrives).finished();
  // Long enough for the late page to be parsed and (wrongly) swapped in.
  await assertNever(
    async () => new URL(page.url()).pathname !== '/gallery' || !(await page.title()).startsWith('Gallery'),
    'the late view replaced the one tapped after it',
  );
  assert.equal(new URL(page.url()).pathname, '/gallery', 'the address stays');
  assert.match(await page.title(), /^Gallery/, 'the view stays');
  assert.equal(await tab(page, 'Gallery').getAttribute('aria-current'), 'page', 'the current tab stays');
  assert.ok(await marked(page), 'no page load');
  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/' && document.querySelector('#home-title') !== null);
  await page.close();
});

slow(
  'should add one history entry for a tab tapped twice while its view is on its way, and none for the view shown',
  async () => {
    const page = await phone('/');
    const release = await holdRequests(page, `${SITE}/packages`);
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    await tab(page, 'Packages').click();
    await tab(page, 'Packages').click();
    release();
    await page.waitForFunction(() => document.title.startsWith('Packages'));
    await assertNever(async () => (await entries()) > before + 1, 'a second switch added an entry', 300);
    await tab(page, 'Packages').click();
    assert.is(await entries(), before + 1, 'one entry');
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/' && document.querySelector('#home-title') !== null);
    await page.close();
  },
);

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

slow(
  'should mark a view slow to come busy, with a bar along the top bar that moves nothing, in both themes and with less motion',
  async () => {
    for (const options of [{ colorScheme: 'light' }, { colorScheme: 'dark' }, { reducedMotion: 'reduce' }] as const) {
      const what = JSON.stringify(options);
      const page = await phone('/', { ...options, init: recordLayoutShifts });
      const release = await holdRequests(page, `${SITE}/gallery`);
      const box = await page.locator('main').boundingBox();
      const shifted = await layoutShift(page);
      await tab(page, 'Gallery').click();
      await page.locator('main[aria-busy="true"]').waitFor({ state: 'attached' });
      const bar = await page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('main')!, '::before');
        const top = document.querySelector('[data-header]')!;
        return {
          position: style.position,
          top: parseFloat(style.top),
          width: style.width,
          height: style.height,
          colour: style.backgroundColor,
          animation: style.animationName,
          under: getComputedStyle(top).backgroundColor,
          edge: top.getBoundingClientRect().top,
          // A pseudo-element is hit as its element: <main> here means the bar is drawn over the top bar.
          over: document.elementFromPoint(innerWidth / 2, 1)?.localName,
        };
      });
      assert.is(bar.position, 'fixed', `${what}: out of the flow`);
      assert.is(bar.height, '3px', what);
      assert.is(bar.top, bar.edge, `${what}: along the top bar's edge`);
      assert.ok(contrast(bar.colour, bar.under) >= 3, `${what}: ${bar.colour} on ${bar.under} is AA for a graphic`);
      if (options.reducedMotion) {
        assert.is(bar.animation, 'none', 'still for less motion');
        assert.is(bar.width, `${PHONE.width}px`, 'and whole');
        assert.is(bar.over, 'main', 'over the top bar'); // (a moving bar may be caught at its narrowest)
      } else assert.is(bar.animation, 'view-busy', `${what}: it moves`);
      assert.equal(await page.locator('main').boundingBox(), box, `${what}: the view did not move`);
      assert.is(await layoutShift(page), shifted, `${what}: no layout shift`);
      release();
      await page.waitForFunction(() => document.title.startsWith('Gallery'));
      assert.is(await page.locator('main').getAttribute('aria-busy'), null, `${what}: not busy once shown`);
      await page.close();
    }
  },
);

slow('should not flash the busy cue for a view that comes at once', async () => {
  const page = await phone('/');
  const fetched = page.waitForResponse(`${SITE}/menu`);
  await tab(page, 'Menu').hover(); // fetched ahead, as when a finger lands on the tab
  await (await fetched).finished();
  await page.waitForTimeout(100); // and parsed
  await page.evaluate(() => {
    const w = window as unknown as { busySeen: boolean };
    w.busySeen = false;
    new MutationObserver(() => (w.busySeen = true)).observe(document.body, {
      subtree: true,
      attributeFilter: ['aria-busy'],
    });
  });
  await tab(page, 'Menu').click();
  await page.waitForFunction(() => document.title.startsWith('Menu'));
  await assertNever(
    () => page.evaluate(() => (window as unknown as { busySeen: boolean }).busySeen),
    'marked busy',
    400,
  );
  await page.close();
});

const home_ = suite('phone layout: home view');

home_(
  'should show the hero with Book a Table, Our Story with Learn More, parties, highlights and a three-question FAQ',
  async () => {
    const page = await phone('/');
    assert.ok(await page.getByRole('heading', { name: home.hero.heading }).isVisible());
    assert.equal(
      await page.getByRole('link', { name: home.mobile.bookTable.label }).getAttribute('href'),
      '/reservations',
    );
    assert.ok(await page.getByRole('heading', { name: home.mobile.story.heading }).isVisible());
    assert.equal(await page.getByRole('link', { name: home.mobile.story.link.label }).getAttribute('href'), '/about');
    for (const card of [...home.mobile.parties.items, ...home.mobile.highlights.items]) {
      assert.ok(await page.getByRole('heading', { name: card.title }).isVisible(), card.title);
    }
    const faq = page.locator('section[aria-labelledby="m-faq"]');
    assert.is(await faq.locator('summary, button[aria-expanded]').filter({ visible: true }).count(), 3);
    assert.not.ok(await page.getByText(home.loadingSection).first().isVisible(), 'no desktop section on a phone');
    await page.close();
  },
);

/** Which slide a carousel shows, from its scroll position. */
const slideShown = (page: Page, label: string) =>
  page
    .getByRole('group', { name: label, exact: true })
    .locator('.track')
    .evaluate((t) =>
      Math.round(
        t.scrollLeft / ((t.children[1] as HTMLElement).offsetLeft - (t.children[0] as HTMLElement).offsetLeft),
      ),
    );

home_(
  'should advance the photo carousel every 3 s and the experiences every 3.5 s, and pause on its button',
  async () => {
    const page = await phone('/');
    const photos = page.getByRole('group', { name: home.mobile.photos.heading, exact: true });
    await photos.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    assert.is(await slideShown(page, home.mobile.photos.heading), 0);
    // Once it has moved, and its smooth scroll has come to rest on the second photo.
    await page.waitForFunction(
      () => {
        const left = (document.querySelector('[data-carousel="3000"] .track') as HTMLElement).scrollLeft;
        const w = window as unknown as { lastLeft?: number };
        const still = left > 0 && left === w.lastLeft;
        w.lastLeft = left;
        return still;
      },
      null,
      { timeout: 5000, polling: 100 },
    );
    assert.is(await slideShown(page, home.mobile.photos.heading), 1, 'the second photo after 3 s');
    const pause = photos.getByRole('button', { name: home.mobile.carousel.pause });
    await pause.focus();
    await page.keyboard.press('Enter');
    assert.ok(await photos.getByRole('button', { name: home.mobile.carousel.play }).isVisible(), 'paused');
    await page.locator('body').focus();
    await assertNever(
      async () => (await slideShown(page, home.mobile.photos.heading)) !== 1,
      'it moved on while paused',
      3500,
    );

    const experiences = page.getByRole('group', { name: home.mobile.experiences.heading, exact: true });
    await experiences.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector('[data-carousel="3500"] .track') as HTMLElement).scrollLeft > 0,
      null,
      { timeout: 5000 },
    );
    await page.close();
  },
);

home_('should not autoplay the carousels for a guest who asked for less motion', async () => {
  const page = await phone('/', { reducedMotion: 'reduce' });
  const photos = page.getByRole('group', { name: home.mobile.photos.heading, exact: true });
  await photos.scrollIntoViewIfNeeded();
  await assertNever(
    async () => (await slideShown(page, home.mobile.photos.heading)) !== 0,
    'it played for a guest who asked for less motion',
    4000,
  );
  assert.ok(await photos.getByRole('button', { name: home.mobile.carousel.play }).isVisible(), 'offers to play');
  await page.close();
});

const a11y = suite('phone layout: accessibility');

a11y(
  'should pass axe in both themes with the menu, the contact fan and the estimator sheet open (every view closed: routes.test.ts)',
  async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await phone('/', { colorScheme });
      await checkA11y(page);
      await menuButton(page).click();
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: site.mobile.contact.open }).click();
      await checkA11y(page);
      await page.close();
      const missing = await phone('/nope', { colorScheme });
      await checkA11y(missing);
      await missing.close();
      const packages = await phone('/packages', { colorScheme });
      await packages.locator('[data-estimator-open]').click();
      await packages.locator('dialog[data-estimator]').waitFor();
      await checkA11y(packages);
      await packages.close();
    }
  },
);

chrome.run();
views.run();
slow.run();
home_.run();
a11y.run();
