import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import hubs from '../fixtures/catalog/hubs.json' with { type: 'json' };
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { HUB_MESSAGES } from '../../site/core/lib/spec-messages.ts';
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { checkA11y, HUB, hubReady, newPage, SITE, visit, type PageOptions } from './harness.ts';
import {
  byDate,
  cardTitles,
  done,
  isFocused,
  main,
  noSidewaysScroll,
  onScreen,
  reservationAction,
  reservationIds,
  reservationRow,
  toast,
} from './hub-helpers.ts';

/*
 * The site's /dashboard: the phone layout's Dashboard view (SPEC §2.7) with the hub's screens as
 * tabs, at 390 px and at 1280 px, and the demo data it shares with the hub on the hub's origin
 * (site/dashboard/bridge-protocol.ts).
 */

const PHONE = { width: 390, height: 844 } as const satisfies PageOptions;
const view = hub.dashboardView;
const TAB_LABELS = [
  view.tabs.overview,
  view.tabs.hubs,
  view.tabs.bookings,
  view.tabs.offers,
  view.tabs.coupons,
  view.tabs.referrals,
];

const tab = (page: Page, name: string): Locator =>
  page.getByRole('tablist', { name: view.tabsLabel }).getByRole('tab', { name, exact: true });
const panel = (page: Page): Locator => page.getByRole('tabpanel');

/** Opens /dashboard and waits until React has it and the hub's data has arrived over the bridge. */
async function openDashboard(options: PageOptions = PHONE): Promise<Page> {
  const page = await visit('/dashboard', options);
  await linked(page);
  return page;
}

async function linked(page: Page): Promise<void> {
  await page.locator('[data-island="dashboard"][data-hydrated] [data-hub-linked]').waitFor({ state: 'attached' });
}

async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  assert.is(await tab(page, name).getAttribute('aria-selected'), 'true', `${name} selected`);
}

/** A hub screen in the same browser (same storage) as `page`. */
async function hubPage(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(HUB + path, { waitUntil: 'load' });
  await hubReady(other);
  return other;
}

const phone = suite('dashboard view: a phone');

phone('should paint the Overview tab before any script, with the bell and the way to the hub', async () => {
  const page = await visit('/dashboard', { ...PHONE, javaScriptEnabled: false });
  assert.ok(await page.getByRole('heading', { level: 1, name: view.title }).isVisible());
  assert.equal(await page.getByRole('tab').allInnerTexts(), TAB_LABELS);
  assert.is(await tab(page, view.tabs.overview).getAttribute('aria-selected'), 'true');
  assert.ok(await panel(page).getByText(hub.dashboard.stats[0]!.label).isVisible());
  assert.ok(await page.getByRole('button', { name: hub.dashboard.notifications }).isVisible());
  assert.ok(await page.getByRole('link', { name: view.fullHub }).isVisible());
  await done(page);
});

phone('should open in place from the bottom tabs, work there, and leave nothing behind when left', async () => {
  const page = await visit('/', PHONE);
  await page.evaluate(() => ((window as unknown as { kilnMark: number }).kilnMark = 1));
  const bottomTabs = page.getByRole('navigation', { name: site.mobile.tabsLabel });
  await bottomTabs.getByRole('link', { name: view.title }).click();
  await page.waitForURL(`${SITE}/dashboard`);
  await linked(page);
  assert.ok(
    await page.evaluate(() => (window as unknown as { kilnMark?: number }).kilnMark === 1),
    'switched in place, no page load',
  );
  assert.match(await page.title(), new RegExp(`^${view.title}`));
  await openTab(page, view.tabs.offers);
  await panel(page).getByRole('button', { name: 'Deactivate Group Offer' }).click();
  await panel(page).getByRole('button', { name: 'Activate Group Offer' }).waitFor();
  assert.is(await page.locator(`iframe[src="${HUB}/bridge/"]`).count(), 1, 'the bridge, once');
  await bottomTabs.getByRole('link', { name: 'Home' }).click();
  await page.waitForURL(`${SITE}/`);
  await page.waitForFunction(() => !document.querySelector('iframe[src$="/bridge/"]'));
  await done(page);
});

