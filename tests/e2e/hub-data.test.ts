import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { MAX_HUB_ROWS } from '../../site/dashboard/hub-data.ts';
import { HUB_MESSAGES } from '../../site/core/lib/spec-messages.ts';
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { HUB, pageErrors, visitHub } from './harness.ts';
import {
  cardTitles,
  done,
  goTo,
  isFocused,
  main,
  markDocument,
  navLink,
  onScreen,
  reloadHub,
  reservationAction,
  reservationRow,
  sameDocument,
  screenNamed,
  tabTo,
  toast,
} from './hub-helpers.ts';

const cellsOf = async (row: Locator) =>
  (await row.getByRole('cell').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

const customers = suite('hub: Customers');
const customerRow = (page: Page, name: string) =>
  page.getByRole('table', { name: hub.customers.title }).getByRole('row').filter({ hasText: name });
const names = (page: Page) =>
  page
    .getByRole('table', { name: hub.customers.title })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.firstElementChild?.textContent));
const search = (page: Page) => page.getByRole('searchbox', { name: hub.customers.search });

customers(
  'should list everyone with a reservation, once each, with visits, last visit and what is coming up',
  async () => {
    const page = await visitHub('/customers');
    assert.equal(
      await page
        .getByRole('table', { name: hub.customers.title })
        .getByRole('columnheader')
        .evaluateAll((els) => els.map((el) => el.textContent)),
      ['Customer', 'Visits', 'Last visit', 'Upcoming'],
    );
    assert.equal(await names(page), [
      'Arjun Rao',
      'Kabir Shah',
      'Meera Iyer',
      'Priya Menon',
      'Rahul Verma',
      'Sana Qureshi',
    ]);
    assert.equal(await cellsOf(customerRow(page, 'Priya Menon')), [
      'Priya Menon +91 98450 11111',
      '1',
      '26 October 2025',
      '14 November 2025, 19:30 · 4 guests',
    ]);
    assert.equal(
      await cellsOf(customerRow(page, 'Kabir Shah')),
      ['Kabir Shah +91 97400 44444', '0', '—', '—'],
      'a cancelled booking is neither a visit nor upcoming',
    );
    assert.equal(await cellsOf(customerRow(page, 'Meera Iyer')), [
      'Meera Iyer +91 99000 33333',
      '1',
      '8 November 2025',
      '—',
    ]);
    await done(page);
  },
);

customers('should filter as you type, by name and by phone digits, and say when nobody matches', async () => {
  const page = await visitHub('/customers');
  const box = search(page);
  await box.pressSequentially('ra');
  assert.equal(await names(page), ['Arjun Rao', 'Meera Iyer', 'Rahul Verma'], 'after "ra"');
  assert.ok(await page.getByRole('status').filter({ hasText: '3 of 6 customers' }).isVisible());
  await box.pressSequentially('h');
  assert.equal(await names(page), ['Rahul Verma'], 'after "rah"');
  await box.fill('');
  assert.is((await names(page)).length, 6, 'all back when cleared');
  await box.fill('PRIYA');
  assert.equal(await names(page), ['Priya Menon'], 'any case');
  await box.fill('98860');
  assert.equal(await names(page), ['Arjun Rao'], 'by phone digits');
  await box.fill('+91 99000');
  assert.equal(await names(page), ['Meera Iyer'], 'by phone as written');
  await box.fill('zzz');
  assert.ok(await main(page).getByText('No customer matches "zzz".', { exact: true }).isVisible());
  assert.is(await page.getByRole('table').count(), 0);
  assert.ok(await page.getByRole('status').filter({ hasText: '0 of 6 customers' }).isVisible());
  await done(page);
});

customers('should follow what happens on the Reservations screen', async () => {
  const page = await visitHub('/reservations');
  await reservationAction(reservationRow(page, 'r-sana'), 'Cancel', 'Sana Qureshi').click();
  await reservationAction(reservationRow(page, 'r-arjun'), 'Mark completed', 'Arjun Rao').click();
  await goTo(page, screenNamed('Customers'));
  assert.equal(await cellsOf(customerRow(page, 'Sana Qureshi')), ['Sana Qureshi +91 96320 55555', '0', '—', '—']);
  assert.equal(await cellsOf(customerRow(page, 'Arjun Rao')), [
    'Arjun Rao +91 98860 22222',
    '1',
    '15 November 2025',
    '—',
  ]);
  await done(page);
});

customers.run();

const settings = suite('hub: Settings');

