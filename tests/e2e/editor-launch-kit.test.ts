import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initCafe } from '../../scripts/init/init-command.ts';
import { checkA11y, newPage, pageErrors } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * The launch kit (issue 37 part 3) at /launch in `kiln edit`, on the sample with twelve numbered
 * tables, a Google reviews link, a placeholder left in the home page and two special days, one
 * long past. Its QR cards, read back from the screen, open the café's menu at each table and
 * Google's review box; printed, the cards alone fill A4 pages. Ports KILN_E2E_PORT + 84 to + 87.
 */

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const REVIEW_URL = `https://search.google.com/local/writereview?placeid=${PLACE_ID}`;
const SITE = 'https://www.theclaytable.in';

const kit = suite('kiln edit: the launch kit');
let session: EditorSession;

kit.before(async () => {
  session = await startEditor('launch-kit', 84, {
    async prepare(f) {
      await f.editJson('site.json', (site) => {
        site.socials.push({ network: 'google-reviews', label: 'Review us on Google', placeId: PLACE_ID });
        site.specialDays = [
          { date: '2020-01-01', name: 'Long ago', closed: true },
          { date: '2099-01-26', name: 'Republic Day', opens: '10:00', closes: '14:00' },
        ];
      });
      await f.editJson('home.json', (home) => {
        home.hero.heading = '⟪Your heading⟫';
      });
    },
  });
});
kit.after(async () => {
  await session?.stop();
});

async function openKit(width = 1280, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await newPage({ width, height: 900, colorScheme });
  await page.goto(session.url);
  await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Launch kit' }).click();
  await page.getByRole('heading', { level: 1, name: 'Launch kit' }).waitFor();
  await page.locator('.print-card').first().waitFor();
  return page;
}

/** What each QR code on the page reads, as a phone's camera would: its pixels on screen, decoded. */
async function readQrCodes(page: Page): Promise<string[]> {
  const read: string[] = [];
  for (const svg of await page.locator('.print-card svg').all()) {
    const { data, info } = await sharp(await svg.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    read.push(code?.data ?? '(no QR code found)');
  }
  return read;
}

kit(
  'lists what is left, the profile lines, and cards whose QR codes open the menu at each table and the review box',
  async () => {
    const page = await openKit();
    assert.is(await page.title(), 'Launch kit · Kiln editor');

    const left = page.locator('.kit-left li');
    assert.is(await left.count(), 1);
    assert.match(
      await left.innerText(),
      /Home page[\s\S]*1 placeholder still to replace with your own words or pictures\./,
    );
    assert.match(await left.innerText(), /At Hero › Heading\./);

    const rows = await page.locator('.kit-row').allInnerTexts();
    assert.equal(
      rows.map((r) => r.replace(/\s+/g, ' ').trim()),
      [
        `Website ${SITE} Copy`,
        `Menu link ${SITE}/menu Copy`,
        `Booking link ${SITE}/reservations Copy`,
        'Special hours Mon 26 Jan 2099 · Republic Day · 10:00 AM – 2:00 PM Copy',
      ],
      'the past special day is left out',
    );

    const cards = await page.locator('.print-card').allInnerTexts();
    assert.is(cards.length, 13);
    assert.match(cards[0]!, /The Clay Table\s+Scan for our menu\s+Table 1/);
    assert.match(cards[11]!, /Table 12/);
    assert.match(cards[12]!, /The Clay Table\s+Review us on Google\s+Tell us how we did/);

    const expected = [...Array.from({ length: 12 }, (_, i) => `${SITE}/menu?table=${i + 1}`), REVIEW_URL];
    assert.equal(await readQrCodes(page), expected);
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

kit('copies a profile line with its button, and each place left opens its field', async () => {
  const page = await openKit();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.origin });
  await page.getByRole('button', { name: /^Copy Menu link/ }).click();
  await page.getByRole('status').filter({ hasText: 'Copied: Menu link.' }).waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), `${SITE}/menu`);

  await page.getByRole('link', { name: 'Hero › Heading' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home page' }).waitFor();
  const heading = page.locator('[data-pointer="/hero/heading"] input, [data-pointer="/hero/heading"] textarea');
  await heading.first().waitFor();
  assert.is(await heading.first().inputValue(), '⟪Your heading⟫');
  await page.close();
});

kit('works from the keyboard: the nav link, a Copy button and Print', async () => {
  const page = await newPage();
  await page.goto(session.url);
  await page.getByRole('heading', { name: 'What would you like to change?' }).waitFor();
  await page.getByRole('link', { name: 'Launch kit' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('.print-card').first().waitFor();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  // Tab through the page to the Print button, passing every Copy button on the way.
  let copies = 0;
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (name === 'Copy') copies += 1;
    if (name === 'Print the cards') break;
  }
  assert.is(copies, 4);
  await page.keyboard.press('Enter');
  assert.is(await page.locator('body').getAttribute('data-printed'), 'yes');
  await page.close();
});

kit('prints the cards alone, two by four on each A4 page, the QR codes at least 35 mm', async () => {
  const page = await openKit();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('heading', { name: 'Launch kit' }),
    page.getByRole('heading', { name: 'Before you go live' }),
    page.getByRole('heading', { name: 'For your Google Business Profile' }),
    page.getByRole('heading', { name: 'Cards to print' }),
    page.getByRole('button', { name: 'Print the cards' }),
    page.getByRole('navigation', { name: 'Catalogue' }),
  ])
    assert.not.ok(await hidden.isVisible(), `${hidden} is hidden in print`);
  const visible = await page.evaluate(
    () =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .filter((el) => !el.closest('.print-cards') && !el.querySelector('.print-cards')).length,
  );
  assert.is(visible, 0, 'nothing but the cards (and what holds them) takes room');
  const mm = 96 / 25.4;
  const sizes = await page
    .locator('.print-card svg')
    .evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().width));
  for (const width of sizes) assert.ok(width >= 35 * mm, `a QR code ${(width / mm).toFixed(1)} mm wide`);
  const lefts = new Set(
    await page.locator('.print-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().left)),
  );
  assert.is(lefts.size, 2, 'two cards across');

  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  assert.is(pages.length, 2, '13 cards, 8 to a page');
  assert.equal(await readQrCodes(page), [
    ...Array.from({ length: 12 }, (_, i) => `${SITE}/menu?table=${i + 1}`),
    REVIEW_URL,
  ]);
  await page.close();
});

