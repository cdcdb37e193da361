import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { assertNever, HUB, visitHub } from './harness.ts';
import {
  done,
  goTo,
  h1,
  isFocused,
  markDocument,
  navLink,
  onScreen,
  reloadHub,
  sameDocument,
  SCREENS,
  sidebar,
  titleOf,
  toast,
} from './hub-helpers.ts';

const nav = suite('hub: the sidebar and addresses');

nav(
  'should list the seven screens in order and move between them without reloading, marking the current one and focusing its heading',
  async () => {
    const page = await visitHub('/');
    assert.equal(
      await sidebar(page).getByRole('link').allInnerTexts(),
      SCREENS.map((s) => s.name),
    );
    assert.equal(
      SCREENS.map((s) => s.name),
      ['Dashboard', 'Reservations', 'Offers', 'Coupons', 'Referrals', 'Customers', 'Settings'],
    );
    assert.is(await navLink(page, 'Dashboard').getAttribute('aria-current'), 'page');
    await markDocument(page);
    // Forward through every screen, then back to the dashboard from the last one.
    for (const screen of [...SCREENS.slice(1), SCREENS[0]]) {
      await goTo(page, screen);
      assert.ok(await sameDocument(page), `${screen.name}: opened in the same document, no full reload`);
      for (const other of SCREENS) {
        assert.is(
          await navLink(page, other.name).getAttribute('aria-current'),
          other === screen ? 'page' : null,
          `${screen.name}: ${other.name}'s aria-current`,
        );
      }
      const heading = page.getByRole('heading', { level: 1, name: screen.heading, exact: true });
      await page.waitForFunction(
        (text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === text,
        screen.heading,
      );
      assert.ok(await isFocused(heading), `${screen.name}: focus on its h1`);
    }
    await done(page);
  },
);

// Fails today (a bug): nothing sets document.title after the first page, so every screen reached
// through the sidebar keeps the title of the page first loaded ("Dashboard · Business Hub · …").
nav('should give each screen its own browser title when reached through the sidebar', async () => {
  const page = await visitHub('/');
  assert.is(await page.title(), titleOf('Dashboard'));
  const seen: string[] = [];
  for (const screen of [...SCREENS.slice(1), SCREENS[0]]) {
    await goTo(page, screen);
    // The title may follow the screen by a tick.
    await page
      .waitForFunction((title) => document.title === title, titleOf(screen.name), { timeout: 1000 })
      .catch(() => {});
    seen.push(await page.title());
  }
  assert.equal(
    seen,
    [...SCREENS.slice(1), SCREENS[0]].map((s) => titleOf(s.name)),
  );
  await done(page);
});

nav('should open every screen from its own address, and again on reload', async () => {
  const page = await visitHub('/');
  for (const screen of SCREENS) {
    const first = await page.goto(HUB + screen.path, { waitUntil: 'load' });
    assert.is(first?.status(), 200, `${screen.path} status`);
    await onScreen(page, screen.heading);
    assert.is(await page.title(), titleOf(screen.name));
    assert.is(await navLink(page, screen.name).getAttribute('aria-current'), 'page');
    const again = await page.reload({ waitUntil: 'load' });
    assert.is(again?.status(), 200, `${screen.path} status on reload`);
    await onScreen(page, screen.heading);
    assert.is(await h1(page).count(), 1, `${screen.path}: one h1`);
  }
  await done(page);
});

nav(
  'should answer an unknown address with the not-found screen (404) and a working way back to the dashboard',
  async () => {
    const page = await visitHub('/');
    const response = await page.goto(`${HUB}/no-such-screen`, { waitUntil: 'load' });
    assert.is(response?.status(), 404);
    await reloadHub(page);
    await onScreen(page, hub.notFound.title);
    assert.ok(await page.getByText(hub.notFound.text).isVisible());
    assert.is(await sidebar(page).locator('[aria-current="page"]').count(), 0, 'no screen marked current');
    await markDocument(page);
    await page.getByRole('main').getByRole('link', { name: hub.notFound.link }).click();
    await page.waitForURL(`${HUB}/`);
    await onScreen(page, hub.dashboard.title);
    assert.ok(await sameDocument(page), 'client-side');
    assert.is(await navLink(page, 'Dashboard').getAttribute('aria-current'), 'page');
    await done(page);
  },
);

nav.run();

const collapse = suite('hub: collapsing the sidebar');

collapse(
  'should narrow the sidebar from 256px to 80px, keep every link named with a tooltip, and remember it',
  async () => {
    const page = await visitHub('/offers');
    const aside = page.locator('aside');
    const width = async () => (await aside.boundingBox())!.width;
    assert.ok(Math.abs((await width()) - 256) <= 1, `wide: ${await width()}px`);
    for (const screen of SCREENS)
      assert.is(await navLink(page, screen.name).getAttribute('title'), null, 'no tooltip while the label shows');

    await page.getByRole('button', { name: hub.app.collapse }).click();
    await page.waitForFunction(
      () => Math.abs(document.querySelector('aside')!.getBoundingClientRect().width - 80) <= 1,
    );
    for (const screen of SCREENS) {
      const link = navLink(page, screen.name); // still found by its accessible name
      assert.is(await link.getAttribute('title'), screen.name, `${screen.name}: tooltip`);
      const label = link.getByText(screen.name, { exact: true });
      const box = (await label.boundingBox())!;
      assert.ok(box.width <= 1 && box.height <= 1, `${screen.name}: label not painted (${box.width}×${box.height})`);
      assert.ok((await link.boundingBox())!.width <= 80, `${screen.name}: link fits the narrow bar`);
    }
    const expand = page.getByRole('button', { name: hub.app.expand });
    assert.is(await expand.getAttribute('title'), hub.app.expand);
    assert.is(
      await aside
        .getByText(hub.app.title)
        .boundingBox()
        .then((b) => b!.width),
      1,
      'the brand text is hidden too',
    );

    await reloadHub(page);
    assert.ok(Math.abs((await width()) - 80) <= 1, `still narrow after reload: ${await width()}px`);
    await navLink(page, 'Coupons').click();
    await onScreen(page, hub.coupons.title);
    assert.ok(Math.abs((await width()) - 80) <= 1, 'still narrow on another screen');

    await page.getByRole('button', { name: hub.app.expand }).click();
    await page.waitForFunction(
      () => Math.abs(document.querySelector('aside')!.getBoundingClientRect().width - 256) <= 1,
    );
    assert.ok(await navLink(page, 'Offers').getByText('Offers').isVisible());
    await reloadHub(page);
    assert.ok(Math.abs((await width()) - 256) <= 1, 'wide again after reload');
    await done(page);
  },
);

collapse.run();

const top = suite('hub: the top bar');

top("should switch the dark theme, remembered under the site's key, across a reload", async () => {
  const page = await visitHub('/');
  const toggle = page.getByRole('button', { name: hub.app.theme });
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  assert.not.ok(await dark());
  assert.is(await toggle.getAttribute('aria-pressed'), 'false');
  await toggle.click();
  assert.ok(await dark());
  assert.is(await toggle.getAttribute('aria-pressed'), 'true');
  assert.is(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.theme), 'dark');
  await reloadHub(page);
  assert.ok(await dark(), 'dark after reload');
  assert.is(await page.getByRole('button', { name: hub.app.theme }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: hub.app.theme }).click();
  assert.not.ok(await dark());
  assert.is(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.theme), 'light');
  await done(page);
});

