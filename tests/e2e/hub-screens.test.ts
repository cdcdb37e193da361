import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import { HUB_MESSAGES } from '../../site/core/lib/spec-messages.ts';
import { assertNever, visitHub } from './harness.ts';
import {
  cardTitles,
  done,
  isFocused,
  main,
  noSidewaysScroll,
  reservationAction,
  reservationRow,
  toast,
  toastsShown,
  watchToasts,
} from './hub-helpers.ts';

// Written out here, not taken from the app, so a change in how dates read shows up as a failure.
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
const texts = (locator: Locator) =>
  locator.allInnerTexts().then((all) => all.map((t) => t.replace(/\s+/g, ' ').trim()));

const dashboard = suite('hub: Dashboard');

dashboard('should show exactly the four stats, Popular Items and the Activity Feed', async () => {
  const page = await visitHub('/');
  assert.ok(await page.getByRole('heading', { level: 1, name: hub.dashboard.title }).isVisible());
  assert.ok(await page.getByText(hub.dashboard.intro).isVisible());
  const stats = main(page).locator('dl').first();
  assert.equal(await texts(stats.getByRole('term')), [
    "Today's Reservations",
    'Pottery Sessions',
    'Offers Claimed',
    'New Customers',
  ]);
  assert.equal(await texts(stats.getByRole('definition')), ['12', '8', '23', '5']);

  const popular = page.getByRole('region', { name: hub.dashboard.popularHeading });
  assert.is(await popular.getByRole('listitem').count(), hub.dashboard.popular.length);
  for (const [i, p] of hub.dashboard.popular.entries()) {
    const row = popular.getByRole('listitem').nth(i); // in the catalogue's order
    assert.ok(await row.getByText(p.name, { exact: true }).isVisible(), `${p.name}: name`);
    assert.ok(await row.getByText(p.category, { exact: true }).isVisible(), `${p.name}: category`);
    assert.ok(
      await row.getByText(`${p.orders} ${hub.dashboard.orders}`, { exact: true }).isVisible(),
      `${p.name}: orders`,
    );
  }
  assert.ok(await popular.getByText('48 orders', { exact: true }).isVisible());

  const feed = page.getByRole('region', { name: hub.dashboard.activityHeading });
  assert.is(await feed.getByRole('listitem').count(), hub.dashboard.activity.length);
  for (const a of hub.dashboard.activity) {
    const row = feed.getByRole('listitem').filter({ hasText: a.text });
    assert.ok(await row.getByText(a.time, { exact: true }).isVisible(), `${a.text}: ${a.time}`);
  }
  await done(page);
});

dashboard('should say notifications are coming soon from the bell', async () => {
  const page = await visitHub('/');
  await page.getByRole('button', { name: hub.dashboard.notifications }).click();
  const shown = await toast(page);
  assert.is(shown.title, 'Notifications coming soon!');
  assert.equal(shown, HUB_MESSAGES.notificationsSoon);
  await done(page);
});

