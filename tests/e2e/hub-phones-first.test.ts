import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import { checkA11y, HUB, visitHub } from './harness.ts';
import {
  byDate,
  done,
  goTo,
  isFocused,
  main,
  navLink,
  noSidewaysScroll,
  onScreen,
  reservationAction,
  reservationIds,
  screenNamed,
  SCREENS,
  sidebar,
  toast,
} from './hub-helpers.ts';

/*
 * Issue 22 ("Phones first") in the business hub, at 390 and 320 px and at 1280 px: the sign-in
 * toast says what the spec says, the top bar names the hub, the section strip keeps the current
 * section in view, reservations come by date, a coupon's code shows once, and the Customers
 * screen has no empty band above its table.
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;
const DESKTOP = { width: 1280, height: 800 } as const;

const login = suite('hub (issue 22): Sign In says login is not implemented (SPEC §2.3, §8)');

login('should toast that login is not implemented, and return to the hub, on a phone and a desktop', async () => {
  for (const size of [PHONES[0], DESKTOP]) {
    const page = await visitHub('/coupons', size);
    await page.getByRole('button', { name: hub.app.logout }).click();
    await page.getByRole('textbox', { name: hub.login.email }).fill('staff@example.com');
    await page.getByLabel(hub.login.password).fill('secret');
    await page.getByRole('button', { name: hub.login.signIn }).click();
    await onScreen(page, hub.coupons.title);
    const said = await toast(page);
    assert.equal(said, hub.login.signInToast);
    assert.match(said.title ?? '', /not implemented/i, `${size.width}px: the spec's "login is not implemented"`);
    assert.not.match(
      `${said.title} ${said.description}`,
      /welcome/i,
      `${size.width}px: no welcome for a sign-in that did not happen`,
    );
    await done(page);
  }
});

login.run();

const top = suite('hub (issue 22): the top bar on a phone');

top(
  'should name the hub beside its buttons, on one row, at 390 and 320 px (axe clean), and lead to the Dashboard',
  async () => {
    for (const [size, colorScheme] of [
      [PHONES[0], 'light'],
      [PHONES[1], 'dark'],
    ] as const) {
      const page = await visitHub('/offers', { ...size, colorScheme });
      const banner = page.getByRole('banner');
      const name = banner.getByRole('link', { name: hub.app.title, exact: true });
      assert.ok(await name.isVisible(), `${size.width}px: "${hub.app.title}" in the top bar`);
      const box = (await name.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= size.width, `${size.width}px: the name fits the screen`);
      // Its words are painted, not squeezed out: each line of it is as wide as its text.
      assert.ok(
        await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
        `${size.width}px: the name is not cut`,
      );
      const buttons = [
        banner.getByRole('button', { name: hub.app.theme }),
        banner.getByRole('button', { name: hub.app.logout }),
      ];
      for (const button of buttons) {
        const b = (await button.boundingBox())!;
        assert.ok(
          b.x >= box.x + box.width,
          `${size.width}px: ${(await button.getAttribute('aria-label')) ?? hub.app.logout} sits beside the name, not over it`,
        );
        assert.ok(b.y < box.y + box.height && b.y + b.height > box.y, `${size.width}px: on the name's row`);
      }
      assert.ok(await noSidewaysScroll(page), `${size.width}px: nothing scrolls sideways`);
      await checkA11y(page);
      await name.click();
      await page.waitForURL(`${HUB}/`);
      await onScreen(page, hub.dashboard.title);
      await done(page);
    }
  },
);

top('should show the name once on a desktop, in the sidebar', async () => {
  const page = await visitHub('/offers', DESKTOP);
  assert.ok(await page.locator('aside').getByText(hub.app.title, { exact: true }).isVisible());
  assert.is(await page.getByText(hub.app.title, { exact: true }).filter({ visible: true }).count(), 1);
  await done(page);
});

top.run();

const strip = suite('hub (issue 22): the section strip keeps the current section in view');

/** Whether the link lies wholly inside the strip's visible part and on the screen. */
const inView = (link: Locator) =>
  link.evaluate((el) => {
    const strip = el.closest('aside')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.left >= Math.max(strip.left, 0) - 1 && box.right <= Math.min(strip.right, innerWidth) + 1;
  });

/** Waits (the strip may glide there) until the link is in view; false if it never gets there. */
const comesIntoView = (page: Page, name: string) =>
  page
    .waitForFunction(
      (label) => {
        const link = [...document.querySelectorAll('aside nav a')].find((a) => a.textContent === label)!;
        const strip = link.closest('aside')!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return box.left >= Math.max(strip.left, 0) - 1 && box.right <= Math.min(strip.right, innerWidth) + 1;
      },
      name,
      { timeout: 2000 },
    )
    .then(
      () => true,
      () => false,
    );

strip(
  'should open /customers and /settings with their section in view, even before any script (390 and 320 px)',
  async () => {
    for (const size of PHONES) {
      for (const javaScriptEnabled of [false, true]) {
        for (const screen of [
          screenNamed(hub.app.nav.customers),
          screenNamed(hub.app.nav.settings),
          screenNamed(hub.app.nav.offers),
        ]) {
          const page = await visitHub(screen.path, { ...size, javaScriptEnabled });
          const link = navLink(page, screen.name);
          assert.is(await link.getAttribute('aria-current'), 'page');
          assert.ok(
            await inView(link),
            `${size.width}px${javaScriptEnabled ? '' : ', no script'}: ${screen.name} in view on load`,
          );
          assert.is(await page.evaluate(() => scrollY), 0, 'the page itself stays at its top');
          await done(page);
        }
      }
    }
  },
);

