import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import store from '../fixtures/catalog/store.json' with { type: 'json' };
import { productPath, ROUTE_PATHS } from '../../site/core/routes.ts';
import { newPage, SITE, type PageOptions } from './harness.ts';

/*
 * Nothing sits over a control (issue 22, part 1): on the smallest phones, every link, button and
 * field a page shows can be scrolled clear of the fixed chrome (top bar, bottom tabs, the floating
 * contact or estimator button) and a tap at its centre reaches it.
 */

const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const satisfies PageOptions[];
/** Less motion: carousels hold still and scrolling is instant, so what is checked is what was scrolled to. */
const still = { reducedMotion: 'reduce' } as const satisfies PageOptions;

/**
 * In the page, for every visible control under `scope`: scroll it as far up as the page (and any
 * scroller it is in) allows, then ask what a tap at its centre lands on. Returns one line per
 * control the tap does not reach: "name covered by what". A string, not a function: tsx's
 * compiled functions call a helper the browser does not have.
 */
const walk = (scope: string) => /* js */ `(() => {
  const text = (el) => (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || '')
    .replace(/\\s+/g, ' ').trim().slice(0, 40);
  const name = (el) => el.localName + ' "' + text(el) + '"';
  // The thing a guest would see on top: the nearest control, dialog, or landmark around the element hit.
  const what = (hit) => {
    if (!hit) return 'nothing (off screen)';
    const box = hit.closest('a, button, input, select, textarea, dialog, [data-contact-fab], [data-tabbar], header, footer, main, section') ?? hit;
    const data = [...box.attributes].map((a) => a.name).find((n) => n.startsWith('data-') && n !== 'data-island');
    return name(box) + (box.id ? '#' + box.id : '') + (data ? '[' + data + ']' : '');
  };
  const reached = (el, hit) => !!hit && (el === hit || el.contains(hit) || hit.closest('label')?.control === el);
  const failures = [];
  const controls = document.querySelectorAll(${JSON.stringify(scope)}.split(',').map((s) => s + ' :is(a[href], button, input:not([type=hidden]), select, textarea, summary)').join(','));
  for (const el of controls) {
    // Only what a guest can see and tap: not a visually hidden input (its label is the target), nor anything inert.
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || el.closest('[inert]')) continue;
    let box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    el.scrollIntoView({ block: 'start', inline: 'nearest', behavior: 'instant' });
    // A link that wraps is tapped on one of its lines, not between them.
    box = el.getClientRects()[0];
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!reached(el, hit)) failures.push(name(el) + ' covered by ' + what(hit));
  }
  // At the very end, the page's last line lies clear of a floating button (it ends with room for it).
  scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  const end = document.querySelector('body > footer')?.lastElementChild;
  for (const fab of document.querySelectorAll('[data-contact-fab] > button, [data-estimator-open]')) {
    const box = fab.getBoundingClientRect();
    if (!fab.checkVisibility({ visibilityProperty: true }) || box.bottom <= 0 || box.top >= innerHeight || !end) continue;
    if (end.getBoundingClientRect().bottom > box.top + 0.5) failures.push("the footer's last line lies under " + name(fab));
  }
  scrollTo({ top: 0, behavior: 'instant' });
  return failures;
})()`;

/** Opens a path and waits for what changes it after load: islands that wake at once, and the sections it lazily loads. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(SITE + path, { waitUntil: 'load' });
  // The first Tab loads every lazy section the page shows (client/init-lazy-sections.ts).
  await page.keyboard.press('Tab');
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-island][data-when="load"]:not([data-hydrated])') &&
      ![...document.querySelectorAll('[data-lazy-section]')].some((el) => el.getClientRects().length),
  );
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** What `walk` finds in <main> and the footer (whose newsletter field is a page's last control), each line headed by `where`. */
const covered = (page: Page, where: string, scope = 'main, footer'): Promise<string[]> =>
  page.evaluate<string[]>(walk(scope)).then((lines) => lines.map((line) => `${where}: ${line}`));

const tabLabel = (href: string) => site.mobile.tabs.find((tab) => tab.href === href)!.label;

const reachable = suite('reachable: a tap on a phone reaches every control');

