import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNever, checkA11y, pageErrors, visit } from './harness.ts';

const soon = suite('coming-soon pages');

const ROUTES = [
  '/blog',
  '/gift-cards',
  '/care-instructions',
  '/videos',
  '/virtual-tour',
  '/private-sessions',
  '/policies',
  '/testimonials',
  '/membership',
];

soon('should render each page and confirm notify-me with "You\'re on the list!"', async () => {
  for (const [i, path] of ROUTES.entries()) {
    // Alternate themes and widths so every page is seen, and both themes on each width.
    const colorScheme = i % 2 ? 'dark' : 'light';
    const page = await visit(path, { colorScheme, width: i % 3 === 0 ? 390 : 1280 });
    assert.is(await page.getByRole('heading', { level: 1 }).count(), 1, path);
    assert.ok(
      await page
        .getByRole('img')
        .filter({ hasNot: page.locator('header img, footer img') })
        .first()
        .isVisible(),
      path,
    );
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await assertNever(
      async () => (await page.locator('#toaster .toast').count()) > 0,
      `${path}: an empty email was sent`,
    );
    await form.getByLabel('Email address for updates').fill('guest@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText("You're on the list!").waitFor();
    await checkA11y(page);
    assert.equal(pageErrors(page), [], path);
    await page.close();
  }
});

soon('should pass axe in the other theme too', async () => {
  for (const [i, path] of ROUTES.entries()) {
    const page = await visit(path, { colorScheme: i % 2 ? 'light' : 'dark' });
    await checkA11y(page);
    await page.close();
  }
});

soon.run();
