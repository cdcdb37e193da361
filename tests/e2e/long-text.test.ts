import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { makeFixture, type Fixture } from '../cli/fixture.ts';
import { API, gotoQuiet, HUB, newPage } from './harness.ts';

/*
 * Staff paste a long word or a web address into the catalogue: a dish name, a gallery title, an
 * event's title and tag, the home page's heading, an FAQ answer. A copy of the sample catalogue so
 * changed is built and served on its own port. On a 320 px phone and on a desktop the text wraps
 * inside its card: nothing is cut off, runs over its neighbours or makes the page scroll sideways.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 42;
const SITE = `http://localhost:${PORT}`;
const WORD = 'Supercalifragilisticexpialidociouspeppercornpaneertikkaplatters';
const ADDRESS = 'https://www.google.com/maps/place/The+Clay+Table+Indiranagar/@12.9719,77.6412,17z';

const long = suite('long words in staff text');

let fixture: Fixture;
let outDir: string;
let server: Server;

long.before(async () => {
  fixture = await makeFixture('e2e-long-text', async (f) => {
    await f.editJson('menu.json', (menu) => void (menu.categories[0]!.sections![0]!.items[0].name = WORD));
    await f.editJson('gallery.json', (gallery) =>
      Object.assign(gallery.photos[0], { title: WORD, description: `${WORD} ${ADDRESS}` }),
    );
    await f.editJson('events.json', (events) => {
      events.events[0].title = WORD;
      events.events[0].tags[0] = WORD;
    });
    await f.editJson('home.json', (home) => void (home.hero.heading = WORD));
    await f.editJson('faq.json', (faq) => void (faq.groups[0].items[0].answer = `Find us at ${ADDRESS}.`));
  });
  outDir = await mkdtemp(join(tmpdir(), 'kiln-e2e-long-text-'));
  const result = await build({ catalogDir: fixture.dir, outDir, siteUrl: SITE, hubUrl: HUB, apiBase: API });
  if (result.outcome !== 'built')
    throw new Error(`the catalogue with long words is invalid: ${JSON.stringify(result).slice(0, 500)}`);
  server = await startStaticServer({ dir: join(outDir, 'site'), port: PORT });
});

long.after(async () => {
  server?.close();
  await fixture?.cleanup();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/**
 * Where the long text is painted outside what holds it: the card around it (list item, article,
 * details, figure), else the page's width. Measured on the text itself, not its element's box,
 * which a long word can overflow.
 */
function spills(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ word, address }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const element = node.parentElement!;
        if (!(text.includes(word) || text.includes(address)) || element.closest('script, [hidden], template')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const painted = range.getBoundingClientRect();
        // Not shown at this width (the other layout's copy), or only to screen readers (a 1 px box).
        if (painted.width === 0 || element.getBoundingClientRect().width <= 1) continue;
        const card = element.closest('li, article, details, figure') ?? document.body;
        const box = card.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()} "${text.slice(0, 20)}…"`;
        if (painted.left < box.left - 1 || painted.right > box.right + 1) {
          found.push(
            `${name} runs out of its ${card.tagName.toLowerCase()} (${Math.round(painted.left)}–${Math.round(painted.right)} px, the ${card.tagName.toLowerCase()} ${Math.round(box.left)}–${Math.round(box.right)} px)`,
          );
        }
      }
      return found;
    },
    { word: WORD, address: ADDRESS },
  );
}

for (const width of [320, 1280]) {
  long(`should wrap long words inside their cards at ${width} px, with nothing scrolling sideways`, async () => {
    const page = await newPage({ width, height: 800 });
    for (const path of ['/', '/menu', '/gallery', '/events', '/faq']) {
      await gotoQuiet(page, SITE + path);
      assert.equal(await spills(page), [], `${path} at ${width} px`);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.is(sideways, 0, `${path} at ${width} px scrolls sideways`);
    }
    await page.close();
  });
}

long('should keep a long dish name clear of its price and Add button on the desktop menu', async () => {
  const page = await newPage({ width: 1280 });
  await page.goto(`${SITE}/menu`, { waitUntil: 'networkidle' });
  const row = page.locator('li').filter({ hasText: WORD }).first();
  // Where the name's text is painted: its element's box stays in place while a long word overflows it.
  const nameRight = await row.getByText(WORD).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().right;
  });
  const price = (await row.getByText('₹190').boundingBox())!;
  assert.ok(nameRight <= price.x, `the name (right edge ${nameRight}) runs over the price (left edge ${price.x})`);
  await page.close();
});

long.run();