settings("should show the studio's details from the catalogue", async () => {
  const page = await visitHub('/settings');
  const studio = page.getByRole('region', { name: hub.settings.studioHeading });
  const terms = (await studio.getByRole('term').allInnerTexts()).map((t) => t.trim());
  const values = (await studio.getByRole('definition').allInnerTexts()).map((t) => t.trim());
  assert.equal(Object.fromEntries(terms.map((t, i) => [t, values[i]])), {
    Name: site.name,
    Address: site.address.lines.join(', '),
    Hours: site.hours,
    Phone: site.phone,
    Email: site.email,
  });
  await done(page);
});

settings('should switch the theme from its switch, in step with the top bar', async () => {
  const page = await visitHub('/settings');
  const toggle = page.getByRole('switch', { name: hub.app.theme });
  assert.is(await toggle.getAttribute('aria-checked'), 'false');
  await toggle.click();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
  assert.is(await toggle.getAttribute('aria-checked'), 'true');
  assert.is(await page.getByRole('button', { name: hub.app.theme }).getAttribute('aria-pressed'), 'true');
  assert.is(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme), '"dark"');
  await done(page);
});

// Fails today (a bug): the switch is rendered by React as aria-checked="false" and only the theme
// script's sync (on load and on a theme change) corrects it, so reaching Settings through the
// sidebar while dark shows a dark page with the switch reading "off".
settings('should show the theme switch on when Settings is reached through the sidebar in the dark theme', async () => {
  const page = await visitHub('/');
  await page.getByRole('button', { name: hub.app.theme }).click();
  await goTo(page, screenNamed('Settings'));
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
  assert.is(await page.getByRole('switch', { name: hub.app.theme }).getAttribute('aria-checked'), 'true');
  await done(page);
});

// Fails today (same cause): after Log out and Sign In the top bar is rendered afresh with
// aria-pressed="false" although the page is still dark.
settings(
  "should keep the top bar's theme toggle pressed after logging out and in again in the dark theme",
  async () => {
    const page = await visitHub('/', { colorScheme: 'dark' });
    assert.is(await page.getByRole('button', { name: hub.app.theme }).getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: hub.app.logout }).click();
    await page.getByRole('textbox', { name: hub.login.email }).fill('a@b.example');
    await page.getByLabel(hub.login.password).fill('x');
    await page.getByRole('button', { name: hub.login.signIn }).click();
    await onScreen(page, hub.dashboard.title);
    assert.is(await page.getByRole('button', { name: hub.app.theme }).getAttribute('aria-pressed'), 'true');
    await done(page);
  },
);