phone('should switch tabs by click and with the arrow keys, Home and End, one panel at a time', async () => {
  const page = await openDashboard();
  assert.ok(await noSidewaysScroll(page));
  await openTab(page, view.tabs.offers);
  assert.ok(await panel(page).getByRole('heading', { level: 2, name: hub.offers.title }).isVisible());
  assert.is(await page.getByRole('tabpanel').count(), 1, 'the others are hidden');
  await page.keyboard.press('ArrowRight');
  assert.ok(await isFocused(tab(page, view.tabs.coupons)));
  assert.ok(await panel(page).getByRole('heading', { name: hub.coupons.title }).isVisible());
  await page.keyboard.press('End');
  assert.ok(await isFocused(tab(page, view.tabs.referrals)));
  await page.keyboard.press('ArrowRight');
  assert.ok(await isFocused(tab(page, view.tabs.overview)), 'wraps round');
  await page.keyboard.press('ArrowLeft');
  assert.ok(await isFocused(tab(page, view.tabs.referrals)), 'and back');
  await page.keyboard.press('Home');
  assert.ok(await isFocused(tab(page, view.tabs.overview)));
  assert.is(await tab(page, view.tabs.overview).getAttribute('aria-selected'), 'true');
  assert.equal(
    await page.locator('[role="tab"][tabindex="0"]').allInnerTexts(),
    [view.tabs.overview],
    'one tab in the Tab order',
  );
  await done(page);
});

phone('should say notifications are coming soon from the bell', async () => {
  const page = await openDashboard();
  await page.getByRole('button', { name: hub.dashboard.notifications }).click();
  const shown = await toast(page);
  assert.is(shown.title, 'Notifications coming soon!');
  assert.equal(shown, HUB_MESSAGES.notificationsSoon);
  assert.is(
    await page.getByRole('button', { name: hub.dashboard.notifications }).count(),
    1,
    'one bell, not a second in Overview',
  );
  await done(page);
});

phone('Overview: the stats, and the Event Estimator opens', async () => {
  const page = await openDashboard();
  assert.ok(await panel(page).getByRole('heading', { level: 2, name: view.tabs.overview }).isVisible());
  for (const stat of hub.dashboard.stats)
    assert.ok(await panel(page).getByText(stat.label, { exact: true }).isVisible(), stat.label);
  await panel(page).getByRole('button', { name: hub.dashboard.estimator }).click();
  const estimator = page.getByRole('dialog', { name: packages.estimator.title });
  await estimator.waitFor();
  await page.keyboard.press('Escape');
  await estimator.waitFor({ state: 'hidden' });
  await done(page);
});

phone('Hubs: the community posts, and the way to the community page', async () => {
  const page = await openDashboard();
  await openTab(page, view.tabs.hubs);
  const posts = panel(page).getByRole('list', { name: view.hubsHeading }).getByRole('listitem');
  assert.is(await posts.count(), hubs.posts.length);
  assert.ok(await posts.first().getByText(`@${hubs.posts[0]!.user}`).isVisible());
  await panel(page).getByRole('link', { name: view.hubsLink }).click();
  await page.waitForURL(`${SITE}/hubs`);
  await page
    .getByRole('button', { name: new RegExp(`@${hubs.posts[0]!.user}`) })
    .first()
    .waitFor();
  await done(page);
});

phone('Bookings: cancel an upcoming reservation', async () => {
  const page = await openDashboard();
  await openTab(page, view.tabs.bookings);
  const row = reservationRow(page, 'r-arjun');
  await reservationAction(row, hub.reservations.cancel, 'Arjun Rao').click();
  assert.equal(await toast(page), HUB_MESSAGES.reservationUpdated('cancelled', 'Arjun Rao'));
  assert.ok(await row.getByText(hub.reservations.statuses.cancelled, { exact: true }).isVisible());
  assert.is(await row.getByRole('button').count(), 0, 'final');
  await done(page);
});

