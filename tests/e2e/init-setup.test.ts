import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { menuFromText } from '../../scripts/init/menu-text.ts';
import { setupAnswerMessages as say } from '../../scripts/init/setup-answer-messages.ts';
import { validateCatalog } from '../../scripts/validate/validate-catalog.ts';
import { kilnInBackground, until } from '../cli/build-output.ts';
import { checkA11y, closeWithAll, newPage, pageErrors } from './harness.ts';

/*
 * `kiln init DIR` without --yes (issue 37 part 2): the questions in the editor, each answer
 * written into the new catalogue at once while the site builds beside them. Ports KILN_E2E_PORT
 * + 360 to + 363 (site, hub, API, editor).
 */
const setup = suite('kiln init: the setup in the browser');

interface Setup {
  url: string;
  site: string;
  catalog: string;
}

let started: Promise<Setup> | undefined;
const newSetup = (): Promise<Setup> =>
  (started ??= (async () => {
    const base = Number(process.env.KILN_E2E_PORT ?? 4273) + 360;
    const work = await mkdtemp(join(tmpdir(), 'kiln-e2e-setup-'));
    const dir = join(work, 'cafe');
    const run = kilnInBackground(
      'init',
      dir,
      ...['--port', String(base), '--hub-port', String(base + 1), '--api-port', String(base + 2)],
      ...['--edit-port', String(base + 3)],
    );
    closeWithAll(async () => {
      run.child.kill('SIGTERM');
      await run.done;
      await rm(work, { recursive: true, force: true });
    });
    await until(() => /\/setup\b/.test(run.output()) && run.output().includes('Watching'), 'kiln init serves', 90_000);
    const url = run.output().match(/http:\/\/localhost:\d+\/setup/)![0];
    return { url, site: `http://localhost:${base}`, catalog: join(dir, 'catalog') };
  })());

const readJson = async (catalog: string, file: string) => JSON.parse(await readFile(join(catalog, file), 'utf8'));

/** The catalogue after an answer: valid (warnings allowed), as every answer must leave it. */
async function assertValid(catalog: string): Promise<void> {
  const { problems } = await validateCatalog(catalog);
  assert.equal(problems, [], 'no problem after the answer');
}

/** Waits until the site beside the setup serves `text` at `path` (its rebuild after a save). */
const served = (site: string, path: string, text: string) =>
  until(
    async () => (await fetch(site + path).then((r) => (r.ok ? r.text() : ''))).includes(text),
    `${path} shows ${text}`,
    60_000,
  );

const question = (page: Page) => page.locator('.setup-question h2').innerText();

// Real menu lines as owners paste them: Kannada and Hindi headings, ₹ before, after and left out, Rs., /-.
const MENU = `ದೋಸೆ
Masala Dosa 80
Ghee Roast — ₹120 (veg)
₹ 90 Idli Vada
Set Dosa ₹70 (2 pcs)

नाश्ता
समोसा ₹20
Poha 45/-
Aloo Paratha Rs. 60

DRINKS
Filter Coffee ₹30
Sweet Lime Juice ₹60 / ₹80
Badam Milk 3200`;

const LONG_LINK =
  'https://www.google.com/maps/place/Dosa+Corner/@12.9715987,77.5945627,17z/data=!3m1!4b1!4m6!3m5!1s0x3bae1670c9b44e6d:0xf8dfc3e8517e4fe0!8m2!3d12.9716!4d77.5946!16s%2Fg%2F11c0';