dashboard(
  'should open the event estimator, and close it with Escape, focus back on its button (desktop panel, phone sheet)',
  async () => {
    for (const width of [1280, 390]) {
      const page = await visitHub('/', { width, height: 844 });
      const button = page.getByRole('button', { name: hub.dashboard.estimator });
      await button.click();
      const dialog = page.getByRole('dialog', { name: packages.estimator.title });
      await dialog.waitFor();
      assert.ok(
        await dialog.getByRole('group', { name: 'Adults' }).isVisible(),
        'the estimator itself, not an empty shell',
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.ok(await isFocused(button), `${width}px: focus back on Event Estimator`);
      await button.click();
      await dialog.waitFor();
      await done(page);
    }
  },
);

dashboard.run();

const offers = suite('hub: Offers');
const offerCard = (page: Page, title: string) => main(page).getByRole('article', { name: title, exact: true });

offers('should show the four sample offers with discount, description and an Active or Inactive badge', async () => {
  const page = await visitHub('/offers');
  assert.is(hub.offers.items.length, 4);
  assert.equal(
    await cardTitles(page),
    hub.offers.items.map((o) => o.title),
  );
  for (const o of hub.offers.items) {
    const card = offerCard(page, o.title);
    assert.ok(await card.getByText(o.discount, { exact: true }).isVisible(), `${o.title}: discount`);
    assert.ok(await card.getByText(o.description, { exact: true }).isVisible(), `${o.title}: description`);
    const badge = o.isActive ? hub.offers.active : hub.offers.inactive;
    assert.ok(await card.getByText(badge, { exact: true }).isVisible(), `${o.title}: ${badge}`);
    const toggle = `${o.isActive ? hub.offers.deactivate : hub.offers.activate} ${o.title}`;
    assert.ok(await card.getByRole('button', { name: toggle }).isVisible(), toggle);
  }
  await done(page);
});

offers('should switch an offer off and on again with Deactivate and Activate', async () => {
  const page = await visitHub('/offers');
  const card = offerCard(page, 'Group Offer');
  await card.getByRole('button', { name: 'Deactivate Group Offer' }).click();
  assert.ok(await card.getByText(hub.offers.inactive, { exact: true }).isVisible());
  assert.is(await card.getByText(hub.offers.active, { exact: true }).count(), 0);
  assert.ok(
    await offerCard(page, 'Birthday Special').getByText(hub.offers.active, { exact: true }).isVisible(),
    'the others stay as they were',
  );
  await card.getByRole('button', { name: 'Activate Group Offer' }).click();
  assert.ok(await card.getByText(hub.offers.active, { exact: true }).isVisible());
  const weekend = offerCard(page, 'Weekend Pottery');
  await weekend.getByRole('button', { name: 'Activate Weekend Pottery' }).click();
  assert.ok(await weekend.getByText(hub.offers.active, { exact: true }).isVisible());
  await done(page);
});

offers('should say editing and adding are demos', async () => {
  const page = await visitHub('/offers');
  await offerCard(page, 'Birthday Special').getByRole('button', { name: 'Edit Birthday Special' }).click();
  assert.equal(await toast(page), hub.offers.editToast);
  await page.getByRole('button', { name: hub.offers.add }).click();
  assert.equal(await toast(page), hub.offers.addToast);
  assert.is(await main(page).getByRole('article').count(), 4, 'nothing added');
  await done(page);
});

offers('should delete an offer and say so', async () => {
  const page = await visitHub('/offers');
  await watchToasts(page);
  await offerCard(page, 'Weekend Pottery').getByRole('button', { name: 'Delete Weekend Pottery' }).click();
  await offerCard(page, 'Weekend Pottery').waitFor({ state: 'detached' });
  const shown = await toast(page);
  assert.equal(shown, { title: 'Offer Deleted', description: 'The offer has been successfully removed' });
  assert.equal(shown, HUB_MESSAGES.offerDeleted);
  assert.equal(await cardTitles(page), ['Group Offer', 'Birthday Special', 'First Visit Treat']);
  assert.equal(await toastsShown(page), ['Offer Deleted']);
  await done(page);
});

// The card is gone after the first click and the next one slides under the pointer: the second
// click of a double click must not delete that one too (site/dashboard/single-click.ts).
offers(
  'should delete only the card double-clicked, with one toast (offers and coupons, phone and desktop)',
  async () => {
    const cases = [
      {
        path: '/offers',
        width: 390,
        button: 'Delete Group Offer',
        left: ['Birthday Special', 'Weekend Pottery', 'First Visit Treat'],
        toastTitle: 'Offer Deleted',
      },
      {
        path: '/offers',
        width: 1280,
        button: 'Delete Birthday Special',
        left: ['Group Offer', 'Weekend Pottery', 'First Visit Treat'],
        toastTitle: 'Offer Deleted',
      },
      {
        path: '/coupons',
        width: 1280,
        button: 'Delete coupon POTTERY10',
        left: ['₹200 off', '15% off'],
        toastTitle: 'Coupon Deleted',
      },
    ];
    const problems: string[] = [];
    for (const c of cases) {
      const page = await visitHub(c.path, { width: c.width, height: 844 });
      await watchToasts(page);
      await main(page).getByRole('button', { name: c.button }).dblclick();
      await main(page).getByRole('button', { name: c.button }).waitFor({ state: 'detached' });
      // A second toast or card change would come within this window.
      await assertNever(async () => (await toastsShown(page)).length > 1, `${c.path}: a double click said it twice`);
      const left = await cardTitles(page);
      const shown = await toastsShown(page);
      if (JSON.stringify(left) !== JSON.stringify(c.left))
        problems.push(`${c.path} at ${c.width}px, double click on "${c.button}": left ${JSON.stringify(left)}`);
      if (JSON.stringify(shown) !== JSON.stringify([c.toastTitle]))
        problems.push(`${c.path} at ${c.width}px, double click on "${c.button}": toasts ${JSON.stringify(shown)}`);
      await done(page);
    }
    assert.equal(problems, []);
  },
);

offers(
  "should keep the keyboard in the list as cards are deleted: the next card's Delete, then Add (offers and coupons)",
  async () => {
    for (const { path, add } of [
      { path: '/offers', add: hub.offers.add },
      { path: '/coupons', add: hub.coupons.add },
    ]) {
      const page = await visitHub(path);
      const deletes = main(page).getByRole('button', { name: /^Delete/ });
      const count = await deletes.count();
      await deletes.first().focus();
      for (let left = count - 1; left >= 0; left--) {
        await page.keyboard.press('Enter');
        await page.waitForFunction((n) => document.querySelectorAll('main article').length === n, left);
        const focused = await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
        );
        if (left > 0)
          assert.is(
            focused,
            await deletes.first().getAttribute('aria-label'),
            `${path}: the next card's Delete with ${left} left`,
          );
        else assert.is(focused, add, `${path}: Add once none is left`);
      }
      await done(page);
    }
  },
);

