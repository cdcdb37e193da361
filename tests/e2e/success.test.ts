import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import store from '../fixtures/catalog/store.json' with { type: 'json' };
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { checkA11y, newPage, SITE, visit } from './harness.ts';
import { SAVE_DATA } from './save-data.ts';
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';

const success = suite('success page');

success('should say N/A - Pay at Counter at first paint, before any script, without a session_id', async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${SITE}/success`);
  assert.ok(await page.getByText('N/A - Pay at Counter').isVisible());
  assert.not.ok(await page.getByText(M.finalizing).isVisible(), 'no finalizing flash');
  await page.close();
});

success('should say N/A - Pay at Counter and show no amount without a session_id', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/success', {
      colorScheme,
      init: () => {
        // Record every text the page shows on its way: 'Finalizing' must never be one of them.
        new MutationObserver(() => {
          const seen = ((window as unknown as { seen: string[] }).seen ??= []);
          for (const el of document.querySelectorAll('[data-success-state]'))
            if ((el as HTMLElement).innerText) seen.push((el as HTMLElement).innerText);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      },
    });
    assert.not.ok(
      (await page.evaluate(() => (window as unknown as { seen?: string[] }).seen ?? [])).some((t) =>
        t.includes('Finalizing'),
      ),
    );
    await page.locator('[data-order-id]').waitFor();
    assert.is(await page.locator('[data-order-id]').textContent(), 'N/A - Pay at Counter');
    assert.is(await page.locator('[data-order-total]').count(), 0);
    await checkA11y(page);
    await page.close();
  }
});

success(
  'should finalize for 1500 ms, then show the first 8 characters of session_id and the total captured at checkout',
  async () => {
    const line = {
      product: { id: 'teal-serving-bowl', title: 'Glaze Teal Serving Bowl' },
      variant: {
        id: 'bowl-teal',
        title: 'Standard',
        price_in_cents: 3400,
        sale_price_in_cents: null,
        price_formatted: '€34.00',
        sale_price_formatted: null,
        currency_info: { code: 'eur', symbol: '€' },
        manage_inventory: true,
        inventory_quantity: 6,
      },
      quantity: 2,
    };
    const pending = [
      {
        sessionId: 'a1b2c3d4e5f6a7b8',
        url: 'https://pay.example/pay/a1b2c3d4e5f6a7b8',
        lines: [line],
        charged: '€68.00',
        startedAt: '2025-10-08T10:00:00.000Z',
        state: 'open',
      },
    ];
    const page = await visit('/success?session_id=a1b2c3d4e5f6a7b8', {
      storage: { [STORAGE_KEYS.pendingCheckout]: JSON.stringify(pending) },
    });
    const started = Date.now();
    assert.ok(await page.getByText(M.finalizing).isVisible());
    await checkA11y(page);
    await page.locator('[data-order-id]').waitFor();
    assert.ok(Date.now() - started >= 1000, 'the finalizing message stays for about 1500 ms');
    assert.is(await page.locator('[data-order-id]').textContent(), 'a1b2c3d4');
    assert.is(await page.locator('[data-order-total]').textContent(), '€68.00');
    assert.is(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart),
      null,
      'a paid cart is not restored',
    );
    await checkA11y(page);
    await page.close();
  },
);

success('should confirm the order without loading React', async () => {
  // Save-Data: no idle prefetch (client/page-quiet.ts), so what is fetched is what a tap asks for.
  const page = await newPage({ init: SAVE_DATA });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${SITE}/success?session_id=zz99yy88xx77`);
  await page.locator('[data-success-state="done"] [data-order-id]').waitFor();
  assert.is(await page.locator('[data-order-id]').textContent(), 'zz99yy88');
  assert.not.ok(
    scripts.some((url) => /hydrate-component/.test(url)),
    scripts.join('\n'),
  );
  await page.close();
});

success('should show the order id but invent no amount when the checkout was not started here', async () => {
  const page = await visit('/success?session_id=zz99yy88xx77');
  await page.locator('[data-order-id]').waitFor();
  assert.is(await page.locator('[data-order-id]').textContent(), 'zz99yy88');
  assert.is(await page.locator('[data-order-total]').count(), 0);
  await page.close();
});

success('should promise no email, paid online or at the counter: no address was ever taken', async () => {
  for (const width of [390, 1280]) {
    for (const path of ['/success', '/success?session_id=zz99yy88xx77']) {
      const page = await visit(path, { width });
      await page.locator('[data-order-id]').waitFor();
      const main = page.locator('main');
      assert.ok(await main.getByText(store.success.intro, { exact: true }).isVisible(), `the intro at ${width} px`);
      const text = await main.innerText();
      assert.not.match(text, /inbox|e-?mail/i, `${path} at ${width} px: ${text}`);
      await page.close();
    }
  }
});

success.run();
