import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, visit } from './harness.ts';

const header = suite('header');

header('should link every nav group to its pages and pass axe in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/about', { colorScheme });
    await checkA11y(page);
    await page.close();
  }
});

header.run();