offers.run();

const reservations = suite('hub: Reservations');

reservations(
  'should show who, when (long en-GB dates), guests and a status badge, with actions on upcoming rows only',
  async () => {
    const page = await visitHub('/reservations');
    const table = page.getByRole('table', { name: hub.reservations.title });
    assert.equal(await table.getByRole('columnheader').evaluateAll((els) => els.map((el) => el.textContent)), [
      'Customer',
      'Details',
      'Status',
      'Actions',
    ]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    assert.is(await rows.count(), hub.reservations.items.length);
    assert.ok(
      await reservationRow(page, 'r-priya').getByText('14 November 2025', { exact: true }).isVisible(),
      "the spec's example date",
    );
    for (const r of hub.reservations.items) {
      const row = reservationRow(page, r.id);
      const status = hub.reservations.statuses[r.status as keyof typeof hub.reservations.statuses];
      assert.equal(
        await texts(row.getByRole('cell')).then((cells) => cells.slice(0, 3)),
        [`${r.name} ${r.phone}`, `${longDate(r.date)} ${r.time} · ${r.guests} guests`, status],
        r.id,
      );
      if (r.status === 'upcoming') {
        assert.is(await row.getByRole('button').count(), 2, `${r.id}: two actions`);
        assert.ok(
          await reservationAction(row, hub.reservations.complete, r.name).isVisible(),
          `${r.id}: Mark completed`,
        );
        assert.ok(await reservationAction(row, hub.reservations.cancel, r.name).isVisible(), `${r.id}: Cancel`);
      } else {
        assert.is(await row.getByRole('button').count(), 0, `${r.id}: no actions`);
        assert.ok(await row.getByText(hub.reservations.final).isVisible());
      }
    }
    await done(page);
  },
);

reservations(
  "should move the keyboard to the next upcoming reservation's same action once one is settled, then to the heading",
  async () => {
    const page = await visitHub('/reservations');
    const completes = main(page).getByRole('button', { name: new RegExp(`^${hub.reservations.complete}`) });
    await completes.first().focus();
    for (let left = (await completes.count()) - 1; left >= 0; left--) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('main [data-settle="completed"]').length === n, left);
      const focused = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
      );
      assert.is(focused, left > 0 ? await completes.first().getAttribute('aria-label') : 'H1', `${left} left`);
    }
    await done(page);
  },
);