reachable('should reach every control of every view, and of every Dashboard tab, at 320 and 390 px', async () => {
  const paths = ROUTE_PATHS.map((p) => (p === '/product' ? productPath(store.products[0]!.id) : p));
  const tabs = Object.values(hub.dashboardView.tabs);
  const failures: string[] = [];
  for (const size of PHONES) {
    const page = await newPage({ ...size, ...still });
    for (const path of paths) {
      await open(page, path);
      failures.push(...(await covered(page, `${size.width} px ${path}`)));
      if (path !== '/dashboard') continue;
      // The Dashboard view: each of its other tabs in turn, once React has them.
      await page.locator('[data-island="dashboard"][data-hydrated]').waitFor({ state: 'attached' });
      const tablist = page.getByRole('tablist', { name: hub.dashboardView.tabsLabel });
      for (const name of tabs.slice(1)) {
        await tablist.getByRole('tab', { name, exact: true }).click();
        await page.getByRole('tabpanel', { name }).waitFor();
        failures.push(...(await covered(page, `${size.width} px /dashboard (${name})`)));
      }
    }
    await page.close();
  }
  assert.equal(failures, [], `covered controls:\n  ${failures.join('\n  ')}`);
});

reachable(
  'should reach every entry and button of the full-screen menu on /packages, switched to in place',
  async () => {
    for (const size of PHONES) {
      const page = await newPage({ ...size, ...still });
      await open(page, '/');
      await page
        .getByRole('navigation', { name: site.mobile.tabsLabel })
        .getByRole('link', { name: tabLabel('/packages') })
        .click();
      await page.waitForURL(`${SITE}/packages`);
      await page.locator('[data-mobile-menu-button]').click();
      assert.equal(await covered(page, `${size.width} px /packages menu`, '#site-menu'), []);
      await page.close();
    }
  },
);

reachable(
  'should keep the estimator\'s button off the "Planning something bigger?" panel on a desktop, however far it is scrolled',
  async () => {
    const page = await newPage({ width: 1280, height: 800, ...still });
    await open(page, '/packages');
    const panel = page.getByRole('region', { name: packages.contact.heading });
    // From the panel's top at the foot of the screen, through two screen-heights (the end of the page), in 40 px steps.
    const overlaps = await panel.evaluate((section) => {
      const launcher = document.querySelector('[data-estimator-open]')!;
      const from = section.getBoundingClientRect().top + scrollY - innerHeight;
      const found: number[] = [];
      for (let y = Math.max(0, from); y <= from + 2 * innerHeight; y += 40) {
        scrollTo({ top: y, behavior: 'instant' });
        const a = launcher.getBoundingClientRect();
        const b = section.getBoundingClientRect();
        if (a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right)
          found.push(Math.round(scrollY));
      }
      return found;
    });
    assert.equal(overlaps, [], 'scrolled to these, the button lies over the panel');
    await page.close();
  },
);

const aside = suite('reachable: the floating button steps aside');

/** Whether the page shows the floating button, as a guest would see it (visible, not hidden behind visibility). */
const shows = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.checkVisibility({ visibilityProperty: true }));
const CONTACT = '[data-contact-fab] > button';
const LAUNCHER = '[data-estimator-open]';

aside(
  "should hide the contact button while the menu or the cart is open, and the estimator's while its sheet is, after a view switch too",
  async () => {
    const page = await newPage({ width: 390, height: 844 });
    await open(page, '/');
    assert.ok(await shows(page, CONTACT), 'shown at rest');
    await page.locator('[data-mobile-menu-button]').click();
    assert.not.ok(await shows(page, CONTACT), 'hidden while the menu is open');
    await page.keyboard.press('Escape');
    assert.ok(await shows(page, CONTACT), 'back once the menu closes');
    await page.locator('[data-header] [data-cart-open]').first().click();
    await page.locator('dialog[open]').waitFor();
    assert.not.ok(await shows(page, CONTACT), 'hidden while the cart is open');
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    assert.ok(await shows(page, CONTACT), 'back once the cart closes');
    // Switched to in place: the estimator's button has the contact button's place, and steps aside the same way.
    await page
      .getByRole('navigation', { name: site.mobile.tabsLabel })
      .getByRole('link', { name: tabLabel('/packages') })
      .click();
    await page.waitForURL(`${SITE}/packages`);
    assert.ok(await shows(page, LAUNCHER), "the estimator's button at rest");
    await page.locator('[data-mobile-menu-button]').click();
    assert.not.ok(await shows(page, LAUNCHER), 'hidden while the menu is open');
    await page.keyboard.press('Escape');
    await page.locator(LAUNCHER).click();
    await page.locator('dialog[data-estimator][open]').waitFor();
    assert.not.ok(await shows(page, LAUNCHER), 'hidden while its sheet is open');
    await page.keyboard.press('Escape');
    await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), LAUNCHER);
    assert.ok(await shows(page, LAUNCHER), 'back, with focus, once the sheet closes');
    await page.close();
  },
);

reachable.run();
aside.run();