phone(
  'Bookings: a stored reservation on a day that does not exist (2025-13-01) leaves the view and its tabs working',
  async () => {
    const stored = {
      offers: hub.offers.items,
      reservations: hub.reservations.items.map((r) => (r.id === 'r-priya' ? { ...r, date: '2025-13-01' } : r)),
      coupons: hub.coupons.items,
    };
    const page = await openDashboard({ ...PHONE, storage: { [STORAGE_KEYS.hubData]: JSON.stringify(stored) } });
    await openTab(page, view.tabs.bookings);
    // That row alone is left out (issue 33): the others are as stored.
    assert.ok(await reservationRow(page, 'r-arjun').isVisible(), 'the other stored reservations');
    assert.is(await reservationRow(page, 'r-priya').count(), 0, 'not the bad row');
    await openTab(page, view.tabs.offers);
    assert.is(await panel(page).getByRole('article').count(), hub.offers.items.length);
    await done(page);
  },
);

phone('Offers: switch one off', async () => {
  const page = await openDashboard();
  await openTab(page, view.tabs.offers);
  await panel(page).getByRole('button', { name: 'Deactivate Group Offer' }).click();
  const card = panel(page).getByRole('article', { name: 'Group Offer' });
  await card.getByText(hub.offers.inactive, { exact: true }).waitFor();
  assert.ok(await card.getByRole('button', { name: 'Activate Group Offer' }).isVisible());
  await done(page);
});

phone('Coupons: delete one', async () => {
  const page = await openDashboard();
  await openTab(page, view.tabs.coupons);
  await panel(page).getByRole('button', { name: 'Delete coupon FOOD200' }).click();
  assert.equal(await toast(page), HUB_MESSAGES.couponDeleted);
  assert.equal(
    await panel(page)
      .getByRole('article')
      .evaluateAll((els) => els.map((el) => el.querySelector('h3')?.textContent)),
    ['10% off', '15% off'],
  );
  await done(page);
});

phone('Referrals: copy the code', async () => {
  const page = await openDashboard({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  await openTab(page, view.tabs.referrals);
  assert.ok(await panel(page).getByText(hub.referrals.code, { exact: true }).isVisible());
  await panel(page).getByRole('button', { name: hub.referrals.copy }).click();
  assert.equal(await toast(page), HUB_MESSAGES.referralCopied);
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), hub.referrals.code);
  await done(page);
});

phone('should pass axe on every tab, in both themes, with nothing scrolling sideways', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await openDashboard({ ...PHONE, colorScheme });
    assert.is(await page.evaluate(() => document.documentElement.classList.contains('dark')), colorScheme === 'dark');
    for (const label of TAB_LABELS) {
      await openTab(page, label);
      await checkA11y(page);
      assert.ok(await noSidewaysScroll(page), `${label} (${colorScheme}) scrolls sideways`);
    }
    await done(page);
  }
});

phone("should fit each tab's name and each figure's label without breaking a word, on a 320 px phone", async () => {
  const page = await openDashboard({ width: 320, height: 700 });
  // A word broken across lines makes its line box taller than the label's one line of text would need.
  const broken = await page.locator('[role="tab"], .stat-label').evaluateAll((els) =>
    els
      .filter((el) => {
        const words = (el.textContent ?? '').trim().split(/\s+/);
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        return lines > words.length || el.scrollWidth > el.clientWidth;
      })
      .map((el) => el.textContent),
  );
  assert.equal(broken, []);
  await done(page);
});

phone.run();

const desktop = suite('dashboard view: a desktop');

desktop('should show the same dashboard, and lead on to the full business hub', async () => {
  const page = await openDashboard({ width: 1280, height: 900 });
  assert.ok(await page.getByRole('heading', { level: 1, name: view.title }).isVisible());
  assert.equal(await page.getByRole('tab').allInnerTexts(), TAB_LABELS);
  await openTab(page, view.tabs.bookings);
  assert.ok(
    await panel(page).getByRole('table', { name: hub.reservations.title }).isVisible(),
    'a real table on a wide screen',
  );
  await checkA11y(page);
  await page.getByRole('link', { name: view.fullHub }).click();
  await page.waitForURL((url) => url.origin === HUB);
  await hubReady(page);
  await onScreen(page, hub.dashboard.title);
  await done(page);
});

desktop.run();

const phonesFirst = suite('dashboard view (issue 22): the way to the full hub, bookings by date');