reservations(
  'should complete and cancel upcoming reservations for good, with a toast naming the customer',
  async () => {
    const page = await visitHub('/reservations');
    await watchToasts(page);
    const priya = reservationRow(page, 'r-priya');
    await reservationAction(priya, 'Mark completed', 'Priya Menon').click();
    assert.equal(await toast(page), {
      title: 'Reservation completed',
      description: 'The reservation for Priya Menon has been updated.',
    });
    assert.ok(await priya.getByText(hub.reservations.statuses.completed, { exact: true }).isVisible());
    assert.is(await priya.getByRole('button').count(), 0, 'no way back from completed');

    const arjun = reservationRow(page, 'r-arjun');
    await reservationAction(arjun, 'Cancel', 'Arjun Rao').dblclick();
    assert.equal(await toast(page), {
      title: 'Reservation cancelled',
      description: 'The reservation for Arjun Rao has been updated.',
    });
    assert.ok(await arjun.getByText(hub.reservations.statuses.cancelled, { exact: true }).isVisible());
    assert.is(await arjun.getByRole('button').count(), 0, 'no way back from cancelled');
    await assertNever(async () => (await toastsShown(page)).length > 2, 'a double click said it twice');
    assert.equal(
      await toastsShown(page),
      ['Reservation completed', 'Reservation cancelled'],
      'a double click says it once',
    );
    assert.ok(
      await reservationAction(reservationRow(page, 'r-sana'), 'Mark completed', 'Sana Qureshi').isVisible(),
      'the others keep theirs',
    );
    await done(page);
  },
);

reservations('should read as cards at 390px wide, with nothing scrolling sideways', async () => {
  const page = await visitHub('/reservations', { width: 390, height: 844 });
  assert.ok(await noSidewaysScroll(page), 'the page does not scroll sideways');
  const table = page.getByRole('table', { name: hub.reservations.title });
  assert.ok(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'nor does the table');
  const first = reservationRow(page, 'r-priya');
  const cells = await first
    .getByRole('cell')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  for (let i = 1; i < cells.length; i++)
    assert.ok(cells[i]!.top >= cells[i - 1]!.bottom - 1, 'the cells stack, one under another');
  for (const cell of cells) assert.ok(cell.left >= 0 && cell.right <= 390, 'each cell fits the width');
  const second = (await reservationRow(page, 'r-arjun').boundingBox())!;
  assert.ok(
    second.y >= (await first.boundingBox())!.y + (await first.boundingBox())!.height,
    'each booking is its own card',
  );
  const complete = reservationAction(first, 'Mark completed', 'Priya Menon');
  const box = (await complete.boundingBox())!;
  assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the actions are reachable without scrolling sideways');
  await complete.click();
  assert.is((await toast(page)).title, 'Reservation completed');
  await done(page);
});

reservations.run();

const coupons = suite('hub: Coupons');
const couponCard = (page: Page, code: string) =>
  main(page)
    .locator('article')
    .filter({ has: page.getByRole('button', { name: `Copy code ${code}` }) });

