import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import { checkA11y, HUB, hubReady, visitHub } from './harness.ts';
import { done, noSidewaysScroll, onScreen, SCREENS } from './hub-helpers.ts';

const a11y = suite('hub: axe on every screen, both themes, desktop and phone');

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390];
const dark = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

a11y(
  'should pass axe on every screen and the not-found screen, with nothing scrolling sideways and no page errors',
  async () => {
    const screens = [
      ...SCREENS.map((s) => ({ path: s.path, heading: s.heading })),
      { path: '/no-such-screen', heading: hub.notFound.title },
    ];
    for (const colorScheme of THEMES) {
      for (const width of WIDTHS) {
        const page = await visitHub('/', { colorScheme, width, height: 844 });
        for (const { path, heading } of screens) {
          await page.goto(HUB + path, { waitUntil: 'load' });
          await hubReady(page);
          await onScreen(page, heading);
          assert.is(await dark(page), colorScheme === 'dark', `${path}: ${colorScheme} theme in force`);
          await checkA11y(page);
          assert.ok(await noSidewaysScroll(page), `${path} at ${width}px (${colorScheme}) scrolls sideways`);
        }
        await done(page);
      }
    }
  },
);

a11y(
  'should pass axe on the login screen, the sidebar collapsed, the reset confirmation and the estimator, in both themes and widths',
  async () => {
    for (const colorScheme of THEMES) {
      for (const width of WIDTHS) {
        const page = await visitHub('/settings', { colorScheme, width, height: 844 });
        await page.getByRole('button', { name: hub.settings.reset }).click();
        const confirm = page.getByRole('dialog', { name: hub.settings.confirmTitle });
        await confirm.waitFor();
        await checkA11y(page);
        await page.keyboard.press('Escape');
        await confirm.waitFor({ state: 'hidden' });

        await page.goto(`${HUB}/`, { waitUntil: 'load' });
        await hubReady(page);
        await page.getByRole('button', { name: hub.dashboard.estimator }).click();
        const estimator = page.getByRole('dialog', { name: packages.estimator.title });
        await estimator.waitFor();
        await checkA11y(page);
        await page.keyboard.press('Escape');
        await estimator.waitFor({ state: 'hidden' });

        if (width > 390) {
          // The collapse button is desktop only (the sidebar is a top strip on phones).
          await page.getByRole('button', { name: hub.app.collapse }).click();
          await page.getByRole('button', { name: hub.app.expand }).waitFor();
          await checkA11y(page);
          await page.getByRole('button', { name: hub.app.expand }).click();
        }

        await page.getByRole('button', { name: hub.app.logout }).click();
        await page.getByRole('button', { name: hub.login.signIn }).waitFor();
        await checkA11y(page);
        await done(page);
      }
    }
  },
);

a11y.run();