top(
  'should show the user card as admin, Manager (on a phone the avatar alone shows, and both are still read out)',
  async () => {
    const page = await visitHub('/');
    const banner = page.getByRole('banner');
    assert.ok(await banner.getByText('admin', { exact: true }).isVisible());
    assert.ok(await banner.getByText('Manager', { exact: true }).isVisible());
    assert.equal([hub.app.user.name, hub.app.user.role], ['admin', 'Manager']);
    await done(page);
    const phone = await visitHub('/', { width: 390, height: 844 });
    assert.match(await phone.getByRole('banner').ariaSnapshot(), /admin[\s\S]*Manager/);
    await done(phone);
  },
);

top('should show the login screen on Log out', async () => {
  const page = await visitHub('/reservations');
  await page.getByRole('button', { name: hub.app.logout }).click();
  await page.getByRole('heading', { level: 1, name: hub.login.title }).waitFor();
  assert.ok(await page.getByRole('textbox', { name: hub.login.email }).isVisible());
  assert.is(await sidebar(page).count(), 0, 'the hub is gone');
  assert.is(await page.getByRole('button', { name: hub.app.logout }).count(), 0);
  await done(page);
});

top(
  "should move focus to the login screen's heading on Log out, so a screen reader hears the screen change",
  async () => {
    const page = await visitHub('/reservations');
    await page.getByRole('button', { name: hub.app.logout }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: hub.login.title });
    await heading.waitFor();
    assert.ok(await isFocused(heading), 'focus on the login heading, not <body>');
    await page.keyboard.press('Tab');
    assert.ok(
      await isFocused(page.getByRole('textbox', { name: hub.login.email })),
      'the next Tab reaches the email field',
    );
    await done(page);
  },
);

