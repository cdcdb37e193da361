import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HUB, hubReady, layoutShift, newPage, recordLayoutShifts, SITE, whatShifted } from './harness.ts';

/*
 * Nothing painted moves while a page streams in and its scripts wake up. On a slow phone the
 * browser paints a half-parsed page, so a layout that places early elements by what comes later
 * jumps; a slowed-down CPU makes that paint happen here too. (The product page's own arrival is
 * in product.test.ts.)
 */

const PAGES = [
  `${SITE}/`,
  `${SITE}/menu`,
  `${SITE}/packages`,
  `${SITE}/product/speckled-mug`,
  `${HUB}/`,
  `${HUB}/reservations`,
];

const stability = suite('layout stability while loading');

for (const width of [390, 1280]) {
  stability(`should not shift what is painted while each key page loads, at ${width}px on a slow CPU`, async () => {
    for (const url of PAGES) {
      const page = await newPage({
        width,
        height: 844,
        init: recordLayoutShifts,
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(url, { waitUntil: 'load' });
      if (url.startsWith(HUB)) await hubReady(page);
      await page.waitForTimeout(300);
      const shifted = await layoutShift(page);
      // Lighthouse calls up to 0.1 good; a page of ours should barely move at all.
      assert.ok(
        shifted < 0.02,
        `${url} at ${width}px: layout shift ${shifted.toFixed(4)}; moved: ${await whatShifted(page)}`,
      );
      await page.close();
    }
  });
}

stability.run();
