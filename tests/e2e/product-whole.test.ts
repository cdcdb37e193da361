import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { API, emulator, layoutShift, newPage, pageErrors, recordLayoutShifts, SITE, whatShifted } from './harness.ts';
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';

/**
 * A listed product's page on a slow phone (issue 34, part 3): whole without a touch, and still
 * when its island wakes. The guest is a phone at 390 px on a slowed network with a 4× slower CPU,
 * both set here through the DevTools protocol, as Lighthouse's mobile run sets them.
 */
const PHONE = { width: 390, height: 844 };
const PATH = '/product/speckled-mug';

async function slowPhone(init?: () => void): Promise<Page> {
  const page = await newPage({ ...PHONE, init });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Lighthouse's "Slow 4G": 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return page;
}

/** The price, the options and the stock, once the store has answered: what a guest waits for, touching nothing. */
async function whole(page: Page): Promise<void> {
  await page.locator('[data-live-stock]', { hasText: /^12 in stock!$/ }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => (document.querySelector('main .gallery img') as HTMLImageElement | null)?.complete,
    undefined,
    { timeout: 30_000 },
  );
}

const product = suite('a listed product on a slow phone');
product.before(async () => {
  await (await newPage()).close();
});
product.before.each(async () => {
  await emulator('reset');
});

product('should show its price, options, stock and a working Add to Cart without a first touch', async () => {
  const page = await slowPhone();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto(`${SITE}${PATH}`);
  await whole(page);
  assert.is(await page.locator('[data-live-price]').textContent(), '₹1,250.00₹1,450.00');
  for (const glaze of ['Terracotta', 'Glaze Teal', 'Mustard'])
    assert.ok(await page.getByRole('radio', { name: glaze }).isVisible(), glaze);
  assert.ok(await page.getByRole('radio', { name: 'Terracotta' }).isChecked(), 'the first option is chosen');
  assert.is(await page.getByText(M.loading).count(), 0, 'nothing says Loading...');
  const add = page.getByRole('button', { name: 'Add to Cart' });
  assert.ok(await add.isEnabled());
  assert.is(await page.locator('[data-product-state="loaded"]').count(), 0, 'no island woke for it');
  assert.not.ok(
    scripts.some((path) => /hydrate-component|product-details|product-story/.test(path)),
    scripts.join(' '),
  );
  // The first touch is the tap on Add to Cart itself.
  await add.click();
  const toast = page.locator('#toaster .toast').last();
  await toast.waitFor({ timeout: 30_000 });
  assert.is(await toast.locator('.toast-title').textContent(), 'Added to Cart! 🛒');
  assert.is(await toast.locator('.toast-description').textContent(), '1 × Speckled Hand-thrown Mug (Terracotta)');
  // The phone's top bar's badge (the desktop header's is not drawn at this width).
  await page.locator('[data-cart-count][data-badge]:visible', { hasText: /^1$/ }).waitFor();
  assert.equal(pageErrors(page), []);
  await page.close();
});

product(
  'should look the same, pixel for pixel, and move nothing, when its island wakes; its picture keeps its address and is fetched once',
  async () => {
    const page = await slowPhone(recordLayoutShifts);
    const pictures: string[] = [];
    page.on('request', (request) => request.resourceType() === 'image' && pictures.push(request.url()));
    await page.goto(`${SITE}${PATH}`);
    await whole(page);
    await page.waitForLoadState('networkidle');
    const picture = () =>
      page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement & { mark?: string }>('main .gallery img')!;
        img.mark ??= 'the first';
        return { src: img.currentSrc, mark: img.mark };
      });
    const before = await picture();
    const shiftedBefore = await layoutShift(page);
    const asleep = await page.screenshot();

    // The guest's first move wakes the island: a pointer over the name, which changes nothing drawn.
    await page.locator('main h1').hover();
    await page.locator('[data-product-state="loaded"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Two frames: whatever the island changed is painted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const awake = await page.screenshot();

    // Identical pixels: the island draws only below the first screen, and the same pictures, words and places stay.
    const [a, b] = await Promise.all(
      [asleep, awake].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
    );
    let differ = 0;
    for (let i = 0; i < a!.data.length; i += a!.info.channels)
      if (a!.data.compare(b!.data, i, i + a!.info.channels, i, i + a!.info.channels) !== 0) differ++;
    assert.equal([b!.info.width, b!.info.height], [a!.info.width, a!.info.height]);
    assert.is(differ, 0, `${differ} pixels changed as the island woke`);

    const shifted = (await layoutShift(page)) - shiftedBefore;
    assert.ok(shifted < 0.0001, `layout shift ${shifted} as the island woke; moved: ${await whatShifted(page)}`);
    assert.ok(
      shiftedBefore < 0.01,
      `layout shift ${shiftedBefore} while the page loaded; moved: ${await whatShifted(page)}`,
    );

    assert.equal(await picture(), before, 'the same <img>, with the same address');
    assert.equal(
      pictures.filter((url) => url.startsWith(API)),
      [],
      "no picture is fetched from the store's address",
    );
    assert.is(
      pictures.filter((url) => url === before.src).length,
      1,
      `the picture is fetched once: ${pictures.join(' ')}`,
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

product.run();
