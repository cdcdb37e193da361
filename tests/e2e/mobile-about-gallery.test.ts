import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import about from '../fixtures/catalog/about.json' with { type: 'json' };
import gallery from '../fixtures/catalog/gallery.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { MOBILE_BREAKPOINT } from '../../site/styles/tokens.ts';
import { checkA11y, pageErrors, visit, type PageOptions } from './harness.ts';

/*
 * The phone's About and Gallery (SPEC §2.2, §2.7): the same pages as on the desktop, restyled
 * below 768 px; the gallery's photos become a list of cards that expand to show their
 * description. And the desktop layout, unchanged at 1280 px.
 */

const PHONE = { width: 390, height: 844 } as const satisfies PageOptions;
const DESKTOP = { width: 1280, height: 900 } as const satisfies PageOptions;
const THEMES = ['light', 'dark'] as const;

type Box = { x: number; y: number; width: number; height: number };
const boxes = (items: Locator): Promise<Box[]> =>
  items.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
/** How many cards share the first row of a list. */
const firstRow = (all: Box[]) => all.filter((b) => Math.abs(b.y - all[0]!.y) < 1).length;

const count = (category: string) => gallery.photos.filter((p) => p.category === category).length;
const cards = (page: Page) => page.locator('[data-gallery] .grid li');
/** A photo's card, found by its link (the photo's title names it). */
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('link', { name: new RegExp(`^${title}`) }) });
/** The button that expands a card: its <summary>, named after the photo for screen readers. */
const expander = (page: Page, title: string) => card(page, title).locator('summary');

const aboutPhone = suite('mobile about (390 px)');