settings('should reset the demo data only when confirmed', async () => {
  const page = await visitHub('/offers');
  await main(page).getByRole('button', { name: 'Delete Group Offer' }).click();
  await main(page).getByRole('button', { name: 'Activate Weekend Pottery' }).click();
  await goTo(page, screenNamed('Reservations'));
  await reservationAction(reservationRow(page, 'r-priya'), 'Mark completed', 'Priya Menon').click();
  await goTo(page, screenNamed('Coupons'));
  await main(page).getByRole('button', { name: 'Delete coupon FOOD200' }).click();
  await goTo(page, screenNamed('Settings'));

  const open = page.getByRole('button', { name: hub.settings.reset });
  const dialog = page.getByRole('dialog', { name: hub.settings.confirmTitle });
  await open.click();
  await dialog.waitFor();
  assert.ok(await dialog.getByText(hub.settings.confirmText).isVisible());
  await dialog.getByRole('button', { name: hub.settings.keep }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await isFocused(open), 'focus back on Reset demo data');
  await goTo(page, screenNamed('Offers'));
  assert.equal(
    await cardTitles(page),
    ['Birthday Special', 'Weekend Pottery', 'First Visit Treat'],
    'Keep my changes kept them',
  );

  await goTo(page, screenNamed('Settings'));
  await open.click();
  await dialog.getByRole('button', { name: hub.settings.confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await toast(page), hub.settings.resetToast);
  await goTo(page, screenNamed('Offers'));
  assert.equal(
    await cardTitles(page),
    hub.offers.items.map((o) => o.title),
  );
  assert.ok(
    await main(page).getByRole('button', { name: 'Activate Weekend Pottery' }).isVisible(),
    'Weekend Pottery inactive again',
  );
  await goTo(page, screenNamed('Reservations'));
  assert.ok(
    await reservationRow(page, 'r-priya').getByText(hub.reservations.statuses.upcoming, { exact: true }).isVisible(),
  );
  await goTo(page, screenNamed('Coupons'));
  assert.is(await main(page).getByRole('article').count(), hub.coupons.items.length);
  await reloadHub(page);
  assert.is(await main(page).getByRole('article').count(), hub.coupons.items.length, 'still reset after a reload');
  await done(page);
});

settings.run();

const kept = suite('hub: what this browser keeps');

kept('should keep a deleted offer, a switched offer and a completed reservation over a reload', async () => {
  const page = await visitHub('/offers');
  await main(page).getByRole('button', { name: 'Delete Birthday Special' }).click();
  await main(page).getByRole('button', { name: 'Deactivate First Visit Treat' }).click();
  await goTo(page, screenNamed('Reservations'));
  await reservationAction(reservationRow(page, 'r-arjun'), 'Mark completed', 'Arjun Rao').click();
  await reloadHub(page);
  assert.ok(
    await reservationRow(page, 'r-arjun').getByText(hub.reservations.statuses.completed, { exact: true }).isVisible(),
  );
  assert.is(await reservationRow(page, 'r-arjun').getByRole('button').count(), 0);
  await page.goto(`${HUB}/offers`);
  await onScreen(page, hub.offers.title);
  await page.getByRole('button', { name: 'Activate First Visit Treat' }).waitFor();
  assert.equal(await cardTitles(page), ['Group Offer', 'Weekend Pottery', 'First Visit Treat']);
  await done(page);
});

const valid = JSON.stringify({
  offers: hub.offers.items,
  reservations: hub.reservations.items,
  coupons: hub.coupons.items,
});
const broken: Record<string, string> = {
  'not JSON': '{"offers": [',
  null: 'null',
  'an array': '[1, 2, 3]',
  'a string': '"offers"',
  "another app's data": JSON.stringify({ theme: 'dark', items: [1] }),
  'no coupons': JSON.stringify({ offers: [], reservations: [] }),
  'more offers than a catalogue may hold': JSON.stringify({
    ...JSON.parse(valid),
    offers: Array.from({ length: MAX_HUB_ROWS + 1 }, (_, i) => ({ ...hub.offers.items[0], id: `offer-${i}` })),
  }),
};

kept("should fall back to the catalogue's samples when what is stored is corrupt or foreign", async () => {
  for (const [what, value] of Object.entries(broken)) {
    const page = await visitHub('/offers', { storage: { [STORAGE_KEYS.hubData]: value } });
    assert.equal(
      await cardTitles(page),
      hub.offers.items.map((o) => o.title),
      `${what}: the sample offers`,
    );
    // It works from there: a change is kept as usual.
    await main(page).getByRole('button', { name: 'Delete Group Offer' }).click();
    await goTo(page, screenNamed('Reservations'));
    assert.ok(
      await reservationRow(page, 'r-priya').getByText(hub.reservations.statuses.upcoming, { exact: true }).isVisible(),
      `${what}: the sample reservations`,
    );
    await goTo(page, screenNamed('Coupons'));
    assert.is(await main(page).getByRole('article').count(), 3, `${what}: the sample coupons`);
    await page.goto(`${HUB}/offers`);
    await onScreen(page, hub.offers.title);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 3);
    assert.equal(pageErrors(page), [], `${what}: uncaught errors`);
    await done(page);
  }
});

/** The sample data with Birthday Special deleted by staff, and one row this browser cannot read added to `list`. */
const withBadRow = (list: 'offers' | 'reservations', row: Record<string, unknown>) => {
  const data = JSON.parse(valid) as Record<'offers' | 'reservations' | 'coupons', Record<string, unknown>[]>;
  data.offers = data.offers.filter((o) => o.title !== 'Birthday Special');
  data[list].splice(1, 0, row);
  return JSON.stringify(data);
};
const badRows: Record<string, string> = {
  'an offer without a title': withBadRow('offers', { ...hub.offers.items[0], id: 'no-title', title: undefined }),
  'an unknown reservation status': withBadRow('reservations', {
    ...hub.reservations.items[0],
    id: 'r-maybe',
    status: 'maybe',
  }),
  'a reservation on a day that does not exist': withBadRow('reservations', {
    ...hub.reservations.items[0],
    id: 'r-bad',
    date: '2025-13-01',
  }),
};

