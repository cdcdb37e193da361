import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, visit } from './harness.ts';

const policies = suite('policy pages');

const PAGES: [string, string][] = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/bistro-policies', 'Bistro Policies'],
];

policies('should show each policy with its heading, its date and pass axe in both themes', async () => {
  for (const [path, heading] of PAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await visit(path, { colorScheme });
      assert.is(await page.getByRole('heading', { level: 1 }).textContent(), heading, path);
      assert.ok(await page.getByText('Last updated: August 19, 2025').isVisible(), path);
      await checkA11y(page);
      await page.close();
    }
  }
});

policies('should jump to a section from the table of contents', async () => {
  const page = await visit('/terms');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Firing and collection' })
    .click();
  await page.waitForFunction(() => location.hash === '#firing-and-collection');
  assert.ok(await page.getByText('It is ready to collect in 7-10 days').isVisible());
  await page.close();
});

policies.run();
