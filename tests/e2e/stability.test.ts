import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HUB, hubReady, layoutShift, newPage, recordLayoutShifts, SITE, whatShifted } from './harness.ts';

/*
 * Nothing painted moves while a page streams in and its scripts wake up. On a slow phone the
 * browser paints a half-parsed page, so a layout that places early elements by what comes later
 * jumps; a slowed-down CPU makes that paint happen here too. (The product page's own arrival is
 * in product.test.ts.)
 */

const PAGES = [`${SITE}/`, `${SITE}/menu`, `${SITE}/packages`, `${SITE}/product/speckled-mug`, `${HUB}/`, `${HUB}/reservations`];

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
      assert.ok(shifted < 0.02, `${url} at ${width}px: layout shift ${shifted.toFixed(4)}; moved: ${await whatShifted(page)}`);
      await page.close();
    }
  });
}

stability('should paint the header whole or not at all, however slowly the page arrives', async () => {
  // The home page from a server that stops inside the header (after its cart button) for a while,
  // as a slow network may; everything else is passed on from the site.
  const html = await (await fetch(`${SITE}/`)).text();
  const cut = html.indexOf('data-cart-open');
  const server = createServer(async (request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 700);
      return;
    }
    const upstream = await fetch(`${SITE}${request.url}`);
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    // Each frame the browser renders notes whether the header's last control (the theme switch) was there.
    const page = await newPage({
      init: `window.frames = []; requestAnimationFrame(function note() {
        window.frames.push(!!document.querySelector('[data-header] [data-theme-toggle]'));
        if (window.frames.length < 30) requestAnimationFrame(note);
      });`,
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'load' });
    const frames = await page.evaluate(() => (window as unknown as { frames: boolean[] }).frames);
    assert.ok(frames.length > 0, 'the page rendered');
    assert.ok(frames.every(Boolean), `${frames.filter((whole) => !whole).length} frame(s) rendered with half a header`);
    await page.close();
  } finally {
    server.close();
  }
});

stability.run();