aboutPhone(
  'should show the story, the concept, the three pride cards as rows, the six offerings as two columns and a link to reservations',
  async () => {
    const page = await visit('/about', PHONE);
    assert.ok(await page.getByRole('heading', { level: 2, name: about.story.heading }).isVisible(), 'story');
    assert.ok(await page.getByRole('heading', { level: 2, name: about.concept.heading }).isVisible(), 'concept');

    const pride = page.locator('#pride li');
    assert.equal(
      await pride.locator('h3').allInnerTexts(),
      about.pride.cards.map((c) => c.title),
    );
    for (const [i, c] of about.pride.cards.entries()) {
      assert.ok(await pride.nth(i).getByText(c.text).isVisible(), c.id);
      // A row: the icon beside the title, not above it.
      const [icon, title] = [
        await pride.nth(i).locator('.badge').boundingBox(),
        await pride.nth(i).locator('h3').boundingBox(),
      ];
      assert.ok(
        icon!.x + icon!.width <= title!.x && icon!.y <= title!.y + title!.height,
        `${c.id}: icon beside its title`,
      );
    }
    assert.is(firstRow(await boxes(pride)), 1, 'one pride card a row');

    const offerings = page.locator('#offerings li');
    assert.equal(await offerings.locator('h3').allInnerTexts(), [
      'Painting',
      'Board Games',
      'Table Service',
      'Single Point Service',
      'Birthday Party',
      'Stand Up Comedy',
    ]);
    for (const o of about.offerings.items) assert.ok(await offerings.getByText(o.text).isVisible(), o.id);
    const tiles = await boxes(offerings);
    assert.is(firstRow(tiles), 2, 'two offerings a row');
    assert.ok(
      tiles.every((t) => t.x >= 0 && t.x + t.width <= PHONE.width),
      'no tile runs off the screen',
    );

    const link = page.getByRole('link', { name: about.cta.link.label });
    assert.is(await link.getAttribute('href'), '/reservations');
    await link.scrollIntoViewIfNeeded();
    assert.ok(await link.isVisible());
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
      'nothing scrolls sideways',
    );
    await link.click();
    await page.waitForURL('**/reservations');
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

aboutPhone('should paint the same with no JavaScript', async () => {
  const page = await visit('/about', { ...PHONE, javaScriptEnabled: false });
  assert.is(firstRow(await boxes(page.locator('#offerings li'))), 2);
  assert.is(await page.locator('#pride li').count(), 3);
  assert.ok(await page.getByRole('link', { name: about.cta.link.label }).isVisible());
  await page.close();
});

aboutPhone('should pass axe at 390 px in both themes', async () => {
  for (const colorScheme of THEMES) {
    const page = await visit('/about', { ...PHONE, colorScheme });
    await checkA11y(page);
    assert.equal(pageErrors(page), [], colorScheme);
    await page.close();
  }
});

const galleryPhone = suite('mobile gallery (390 px)');

galleryPhone(
  'should list the photos as one column of cards (photo, title, category) with their descriptions folded away',
  async () => {
    const page = await visit('/gallery', PHONE);
    const all = await boxes(cards(page));
    assert.is(all.length, gallery.photos.length);
    assert.ok(
      all.every((b) => Math.abs(b.x - all[0]!.x) < 1 && b.width > PHONE.width * 0.8),
      'one card a row, the width of the screen',
    );
    for (const photo of gallery.photos) {
      const c = card(page, photo.title);
      assert.ok(await c.locator('img').isVisible(), `${photo.id}: photo`);
      assert.ok(await c.getByText(photo.title, { exact: true }).isVisible(), `${photo.id}: title`);
      assert.ok(await c.locator('.category').isVisible(), `${photo.id}: category`);
      assert.not.ok(await c.getByText(photo.description).isVisible(), `${photo.id}: description folded`);
    }
    // The four filters share one row.
    const filters = await boxes(page.getByRole('group', { name: gallery.labels.filterGroup }).getByRole('button'));
    assert.is(firstRow(filters), 4);
    await page.close();
  },
);

galleryPhone(
  'should expand a card to show its description, and fold it again, on the first tap while the island wakes and after',
  async () => {
    const page = await visit('/gallery', PHONE);
    const photo = gallery.photos[2]!;
    const button = expander(page, photo.title);
    assert.is(await button.textContent(), `About ${photo.title}`, 'named after its photo for screen readers');
    const box = (await button.boundingBox())!;
    assert.ok(box.width >= 44 && box.height >= 44, 'a finger-sized target');

    await button.click(); // the tap that wakes the island: held back and replayed, so it opens once
    await card(page, photo.title).getByText(photo.description).waitFor();
    await page.locator('[data-island="gallery"][data-hydrated]').waitFor();
    assert.ok(
      await card(page, photo.title)
        .locator('details')
        .evaluate((d) => (d as HTMLDetailsElement).open),
    );
    assert.is(await page.locator('details[open]').count(), 1, 'only that card');

    await button.click();
    await card(page, photo.title).getByText(photo.description).waitFor({ state: 'hidden' });
    await button.focus();
    await page.keyboard.press('Enter');
    await card(page, photo.title).getByText(photo.description).waitFor();
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

galleryPhone('should expand a card with no JavaScript, each photo linking to its full-size picture', async () => {
  const page = await visit('/gallery', { ...PHONE, javaScriptEnabled: false });
  const photo = gallery.photos[5]!;
  await expander(page, photo.title).click();
  assert.ok(await card(page, photo.title).getByText(photo.description).isVisible());
  assert.is(await card(page, photo.title).getByRole('link').getAttribute('href'), `/${photo.picture.src}`);
  await page.close();
});

galleryPhone('should filter the cards, which still expand', async () => {
  const page = await visit('/gallery', PHONE);
  for (const [label, category] of [
    ['Food', 'food'],
    ['Vibes', 'vibes'],
    ['Art', 'art'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await page.waitForFunction(
      (f) => document.querySelector(`[data-filter="${f}"]`)?.getAttribute('aria-pressed') === 'true',
      category,
    );
    const shown = await cards(page).evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.category));
    assert.is(shown.length, count(category), category);
    assert.ok(
      shown.every((c) => c === category),
      `${category}: ${shown}`,
    );
    assert.is(
      await page.getByRole('status').filter({ hasText: 'Showing' }).innerText(),
      `Showing ${count(category)} of ${gallery.photos.length} photos`,
    );
  }
  const art = gallery.photos.find((p) => p.category === 'art')!;
  await expander(page, art.title).click();
  await card(page, art.title).getByText(art.description).waitFor();
  await page.getByRole('button', { name: /^All/ }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-gallery] .grid li').length === n,
    gallery.photos.length,
  );
  assert.equal(pageErrors(page), []);
  await page.close();
});

galleryPhone('should still open a photo large from its card, and give focus back on close', async () => {
  const page = await visit('/gallery', PHONE);
  const photo = gallery.photos[1]!;
  const link = card(page, photo.title).getByRole('link');
  await link.click();
  const dialog = page.getByRole('dialog', { name: photo.title });
  await dialog.waitFor();
  const img = dialog.getByRole('img', { name: photo.picture.alt });
  assert.ok(await img.isVisible());
  assert.ok(await dialog.getByText(photo.description).isVisible());
  const shown = (await img.boundingBox())!;
  assert.ok(shown.width > (await link.locator('img').boundingBox())!.width * 2, 'larger than on its card');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await link.evaluate((el) => el === document.activeElement), 'focus returns to the photo');
  assert.equal(pageErrors(page), []);
  await page.close();
});

galleryPhone('should work the same when switched to in place from the bottom tabs', async () => {
  const page = await visit('/about', PHONE);
  const tab = site.mobile.tabs.find((t) => t.href === '/gallery')!;
  await page.getByRole('navigation', { name: site.mobile.tabsLabel }).getByRole('link', { name: tab.label }).click();
  await page.waitForURL('**/gallery');
  await page.getByRole('heading', { level: 1, name: gallery.hero.title }).waitFor();
  assert.is(firstRow(await boxes(cards(page))), 1, 'the cards, styled');
  const photo = gallery.photos[0]!;
  await expander(page, photo.title).click();
  await card(page, photo.title).getByText(photo.description).waitFor();
  await page.getByRole('button', { name: /^Vibes/ }).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-gallery] .grid li').length === n, count('vibes'));
  assert.equal(pageErrors(page), []);
  await page.close();
});

