import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BEFORE_INTERACTION_BUDGET } from '../../scripts/budgets.ts';
import { newPage, pageErrors } from './harness.ts';
import { scriptFetchedUntouched } from './untouched-script.ts';

const untouched = suite('script before interaction, as Chromium fetches it');

for (const width of [1280, 390]) {
  untouched(
    `should stay within 10 KiB, with no React, on the home, menu, packages, a product, the store and /success at ${width} px`,
    async () => {
      const page = await newPage({ width, height: 844 });
      for (const path of ['/', '/menu', '/packages', '/product/speckled-mug', '/store', '/success']) {
        // `idle`: what the idle prefetch fetched once the page was quiet, told apart and not counted.
        const { urls, bytes, idle } = await scriptFetchedUntouched(page, path);
        const files = urls.map((u) => new URL(u).pathname).join(', ');
        // The open-now status on every page's header comes once the page is quiet, not before.
        assert.ok(
          idle.some((u) => /\/init-live-hours-/.test(u)) && !urls.some((u) => /\/init-live-hours-/.test(u)),
          `${path}: ${files}; when quiet: ${idle.join(', ')}`,
        );
        assert.not.ok(
          urls.some((u) => /hydrate-component|product-details|dashboard-view/.test(u)),
          `${path} loads React before interaction: ${files}`,
        );
        assert.ok(
          bytes < BEFORE_INTERACTION_BUDGET,
          `${path} at ${width} px: ${bytes} bytes of JavaScript (gzip) before interaction: ${files}`,
        );
        // Every page has the header's cart button: its drawer's code comes at idle, React with it.
        assert.ok(
          idle.some((u) => /\/cart-drawer-/.test(u)) && idle.some((u) => /\/hydrate-component-/.test(u)),
          `${path}: the idle prefetch fetched ${idle.join(', ')}`,
        );
      }
      assert.equal(pageErrors(page), []);
      await page.close();
    },
  );
}

untouched.run();