kept(
  "should leave out one bad stored row alone: the staff's other stored rows stay, and the demo rows do not come back (issue 33)",
  async () => {
    for (const [what, value] of Object.entries(badRows)) {
      const page = await visitHub('/offers', { storage: { [STORAGE_KEYS.hubData]: value } });
      await page.waitForFunction(
        (n) => document.querySelectorAll('main article').length === n,
        hub.offers.items.length - 1,
      );
      assert.equal(
        await cardTitles(page),
        hub.offers.items.map((o) => o.title).filter((t) => t !== 'Birthday Special'),
        `${what}: the stored offers, Birthday Special still deleted`,
      );
      await goTo(page, screenNamed('Reservations'));
      assert.ok(await reservationRow(page, 'r-priya').isVisible(), `${what}: the stored reservations`);
      assert.is(await reservationRow(page, 'r-bad').count(), 0, `${what}: not the bad row`);
      assert.equal(pageErrors(page), [], `${what}: uncaught errors`);
      await done(page);
    }
  },
);

kept(
  "should keep the sidebar and every screen when a stored reservation's day does not exist (2025-13-01)",
  async () => {
    const page = await visitHub('/reservations', {
      storage: { [STORAGE_KEYS.hubData]: badRows['a reservation on a day that does not exist']! },
    });
    assert.ok(await navLink(page, 'Customers').isVisible(), 'the sidebar');
    assert.ok(
      await reservationRow(page, 'r-priya').getByText('14 November 2025').isVisible(),
      'the sample reservations',
    );
    await goTo(page, screenNamed('Customers'));
    assert.equal(await cellsOf(customerRow(page, 'Priya Menon')), [
      'Priya Menon +91 98450 11111',
      '1',
      '26 October 2025',
      '14 November 2025, 19:30 · 4 guests',
    ]);
    await done(page);
  },
);

kept('should use what is stored when it is sound (a check that the fallback above is not the only path)', async () => {
  const mine = JSON.stringify({ offers: [hub.offers.items[2]], reservations: hub.reservations.items, coupons: [] });
  const page = await visitHub('/offers', { storage: { [STORAGE_KEYS.hubData]: mine } });
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
  assert.equal(await cardTitles(page), ['Weekend Pottery']);
  await goTo(page, screenNamed('Coupons'));
  assert.ok(await main(page).getByText(hub.coupons.empty).isVisible());
  await done(page);
});

kept.run();

const keyboard = suite('hub: keyboard only');

keyboard(
  "should reach and use the sidebar, an offer's switch and a reservation's actions with Tab, Enter and Space",
  async () => {
    const page = await visitHub('/');
    await markDocument(page);
    await page.keyboard.press('Tab');
    assert.ok(await isFocused(page.getByRole('link', { name: hub.app.skipToContent })), 'the skip link comes first');

    await tabTo(page, navLink(page, 'Offers'));
    await page.keyboard.press('Enter');
    await onScreen(page, hub.offers.title);
    const deactivate = main(page).getByRole('button', { name: 'Deactivate Group Offer' });
    await tabTo(page, deactivate);
    await page.keyboard.press('Space');
    await main(page).getByRole('button', { name: 'Activate Group Offer' }).waitFor();
    assert.ok(
      await main(page)
        .getByRole('article', { name: 'Group Offer' })
        .getByText(hub.offers.inactive, { exact: true })
        .isVisible(),
    );
    await page.keyboard.press('Enter'); // the same button, now Activate
    await main(page).getByRole('button', { name: 'Deactivate Group Offer' }).waitFor();

    // Back up to the sidebar.
    for (let i = 0; i < 40 && !(await isFocused(navLink(page, 'Reservations'))); i++)
      await page.keyboard.press('Shift+Tab');
    assert.ok(await isFocused(navLink(page, 'Reservations')));
    await page.keyboard.press('Enter');
    await onScreen(page, hub.reservations.title);
    await tabTo(page, reservationAction(reservationRow(page, 'r-priya'), 'Mark completed', 'Priya Menon'));
    await page.keyboard.press('Enter');
    assert.equal(await toast(page), HUB_MESSAGES.reservationUpdated('completed', 'Priya Menon'));
    await tabTo(page, reservationAction(reservationRow(page, 'r-arjun'), 'Cancel', 'Arjun Rao'));
    await page.keyboard.press('Space');
    assert.equal(await toast(page), HUB_MESSAGES.reservationUpdated('cancelled', 'Arjun Rao'));
    assert.ok(
      await reservationRow(page, 'r-arjun').getByText(hub.reservations.statuses.cancelled, { exact: true }).isVisible(),
    );
    assert.ok(await sameDocument(page), 'all without a reload');
    await done(page);
  },
);

keyboard.run();