phonesFirst(
  'should lead to the full hub with a link that says so in words, at 390 and 320 px and on a desktop',
  async () => {
    for (const size of [PHONE, { width: 320, height: 568 }, { width: 1280, height: 800 }]) {
      const page = await openDashboard(size);
      const link = page.getByRole('main').getByRole('link', { name: view.fullHub, exact: true });
      assert.is(new URL((await link.getAttribute('href'))!).origin, HUB, `${size.width}px: the hub's address`);
      // Its words are painted, not only read out: an icon alone did not say where it leads.
      const words = (await link.getByText(view.fullHub, { exact: true }).boundingBox())!;
      assert.ok(
        words.width > 40 && words.height > 10,
        `${size.width}px: "${view.fullHub}" painted (${words.width}×${words.height})`,
      );
      const box = (await link.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= size.width, `${size.width}px: on the screen`);
      assert.ok(await noSidewaysScroll(page), `${size.width}px: nothing scrolls sideways`);
      await link.click();
      await page.waitForURL((url) => url.origin === HUB);
      await hubReady(page);
      await onScreen(page, hub.dashboard.title);
      await done(page);
    }
  },
);

phonesFirst(
  'Bookings: upcoming first, soonest first, then the settled ones, most recent first (390 px and 1280 px)',
  async () => {
    for (const size of [PHONE, { width: 1280, height: 800 }]) {
      const page = await openDashboard(size);
      await openTab(page, view.tabs.bookings);
      const expected = byDate(hub.reservations.items);
      assert.equal(
        await reservationIds(panel(page)),
        expected.map((r) => r.id),
        `${size.width}px`,
      );
      // A booking cancelled here joins the settled ones by its date.
      const [first] = expected;
      await reservationAction(reservationRow(page, first!.id), hub.reservations.cancel, first!.name).click();
      await toast(page);
      assert.equal(
        await reservationIds(panel(page)),
        byDate(expected.map((r) => (r === first ? { ...r, status: 'cancelled' } : r))).map((r) => r.id),
      );
      await done(page);
    }
  },
);

phonesFirst.run();

const shared = suite('dashboard view: one set of demo data with the hub');

shared('should show a change made on the site in the hub, and one made in the hub on the site', async () => {
  const site = await openDashboard();
  await openTab(site, view.tabs.offers);
  await panel(site).getByRole('button', { name: 'Activate Weekend Pottery' }).click(); // the catalogue has it off

  await panel(site).getByRole('button', { name: 'Delete Birthday Special' }).click();

  const hubTab = await hubPage(site, '/offers');
  assert.equal(await cardTitles(hubTab), ['Group Offer', 'Weekend Pottery', 'First Visit Treat']);
  assert.ok(
    await main(hubTab).getByRole('button', { name: 'Deactivate Weekend Pottery' }).isVisible(),
    'switched on on the site',
  );

  // Both open: a change in the hub reaches the site's page as it is, without a reload.
  await main(hubTab).getByRole('button', { name: 'Delete Group Offer' }).click();
  await site.waitForFunction(() => document.querySelectorAll('[role="tabpanel"] article').length === 2);
  assert.equal(
    await panel(site)
      .getByRole('article')
      .evaluateAll((els) => els.map((el) => el.querySelector('h3')?.textContent)),
    ['Weekend Pottery', 'First Visit Treat'],
  );

  // And the other way round, live.
  await panel(site).getByRole('button', { name: 'Deactivate First Visit Treat' }).click();
  await main(hubTab).getByRole('button', { name: 'Activate First Visit Treat' }).waitFor();
  await hubTab.close();
  await done(site);
});

shared(
  "should bring a booking settled on the site to the hub's Reservations and Customers after a reload",
  async () => {
    const site = await openDashboard();
    await openTab(site, view.tabs.bookings);
    await reservationAction(reservationRow(site, 'r-sana'), hub.reservations.complete, 'Sana Qureshi').click();
    const hubTab = await hubPage(site, '/reservations');
    assert.ok(
      await reservationRow(hubTab, 'r-sana')
        .getByText(hub.reservations.statuses.completed, { exact: true })
        .isVisible(),
    );
    await hubTab.close();
    await done(site);
  },
);