coupons('should show the three coupons with discount, code, description and how much each is used', async () => {
  const page = await visitHub('/coupons');
  assert.is(await main(page).getByRole('article').count(), 3);
  for (const c of hub.coupons.items) {
    const card = main(page).getByRole('article', { name: c.discount, exact: true });
    assert.ok(await card.getByText(c.code, { exact: true }).first().isVisible(), `${c.code}: code`);
    assert.ok(await card.getByText(c.description, { exact: true }).isVisible(), `${c.code}: description`);
    const used = `${c.uses} of ${c.limit} used`;
    assert.ok(await card.getByText(used, { exact: true }).isVisible());
    const bar = card.getByRole('progressbar', { name: used });
    assert.is(await bar.getAttribute('aria-valuetext'), used, `${c.code}: read out as "${used}"`);
    assert.equal(await bar.evaluate((el: HTMLProgressElement) => [el.value, el.max]), [c.uses, c.limit]);
  }
  assert.is(
    await main(page).getByRole('progressbar', { name: '45 of 100 used' }).getAttribute('aria-valuetext'),
    '45 of 100 used',
  );
  await done(page);
});

coupons('should copy a code to the clipboard and say so', async () => {
  const page = await visitHub('/coupons', { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.getByRole('button', { name: 'Copy code FOOD200' }).click();
  assert.equal(await toast(page), {
    title: 'Copied to clipboard!',
    description: 'Coupon code FOOD200 is ready to be shared',
  });
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), 'FOOD200');
  await page.getByRole('button', { name: 'Copy code WELCOME15' }).click();
  await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t === 'WELCOME15'));
  assert.equal(await toast(page), HUB_MESSAGES.couponCopied('WELCOME15'));
  await done(page);
});

coupons('should delete a coupon with its toast, and say adding is a demo', async () => {
  const page = await visitHub('/coupons');
  await couponCard(page, 'POTTERY10').getByRole('button', { name: 'Delete coupon POTTERY10' }).click();
  await couponCard(page, 'POTTERY10').waitFor({ state: 'detached' });
  assert.equal(await toast(page), { title: 'Coupon Deleted', description: 'The coupon has been successfully removed' });
  assert.is(await main(page).getByRole('article').count(), 2);
  assert.ok(await couponCard(page, 'FOOD200').isVisible());
  await page.getByRole('button', { name: hub.coupons.add }).click();
  assert.equal(await toast(page), hub.coupons.addToast);
  assert.is(await main(page).getByRole('article').count(), 2, 'nothing added');
  await done(page);
});

coupons.run();

const referrals = suite('hub: Referrals');

referrals('should show Refer & Earn with the code and its terms, the stats and Recent History', async () => {
  const page = await visitHub('/referrals');
  const card = page.getByRole('region', { name: hub.referrals.cardTitle });
  assert.ok(await card.getByText(hub.referrals.code, { exact: true }).isVisible());
  const terms = card.getByText(hub.referrals.cardText);
  assert.ok(await terms.isVisible());
  assert.match(await terms.innerText(), '15% off their first visit');
  assert.match(await terms.innerText(), '₹200 off your next bill');
  const stats = main(page).locator('dl');
  assert.equal(await texts(stats.getByRole('term')), ['Referrals', 'Successful', 'Earnings']);
  assert.equal(await texts(stats.getByRole('definition')), ['12', '8', '₹1,600']);
  const history = page.getByRole('region', { name: hub.referrals.historyHeading });
  assert.is(await history.getByRole('listitem').count(), hub.referrals.history.length);
  for (const h of hub.referrals.history) {
    const row = history.getByRole('listitem').filter({ hasText: h.name });
    assert.ok(await row.getByText(longDate(h.date)).isVisible(), `${h.name}: date`);
    assert.ok(
      await row.getByText(h.status === 'successful' ? 'Successful' : 'Pending', { exact: true }).isVisible(),
      `${h.name}: status`,
    );
  }
  await done(page);
});

referrals('should copy the referral code, and say inviting is a demo', async () => {
  const page = await visitHub('/referrals', { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.getByRole('button', { name: hub.referrals.copy }).click();
  assert.equal(await toast(page), {
    title: 'Copied Referral Code!',
    description: 'Share it with your friends to earn rewards',
  });
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), hub.referrals.code);
  await page.getByRole('button', { name: hub.referrals.invite }).click();
  assert.equal(await toast(page), hub.referrals.inviteToast);
  await done(page);
});

referrals.run();
