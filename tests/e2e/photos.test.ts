import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { makeFixture, type Fixture } from '../cli/fixture.ts';
import { noisyPhoto } from '../photo-fixture.ts';
import {
  API,
  checkA11y,
  holdRequests,
  HUB,
  layoutShift,
  newPage,
  recordLayoutShifts,
  whatShifted,
  type PageOptions,
} from './harness.ts';

/*
 * A staff member replaces the home page's illustration with a 4000 × 3000 phone photo of several
 * MB (and a gallery picture with another). A copy of the sample catalogue so changed is built
 * and served on its own port, as `kiln serve` would: on a phone the page fetches a few tens of KB
 * of it, and nothing moves when it arrives.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 40;
const SITE = `http://localhost:${PORT}`;
/** What a phone may spend on the hero photo (the "a few tens of KB"). */
const PHONE_BYTES = 60_000;

const photos = suite('photos: light on a phone, steady while they load');

let fixture: Fixture;
let outDir: string;
let server: Server;
let original: number;

photos.before(async () => {
  fixture = await makeFixture('e2e-photos', async (f) => {
    const hero = await noisyPhoto({ width: 4000, height: 3000, seed: 1 });
    original = hero.length;
    await writeFile(join(f.dir, 'images/home/hero-photo.jpg'), hero);
    await writeFile(
      join(f.dir, 'images/gallery/bowl-photo.jpg'),
      await noisyPhoto({ width: 2000, height: 1500, seed: 2 }),
    );
    await f.editJson('home.json', (home) => void (home.hero.picture.src = 'images/home/hero-photo.jpg'));
    // The dotted plate: in the desktop layout's gallery only, not in the phone's carousel.
    await f.editJson(
      'gallery.json',
      (gallery) =>
        void (gallery.photos.find((p: { id: string }) => p.id === 'dotted-plate').picture.src =
          'images/gallery/bowl-photo.jpg'),
    );
  });
  outDir = await mkdtemp(join(tmpdir(), 'kiln-e2e-photos-'));
  const result = await build({ catalogDir: fixture.dir, outDir, siteUrl: SITE, hubUrl: HUB, apiBase: API });
  if (result.outcome !== 'built')
    throw new Error(`the catalogue with photos is invalid: ${JSON.stringify(result).slice(0, 500)}`);
  server = await startStaticServer({ dir: join(outDir, 'site'), port: PORT });
});

photos.after(async () => {
  server?.close();
  await fixture?.cleanup();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Every response the page receives, with its size on the wire (headers and body). */
async function openRecording(
  path: string,
  options: PageOptions,
): Promise<{ page: Page; fetched: { url: string; bytes: number; type: string }[] }> {
  const page = await newPage(options);
  const fetched: { url: string; bytes: number; type: string }[] = [];
  page.on('requestfinished', async (request) => {
    try {
      const sizes = await request.sizes();
      const response = await request.response();
      fetched.push({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        type: response?.headers()['content-type'] ?? '',
      });
    } catch {
      // A request that finishes as the test closes its page: nothing left to measure, and the
      // test has read what it needed (it waits for the network to settle first).
    }
  });
  await page.goto(SITE + path, { waitUntil: 'load' });
  return { page, fetched };
}

const hero = (page: Page) => page.locator('#home-title').locator('xpath=ancestor::section').locator('.art img');

for (const deviceScaleFactor of [1, 3]) {
  photos(
    `should fetch at most ${PHONE_BYTES / 1000} KB of a 4000 px hero photo on a phone 390 px wide at ${deviceScaleFactor}x, as AVIF, and none of the gallery below`,
    async () => {
      const { page, fetched } = await openRecording('/', { width: 390, height: 844, deviceScaleFactor });
      const img = hero(page);
      await img.evaluate((el: HTMLImageElement) => el.decode());
      await page.waitForLoadState('networkidle');
      const heroFiles = fetched.filter((f) => /\/(pictures|images\/home)\/hero-photo/.test(f.url));
      const total = heroFiles.reduce((n, f) => n + f.bytes, 0);
      assert.is(heroFiles.length, 1, `one file: ${heroFiles.map((f) => f.url).join(', ')}`);
      assert.match(heroFiles[0]!.url, /\/pictures\/hero-photo-[0-9a-f]{10}-\d+\.avif$/);
      assert.is(heroFiles[0]!.type, 'image/avif');
      assert.ok(total <= PHONE_BYTES, `${total} bytes of the ${original}-byte photo`);
      // The browser chose by `sizes`: about the screen's width in device pixels, no more.
      const chosen = Number(/-(\d+)\.avif$/.exec(heroFiles[0]!.url)![1]);
      assert.ok(
        chosen >= Math.min(390 * deviceScaleFactor, 1200) * 0.9 && chosen <= 1200,
        `${chosen} px for ${390 * deviceScaleFactor} device px`,
      );
      assert.is(await img.evaluate((el: HTMLImageElement) => el.currentSrc), heroFiles[0]!.url);
      // The desktop layout's gallery is not shown on a phone: its lazy photo is never fetched.
      assert.equal(
        fetched.filter((f) => f.url.includes('bowl-photo')).map((f) => f.url),
        [],
      );
      await checkA11y(page);
      await page.close();
    },
  );
}

photos(
  "should hold the photo's place before it arrives: its box has the photo's proportions, and the page does not shift",
  async () => {
    const page = await newPage({
      width: 390,
      height: 844,
      init: recordLayoutShifts,
    });
    // The photo is held back until the page has painted and been measured, on a slow phone.
    const release = await holdRequests(page, /\/pictures\/hero-photo/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
    const img = hero(page);
    const before = await img.evaluate((el: HTMLImageElement) => ({
      loaded: el.complete && el.naturalWidth > 0,
      ...el.getBoundingClientRect().toJSON(),
    }));
    assert.is(before.loaded, false, 'measured before the photo arrived');
    assert.ok(before.width > 300, `${before.width} px wide`);
    assert.ok(
      Math.abs(before.height - before.width * 0.75) < 2,
      `the 4:3 box is held: ${before.width} × ${before.height}`,
    );
    release();
    await img.evaluate((el: HTMLImageElement) => el.decode());
    const after = await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().toJSON());
    assert.equal([after.width, after.height, after.top], [before.width, before.height, before.top]);
    await page.waitForTimeout(300);
    const shifted = await layoutShift(page);
    assert.ok(shifted < 0.02, `layout shift ${shifted.toFixed(4)}; moved: ${await whatShifted(page)}`);
    await page.close();
  },
);

photos('should show the photo on a desktop from a file fitted to its half of the page', async () => {
  const { page, fetched } = await openRecording('/', { width: 1280, height: 900 });
  await hero(page).evaluate((el: HTMLImageElement) => el.decode());
  const heroFiles = fetched.filter((f) => f.url.includes('hero-photo'));
  assert.equal(
    heroFiles.map((f) => /-(\d+)\.(\w+)$/.exec(f.url)!.slice(1).join('.')),
    ['800.avif'],
    'about 600 CSS px: the 800 px file',
  );
  assert.is(await hero(page).getAttribute('fetchpriority'), 'high');
  await page.close();
});

photos.run();