shared('should show on the site what the hub had changed before the site was opened', async () => {
  const page = await newPage(PHONE);
  await page.goto(`${HUB}/coupons`, { waitUntil: 'load' });
  await hubReady(page);
  await main(page).getByRole('button', { name: 'Delete coupon WELCOME15' }).click();
  await page.goto(`${SITE}/dashboard`, { waitUntil: 'load' });
  await linked(page);
  await openTab(page, view.tabs.coupons);
  assert.is(await panel(page).getByRole('article').count(), 2);
  assert.is(await panel(page).getByRole('button', { name: 'Delete coupon WELCOME15' }).count(), 0);
  await done(page);
});

shared("should hand the hub the site's changes made while the hub could not be reached", async () => {
  const page = await newPage(PHONE);
  const bridge = `${HUB}/bridge/`;
  await page.context().route(bridge, (route) => route.abort());
  await page.goto(`${SITE}/dashboard`, { waitUntil: 'load' });
  await page.locator('[data-island="dashboard"][data-hydrated]').waitFor({ state: 'attached' });
  await openTab(page, view.tabs.coupons);
  await panel(page).getByRole('button', { name: 'Delete coupon POTTERY10' }).click();
  assert.equal(await toast(page), HUB_MESSAGES.couponDeleted, 'the view works on its own');
  assert.is(await page.locator('[data-hub-linked]').count(), 0);
  await page.reload({ waitUntil: 'load' });
  await page.locator('[data-island="dashboard"][data-hydrated]').waitFor({ state: 'attached' });
  await openTab(page, view.tabs.coupons);
  assert.is(await panel(page).getByRole('article').count(), 2, 'kept in this browser');

  // The hub is back (and has nothing of its own yet): it takes the site's copy.
  await page.context().unroute(bridge);
  await page.reload({ waitUntil: 'load' });
  await linked(page);
  const hubTab = await hubPage(page, '/coupons');
  assert.is(await main(hubTab).getByRole('article').count(), 2);
  assert.is(await main(hubTab).getByRole('button', { name: 'Delete coupon POTTERY10' }).count(), 0);
  await hubTab.close();
  await done(page);
});

shared("should ignore data posted by anyone but the hub's bridge", async () => {
  const page = await openDashboard();
  await openTab(page, view.tabs.offers);
  // The page's own origin, not the hub's: refused, as a message from any other frame would be.
  // Messages are dispatched in order: once a second one reaches the page, every listener has had the first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // An unnamed listener: tsx would wrap a named one in a helper the page does not have.
        const stop = new AbortController();
        addEventListener(
          'message',
          (event) => {
            if (event.data?.type !== 'test:after') return;
            stop.abort();
            resolve();
          },
          { signal: stop.signal },
        );
        window.postMessage({ type: 'kiln:hub-data', data: { offers: [], reservations: [], coupons: [] } }, '*');
        window.postMessage({ type: 'test:after' }, '*');
      }),
  );
  assert.is(await panel(page).getByRole('article').count(), hub.offers.items.length);
  assert.equal(
    await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.hubData),
    null,
    'nothing stored',
  );
  await done(page);
});

shared("should let the site frame the hub's bridge and no other hub address, listed or not", async () => {
  const page = await visit('/about');
  /** Where a frame of this hub address ends up once loaded: the address, or the browser's refusal. */
  const framed = async (path: string) => {
    const iframe = await page.evaluateHandle(async (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await loaded;
      return frame;
    }, HUB + path);
    return (await iframe.asElement()!.contentFrame())!.url();
  };
  assert.is(await framed('/bridge/'), `${HUB}/bridge/`);
  for (const path of [
    '/',
    '/offers',
    '/offers/',
    '/index.html',
    '/reservations/index.html',
    '/%72eservations',
    '/nowhere',
  ]) {
    assert.not.ok((await framed(path)).startsWith(HUB), `${path} is refused`);
  }
  const site = (await page.request.get(`${SITE}/dashboard`)).headers();
  assert.match(site['content-security-policy']!, new RegExp(`frame-src [^;]*${HUB}`));
  assert.match(site['content-security-policy']!, /frame-ancestors 'none'/);
  await page.close();
});

shared.run();
