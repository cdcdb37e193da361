import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import catalogSite from '../fixtures/catalog/site.json' with { type: 'json' };
import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import { assertNever, checkA11y, HUB, pageErrors, SITE, visit } from './harness.ts';

const nav = catalogSite.header.nav as SiteCatalog['header']['nav'];

const header = suite('header');

header('should show the seven navigation groups with their exact links', async () => {
  const page = await visit('/about');
  const bar = page.getByRole('navigation', { name: catalogSite.labels.mainNav });
  for (const item of nav) {
    if ('links' in item) {
      const button = bar.getByRole('button', { name: item.label, exact: true });
      await button.click();
      assert.is(await button.getAttribute('aria-expanded'), 'true', `${item.label} opens`);
      for (const link of item.links) {
        const a = bar.getByRole('link', { name: link.label, exact: true });
        assert.ok(await a.isVisible(), `${link.label} visible under ${item.label}`);
        assert.is(await a.getAttribute('href'), link.href);
      }
      await checkA11y(page);
    } else {
      assert.is(await bar.getByRole('link', { name: item.label, exact: true }).getAttribute('href'), item.href);
    }
  }
  assert.equal(pageErrors(page), []);
  await page.close();
});

header('should open a dropdown from the keyboard, close it on Escape and return focus', async () => {
  const page = await visit('/about');
  const button = page
    .getByRole('navigation', { name: catalogSite.labels.mainNav })
    .getByRole('button', { name: 'Experience' });
  await button.focus();
  await page.keyboard.press('Enter');
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Pottery');
  await page.keyboard.press('Escape');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.ok(await button.evaluate((el) => el === document.activeElement), 'focus back on the group button');
  assert.not.ok(await page.getByRole('link', { name: 'Crash Course' }).first().isVisible());
  await page.close();
});

header('should turn solid only after scrolling more than 50 pixels', async () => {
  const page = await visit('/', { height: 400 });
  const solid = () => page.locator('[data-header]').evaluate((el) => el.hasAttribute('data-solid'));
  assert.is(await solid(), false);
  await page.evaluate(() => window.scrollTo(0, 50));
  await assertNever(solid, 'exactly 50 px turned it solid', 300);
  await page.evaluate(() => window.scrollTo(0, 120));
  await page.waitForFunction(() => document.querySelector('[data-header]')!.hasAttribute('data-solid'));
  const background = await page.locator('[data-header]').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.is.not(background, 'rgba(0, 0, 0, 0)');
  await page.close();
});

header('should take the logo home, or to the top when already home', async () => {
  const page = await visit('/faq');
  await page.locator('[data-logo]').click();
  await page.waitForURL(/\/$/);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.locator('[data-logo]').click();
  await page.waitForFunction(() => window.scrollY === 0);
  assert.is(new URL(page.url()).pathname, '/');
  await page.close();
});

header('should lead Dashboard to the business hub, which has a way back', async () => {
  const page = await visit('/about');
  const dashboard = page.locator('header').getByRole('link', { name: 'Dashboard' }).first();
  assert.is(await dashboard.getAttribute('href'), HUB);
  await dashboard.click();
  await page.waitForURL(`${HUB}/`);
  assert.ok(await page.getByRole('heading', { level: 1, name: hub.dashboard.title }).isVisible());
  await checkA11y(page);
  await page.getByRole('link', { name: hub.app.siteLink }).click();
  await page.waitForURL(/:\d+\/$/);
  assert.ok(page.url().startsWith(SITE));
  await page.close();
});

header('should list every link, View Cart, Dashboard and the theme switch in the narrow-width menu', async () => {
  const page = await visit('/about', { width: 900 });
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.locator('#site-menu');
  assert.ok(await menu.isVisible());
  for (const item of nav) {
    for (const link of 'links' in item ? item.links : [item]) {
      assert.is(await menu.getByRole('link', { name: link.label, exact: true }).getAttribute('href'), link.href);
    }
  }
  assert.ok(await menu.getByRole('button', { name: /View Cart \(0\)/ }).isVisible());
  // The menu's Dashboard is the Dashboard view at every width it shows (as the phone's bottom tab), which links to the full hub.
  assert.is(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('href'), '/dashboard');
  assert.ok(await menu.getByRole('switch', { name: 'Dark theme' }).isVisible());
  await checkA11y(page);
  await page.keyboard.press('Escape');
  assert.not.ok(await menu.isVisible());
  assert.ok(await page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement));
  await page.close();
});

header.run();

const footer = suite('footer');

footer('should show its links, four social links and the current year', async () => {
  const page = await visit('/contact');
  const f = page.locator('footer');
  for (const link of catalogSite.footer.links) {
    assert.is(await f.getByRole('link', { name: link.label, exact: true }).getAttribute('href'), link.href);
  }
  for (const social of catalogSite.socials) {
    assert.is(await f.getByRole('link', { name: social.label }).getAttribute('href'), social.href);
  }
  assert.ok((await f.textContent())!.includes(`© ${new Date().getFullYear()}`));
  await page.close();
});

footer('should require an email for the newsletter and answer with the not-implemented toast', async () => {
  const page = await visit('/contact');
  const form = page.locator('footer form');
  await form.getByRole('button', { name: catalogSite.footer.newsletter.button }).click();
  assert.is(await page.locator('.toast').count(), 0, 'an empty email is stopped by the browser');
  await form.getByLabel(catalogSite.footer.newsletter.emailLabel).fill('not-an-email');
  await form.getByRole('button', { name: catalogSite.footer.newsletter.button }).click();
  assert.is(await page.locator('.toast').count(), 0, 'an invalid email is stopped by the browser');
  await form.getByLabel(catalogSite.footer.newsletter.emailLabel).fill('guest@example.com');
  await form.getByRole('button', { name: catalogSite.footer.newsletter.button }).click();
  const toast = page.locator('#toaster .toast');
  await toast.waitFor();
  assert.ok((await toast.textContent())!.includes(catalogSite.footer.newsletter.toast.title));
  assert.is(await page.locator('#toaster').getAttribute('aria-live'), 'polite');
  // Its styles come with the scripts, not in the page's first round trip (styles/scripted-css.ts): a card floating bottom right.
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  assert.ok(
    viewport.height - (box.y + box.height) <= 24 && viewport.width - (box.x + box.width) <= 24,
    `bottom right of the window: ${JSON.stringify(box)}`,
  );
  assert.is(await toast.evaluate((el) => getComputedStyle(el).borderRadius), '14px');
  assert.is(await form.getByLabel(catalogSite.footer.newsletter.emailLabel).inputValue(), '', 'the form clears');
  await checkA11y(page);
  await page.close();
});

footer.run();