kit('axe: no violations at 1280 and 390 px, light and dark; nothing wider than a phone', async () => {
  for (const width of [1280, 390])
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openKit(width, colorScheme);
      await checkA11y(page);
      if (width === 390)
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= 390),
          'no sideways scrolling at 390 px',
        );
      await page.close();
    }
});

kit.run();

/*
 * A new café from `kiln init`, its placeholders in and no tableCards: the kit names what is left,
 * has nothing yet to copy, and says where the cards' words go. Ports KILN_E2E_PORT + 94 to + 97.
 */
const fresh = suite('kiln edit: the launch kit of a new café from kiln init');
let freshSession: EditorSession;
let work: string;

fresh.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'kiln-e2e-launch-init-'));
  const done = await initCafe({ dir: join(work, 'cafe'), kind: 'cafe', name: 'Test Cafe' });
  if (done.outcome !== 'written') throw new Error(`kiln init did not write: ${done.outcome}`);
  freshSession = await startEditor('launch-kit-init', 94, {
    async prepare(f) {
      await rm(f.dir, { recursive: true });
      await cp(done.catalog, f.dir, { recursive: true });
      await f.editJson('site.json', (site) => void delete site.tableCards);
    },
  });
});
fresh.after(async () => {
  await freshSession?.stop();
  await rm(work, { recursive: true, force: true });
});

fresh('lists the missing address and the placeholders, and says where the cards’ words go', async () => {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(new URL('/launch', freshSession.url).href);
  await page.getByRole('heading', { level: 2, name: 'Before you go live' }).waitFor();
  const left = page.locator('.kit-left li');
  await left.first().waitFor();
  assert.match(await left.first().innerText(), /Studio details[\s\S]*The site’s own address is not set yet/);
  const texts = await left.allInnerTexts();
  assert.ok(
    texts.some((t) => /^Home page[\s\S]*\d+ placeholders still to replace with your own words or pictures\./.test(t)),
    texts.join('\n---\n'),
  );
  assert.ok(texts.some((t) => /^Café menu[\s\S]*placeholders? still to replace/.test(t)));
  await page.getByText('Nothing to copy yet: the site needs its own address first.').waitFor();
  await page.getByText(/To print cards for your tables, add Table cards in Studio details/).waitFor();
  assert.is(await page.locator('.print-card').count(), 0);
  assert.is(await page.getByRole('button', { name: 'Print the cards' }).count(), 0);
  await checkA11y(page);

  await page.locator('.print-section').getByRole('link', { name: 'Studio details' }).click();
  await page.getByRole('heading', { level: 1, name: 'Studio details' }).waitFor();
  await page.getByRole('textbox', { name: /Numbered tables/ }).waitFor();
  const focused = await page.evaluate(
    () => document.activeElement?.closest('[data-pointer]')?.getAttribute('data-pointer') ?? '',
  );
  assert.match(focused, /^\/tableCards\//, 'the Table cards’ first field has the focus');
  await page.close();
});

fresh.run();