strip('should bring the current section into view as staff move around, and back (390 and 320 px)', async () => {
  for (const size of PHONES) {
    const page = await visitHub('/customers', size);
    for (const screen of [screenNamed(hub.app.nav.settings), screenNamed(hub.app.nav.referrals)]) {
      await goTo(page, screen);
      assert.ok(await comesIntoView(page, screen.name), `${size.width}px: ${screen.name} in view`);
    }
    // The top bar's name leads to the Dashboard, first in the strip and scrolled off by now.
    await page.getByRole('banner').getByRole('link', { name: hub.app.title, exact: true }).click();
    await onScreen(page, hub.dashboard.title);
    assert.ok(await comesIntoView(page, hub.app.nav.dashboard), `${size.width}px: Dashboard in view`);
    await page.goBack();
    await onScreen(page, hub.referrals.title);
    assert.ok(await comesIntoView(page, hub.app.nav.referrals), `${size.width}px: Referrals in view after Back`);
    assert.ok(
      await isFocused(page.getByRole('heading', { level: 1, name: hub.referrals.title })),
      'focus still goes to the heading',
    );
    await done(page);
  }
});

strip('should keep every section in view on a desktop, where the sidebar is a column', async () => {
  const page = await visitHub('/settings', DESKTOP);
  for (const screen of SCREENS) assert.ok(await inView(navLink(page, screen.name)), `${screen.name} in view`);
  assert.is(await sidebar(page).getByRole('link').count(), SCREENS.length);
  await done(page);
});

strip.run();

const reservations = suite('hub (issue 22): reservations by date');

const BY_DATE = byDate(hub.reservations.items);

reservations(
  'should list upcoming bookings soonest first, then the settled ones latest first (390 px and 1280 px)',
  async () => {
    for (const size of [PHONES[0], DESKTOP]) {
      const page = await visitHub('/reservations', size);
      assert.equal(
        await reservationIds(main(page)),
        BY_DATE.map((r) => r.id),
        `${size.width}px`,
      );
      // Settled, the soonest booking joins the history by its date; the keyboard goes on to the next one.
      const [first, second] = BY_DATE;
      await reservationAction(
        main(page).locator(`tr[data-reservation="${first!.id}"]`),
        hub.reservations.complete,
        first!.name,
      ).click();
      await toast(page);
      const after = byDate(BY_DATE.map((r) => (r === first ? { ...r, status: 'completed' } : r)));
      assert.equal(
        await reservationIds(main(page)),
        after.map((r) => r.id),
        `${size.width}px: after settling ${first!.id}`,
      );
      assert.ok(
        await isFocused(
          reservationAction(
            main(page).locator(`tr[data-reservation="${second!.id}"]`),
            hub.reservations.complete,
            second!.name,
          ),
        ),
        `${size.width}px: focus on the next booking's ${hub.reservations.complete}`,
      );
      await done(page);
    }
  },
);

reservations.run();

const coupons = suite('hub (issue 22): each coupon code shows once');

coupons(
  'should show each code once, on the button that copies it, named for what it does (390 px and 1280 px)',
  async () => {
    for (const size of [PHONES[0], DESKTOP]) {
      const page = await visitHub('/coupons', size);
      for (const c of hub.coupons.items) {
        const card = main(page).getByRole('article', { name: c.discount, exact: true });
        assert.is(await card.getByText(c.code).count(), 1, `${size.width}px: ${c.code} shown once`);
        const copy = card.getByRole('button', { name: hub.coupons.copy.replace('{code}', c.code), exact: true });
        assert.ok(
          await copy.getByText(c.code, { exact: true }).isVisible(),
          `${size.width}px: ${c.code} on its copy button`,
        );
      }
      await done(page);
    }
  },
);

coupons.run();

const customers = suite('hub (issue 22): Customers');

customers(
  'should start the table right under the search, with no empty band; the count shows there once searched (390 px and 1280 px)',
  async () => {
    for (const size of [PHONES[0], DESKTOP]) {
      const page = await visitHub('/customers', size);
      const search = main(page).getByRole('searchbox', { name: hub.customers.search });
      const table = main(page).getByRole('table', { name: hub.customers.title });
      const gap = async () =>
        (await table.boundingBox())!.y - ((await search.boundingBox())!.y + (await search.boundingBox())!.height);
      // The screen's own spacing between blocks (20 px), no more.
      assert.ok((await gap()) <= 21, `${size.width}px: ${await gap()} px between the search and the table`);
      await search.fill('a');
      const count = main(page).getByRole('status');
      await page.waitForFunction(() => !!document.querySelector('main [role="status"]')?.textContent);
      const [field, counted, rows] = [
        (await search.boundingBox())!,
        (await count.boundingBox())!,
        (await table.boundingBox())!,
      ];
      assert.ok(
        counted.y >= field.y + field.height && counted.y + counted.height <= rows.y,
        `${size.width}px: the count between the search and the table`,
      );
      await done(page);
    }
  },
);

customers.run();