/** Questions 1 to 4: the kind, the name, the Maps link and the phone. */
async function answerAboutThePlace(page: Page, { site, catalog }: Setup): Promise<void> {
  // 1. The kind: a restaurant's menu tabs.
  await page.getByRole('radio', { name: /Restaurant/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await until(async () => (await question(page)).includes('Question 2 of 8'), 'the name comes next');
  assert.ok(await page.evaluate(() => document.activeElement?.matches('.setup-question h2')), 'focus on the question');
  await assertValid(catalog);

  // 2. The name and tagline.
  await page.getByLabel('Your café’s name').fill('Dosa Corner');
  await page.getByLabel('One line about it').fill('Crisp dosas since 1998');
  await page.getByRole('button', { name: 'Save' }).click();
  await until(async () => (await question(page)).includes('Where you are'), 'the place comes next');
  await served(site, '/', 'Dosa Corner');
  assert.is((await readJson(catalog, 'site.json')).tagline, 'Crisp dosas since 1998');

  // 3. A short link is refused in words; the long one gives the map.
  const link = page.getByLabel('Your place on Google Maps');
  await link.fill('https://maps.app.goo.gl/Xy12AbCd');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(say.mapsShortLink).waitFor();
  assert.match(say.mapsShortLink, 'paste the long link');
  await link.fill(LONG_LINK);
  await page.getByRole('button', { name: 'Save' }).click();
  await until(async () => (await question(page)).includes('Phone'), 'the phone comes next');
  assert.equal((await readJson(catalog, 'site.json')).address.geo, { latitude: 12.9716, longitude: 77.5946 });

  // 4. One number for calls and WhatsApp.
  await page.getByLabel('Phone number guests call').fill('+91 98450 12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await until(async () => (await question(page)).includes('Opening hours'), 'the hours come next');
  const numbers = await readJson(catalog, 'site.json');
  assert.equal([numbers.phone, numbers.whatsapp], ['+91 98450 12345', '919845012345']);
}

/** Question 5 and 6: the week's hours with a holiday, and the menu pasted as text. */
async function answerHoursAndMenu(page: Page, { site, catalog }: Setup): Promise<void> {
  // 5. Closed on Tuesdays and on one holiday.
  await page.getByLabel('Open on Tuesday').uncheck();
  await page.getByLabel('Monday opens at').fill('08:00');
  await page.getByRole('button', { name: 'Same hours as Monday every day' }).click();
  await page.getByLabel('Open on Tuesday').uncheck();
  await page.getByRole('button', { name: 'Add a holiday' }).click();
  await page.getByLabel('Date').fill('2026-12-25');
  await page.getByLabel('Name', { exact: true }).fill('Christmas');
  await page.getByRole('button', { name: 'Save' }).click();
  await until(async () => (await question(page)).includes('Menu'), 'the menu comes next');
  const hours = await readJson(catalog, 'site.json');
  assert.is(hours.hours, 'Mon, Wed–Sun 8:00 AM – 9:00 PM · Closed Tue');
  assert.equal(hours.specialDays, [{ date: '2026-12-25', name: 'Christmas', closed: true }]);
  await served(site, '/contact', 'Closed Tue');

  // 6. The menu pasted as text: each guess listed to check, and the site's menu is the paste's.
  await page.getByLabel('Paste your menu').fill(MENU);
  await page.getByRole('button', { name: 'Read my menu' }).click();
  const guesses = page.locator('.setup-outcome li');
  await guesses.first().waitFor();
  const expected = menuFromText(MENU).warnings;
  assert.is(await guesses.count(), expected.length, 'one warning for each guess');
  assert.ok(expected.length >= 4);
  const shown = await guesses.allInnerTexts();
  assert.ok(
    shown.some((g) => g.includes('Line 15: Badam Milk 3200') && g.includes('Is 3200 ₹32 or ₹3,200?')),
    shown.join('\n'),
  );
  assert.ok(
    shown.some((g) => g.startsWith('Line 10: Aloo Paratha') && g.includes('veg')),
    shown.join('\n'),
  );
  assert.ok(await question(page).then((q) => q.includes('Menu')), 'the setup waits while there are guesses to check');
  await served(site, '/menu', 'Sweet Lime Juice');
  const menuPage = await newPage({ width: 1280, height: 900, sample: false });
  await menuPage.goto(`${site}/menu`);
  for (const tab of ['ದೋಸೆ', 'नाश्ता', 'DRINKS']) await menuPage.getByRole('tab', { name: tab }).waitFor();
  await menuPage.getByRole('tab', { name: 'नाश्ता' }).click();
  await menuPage.getByText('समोसा').waitFor();
  await menuPage.getByText('₹20').first().waitFor();
  await menuPage.close();
  await assertValid(catalog);
}

/** Questions 7 and 8: the logo and its colour, and the photos. */
async function answerPictures(page: Page, { site, catalog }: Setup): Promise<void> {
  // 7. The logo: a brand colour suggested from it, taken with one button.
  await page.getByRole('button', { name: /Next: Logo/ }).click();
  const logo = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><circle cx="256" cy="256" r="240" fill="#1d6fb8"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  await page.getByLabel('Your logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByText(/Suggested from your logo: #/).waitFor();
  const use = page.getByRole('button', { name: /^Use #/ });
  const colour = (await use.innerText()).replace('Use ', '');
  assert.match(colour, /^#[0-9a-f]{6}$/);
  await use.click();
  await until(async () => (await readJson(catalog, 'theme.json')).brand === colour, 'the brand colour is saved');
  assert.match((await readJson(catalog, 'site.json')).logo.src, /^images\/uploads\/logo.*\.png$/);

  // 8. Photos: the first for the home page, the others a Gallery; one too narrow is said.
  await page.getByRole('button', { name: /Next: Photos/ }).click();
  const photo = (width: number, r: number) =>
    sharp({ create: { width, height: Math.round(width / 1.5), channels: 3, background: { r, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer();
  await page.getByRole('button', { name: 'Choose photos' }).waitFor();
  await page.locator('input[type=file][multiple]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(2000, 200) },
    { name: 'dosa.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 100) },
    { name: 'small.jpg', mimeType: 'image/jpeg', buffer: await photo(300, 50) },
  ]);
  await page.getByText('3 photos added.', { exact: false }).waitFor();
  const names = await page.locator('.photo-choice label').allInnerTexts();
  assert.equal(
    names.map((n) => n.replace(/-[a-z0-9]+(?=\.jpg)/, '')),
    ['dosa.jpg', 'front.jpg', 'small.jpg'],
    'in the order of their names, the first chosen',
  );
  await page.locator('.photo-choice', { hasText: 'front' }).getByRole('radio').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .locator('.setup-outcome')
    .getByText(/small.*\.jpg is 300 px wide/)
    .waitFor();
  const home = await readJson(catalog, 'home.json');
  assert.match(home.hero.picture.src, /front/);
  const gallery = await readJson(catalog, 'gallery.json');
  assert.is(gallery.photos.length, 2);
  await served(site, '/gallery', 'Gallery');
  await assertValid(catalog);
}

setup('should answer every question at 1280 px, each saved at once and shown by the site', async () => {
  const cafe = await newSetup();
  const page = await newPage({ width: 1280, height: 900, sample: false });
  await page.goto(cafe.url);
  await answerAboutThePlace(page, cafe);
  await answerHoursAndMenu(page, cafe);
  await answerPictures(page, cafe);

  // Done: the launch kit is the next step.
  await page.getByRole('link', { name: /Done: see what is left/ }).waitFor();
  assert.equal(pageErrors(page), []);
  await page.close();
});

setup('should work by keyboard alone at 390 px, with nothing for axe to find on any question', async () => {
  const { url, catalog } = await newSetup();
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await newPage({ width: 390, height: 844, colorScheme, sample: false });
    await page.goto(url);
    await page.locator('.setup-question h2').waitFor();
    for (let i = 0; i < 8; i++) {
      await page.getByRole('button', { name: 'Form' }).click();
      await checkA11y(page, '#pane-form');
      const next = page.getByRole('button', { name: /^Next: / });
      if (await next.count()) await next.click();
    }
    await page.close();
  }

  // By keyboard alone: to the name question, type, Enter saves, and the next question takes focus.
  const page = await newPage({ width: 390, height: 844, sample: false });
  await page.goto(url);
  await page.locator('.setup-question h2').waitFor();
  for (let tabs = 0; tabs < 40; tabs++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.textContent === 'Name')) break;
  }
  await page.keyboard.press('Enter');
  await until(async () => (await question(page)).includes('Question 2 of 8'), 'the name question opens');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.activeElement?.getAttribute('type') === 'text'), 'the name box is next');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Idli House');
  await page.keyboard.press('Enter');
  await until(async () => (await question(page)).includes('Where you are'), 'saved, on to the place');
  assert.ok(await page.evaluate(() => document.activeElement?.matches('.setup-question h2')));
  assert.is((await readJson(catalog, 'site.json')).name, 'Idli House');
  assert.equal(pageErrors(page), []);
  await page.close();
});

setup.run();