galleryPhone('should pass axe at 390 px in both themes, with a card expanded', async () => {
  for (const colorScheme of THEMES) {
    const page = await visit('/gallery', { ...PHONE, colorScheme });
    await checkA11y(page);
    await expander(page, gallery.photos[0]!.title).click();
    await card(page, gallery.photos[0]!.title).getByText(gallery.photos[0]!.description).waitFor();
    await checkA11y(page);
    assert.equal(pageErrors(page), [], colorScheme);
    await page.close();
  }
});

const desktop = suite('desktop about and gallery (1280 px), unchanged');

desktop('should keep the gallery a four-column grid of photos with no disclosure, opening the lightbox', async () => {
  const page = await visit('/gallery', DESKTOP);
  const all = await boxes(cards(page));
  assert.is(firstRow(all), 4);
  assert.ok(all[0]!.height > all[0]!.width, 'a tile: photo above its caption');
  assert.is(await page.locator('[data-gallery] summary:visible').count(), 0);
  const photo = gallery.photos[0]!;
  assert.not.ok(await page.getByText(photo.description).isVisible(), 'descriptions only in the lightbox');
  await page.getByRole('link', { name: new RegExp(`^${photo.title}`) }).click();
  await page.getByRole('dialog', { name: photo.title }).getByText(photo.description).waitFor();
  assert.equal(pageErrors(page), []);
  await page.close();
});

desktop('should switch between the grid and the cards live across 768 px', async () => {
  const page = await visit('/gallery', { width: MOBILE_BREAKPOINT, height: 900 });
  assert.is(firstRow(await boxes(cards(page))), 3, `three columns at ${MOBILE_BREAKPOINT}px`);
  await page.setViewportSize({ width: MOBILE_BREAKPOINT - 1, height: 900 });
  assert.is(firstRow(await boxes(cards(page))), 1, `one card a row at ${MOBILE_BREAKPOINT - 1}px`);
  assert.ok(await expander(page, gallery.photos[0]!.title).isVisible());
  await page.close();
});

desktop("should keep About's cards in rows of three, icon above title", async () => {
  const page = await visit('/about', DESKTOP);
  assert.is(firstRow(await boxes(page.locator('#pride li'))), 3);
  assert.is(firstRow(await boxes(page.locator('#offerings li'))), 3);
  const first = page.locator('#offerings li').first();
  const [icon, title] = [(await first.locator('.badge').boundingBox())!, (await first.locator('h3').boundingBox())!];
  assert.ok(icon.y + icon.height <= title.y, 'the icon above the title');
  assert.ok(await page.getByRole('link', { name: about.cta.link.label }).isVisible());
  await page.close();
});

aboutPhone.run();
galleryPhone.run();
desktop.run();