top.run();

const login = suite('hub: the sample login (SPEC §2.3)');

async function loggedOut() {
  const page = await visitHub('/offers');
  await page.getByRole('button', { name: hub.app.logout }).click();
  await page.getByRole('button', { name: hub.login.signIn }).waitFor();
  return page;
}

login('should not sign in while the email or the password is empty: the browser asks for them', async () => {
  const page = await loggedOut();
  const email = page.getByRole('textbox', { name: hub.login.email });
  const password = page.getByLabel(hub.login.password);
  const signIn = page.getByRole('button', { name: hub.login.signIn });
  await signIn.click();
  assert.ok(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing), 'email reported missing');
  assert.ok(await isFocused(email), 'the browser points at the empty field');
  await email.fill('staff@example.com');
  await signIn.click();
  assert.ok(await password.evaluate((el: HTMLInputElement) => el.validity.valueMissing), 'password reported missing');
  await assertNever(
    async () =>
      !(await signIn.isVisible()) ||
      (await sidebar(page).count()) > 0 ||
      (await page.locator('#toaster .toast').count()) > 0,
    'left the login screen or showed a toast: something was submitted',
  );
  await email.fill('not-an-email');
  await password.fill('secret');
  await signIn.click();
  assert.ok(await signIn.isVisible(), 'an address that is not an email is refused too');
  await done(page);
});

login('should say Forgot Password is not in the demo', async () => {
  const page = await loggedOut();
  await page.getByRole('button', { name: hub.login.forgot }).click();
  assert.equal(await toast(page), hub.login.forgotToast);
  assert.ok(await page.getByRole('button', { name: hub.login.signIn }).isVisible(), 'still on the login screen');
  await done(page);
});

login('should return to the hub on Sign In, say there is no real sign-in, and keep nothing typed', async () => {
  const page = await loggedOut();
  const email = 'priya.staff@theclaytable.example';
  const password = 'kiln-secret-42';
  await page.getByRole('textbox', { name: hub.login.email }).fill(email);
  await page.getByLabel(hub.login.password).fill(password);
  await page.getByRole('button', { name: hub.login.signIn }).click();
  await onScreen(page, hub.offers.title);
  assert.ok(
    await isFocused(page.getByRole('heading', { level: 1, name: hub.offers.title })),
    "focus on the screen's heading, not <body>",
  );
  assert.ok(await sidebar(page).isVisible());
  assert.equal(await toast(page), hub.login.signInToast);
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`))
      .join('\n'),
  );
  assert.not.ok(stored.includes(email) || stored.includes('priya.staff'), `email stored:\n${stored}`);
  assert.not.ok(stored.includes(password), `password stored:\n${stored}`);
  await done(page);
});

login.run();
