import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import gallery from '../fixtures/catalog/gallery.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { assertNever, checkA11y, holdRequests, pageErrors, seenToast, visit } from './harness.ts';

type Category = 'art' | 'food' | 'vibes';
const count = (c: Category) => gallery.photos.filter((p) => p.category === c).length;
const total = gallery.photos.length;

const filters = suite('gallery: filters');

filters('should show all ten photos before any JavaScript runs a filter', async () => {
  const page = await visit('/gallery');
  assert.is(await page.locator('[data-gallery] .grid li').count(), 10);
  assert.is(await page.getByRole('button', { name: /^All/ }).getAttribute('aria-pressed'), 'true');
  assert.ok(await page.getByText(`Showing ${total} of ${total} photos`).isVisible());
  await page.close();
});

filters('should show only the chosen category, with its count, and announce it', async () => {
  const page = await visit('/gallery');
  for (const [label, category] of [
    ['Art', 'art'],
    ['Food', 'food'],
    ['Vibes', 'vibes'],
  ] as const) {
    const button = page.getByRole('button', { name: new RegExp(`^${label}`) });
    assert.match(await button.innerText(), String(count(category)));
    await button.click();
    await page.waitForFunction(
      (p) => document.querySelector(`[data-filter="${p}"]`)?.getAttribute('aria-pressed') === 'true',
      category,
    );
    const cats = await page
      .locator('[data-gallery] .grid li')
      .evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.category));
    assert.is(cats.length, count(category));
    assert.ok(
      cats.every((c) => c === category),
      `${category}: ${cats}`,
    );
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    assert.is(await status.innerText(), `Showing ${count(category)} of ${total} photos`);
    assert.is(await status.getAttribute('aria-live'), 'polite');
  }
  await page.getByRole('button', { name: /^All/ }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-gallery] .grid li').length === 10);
  assert.equal(pageErrors(page), []);
  await page.close();
});

const lightbox = suite('gallery: lightbox');

lightbox(
  'should open a dialog with the image, title and description, pass axe, and close on Escape with focus back',
  async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await visit('/gallery', { colorScheme });
      const photo = gallery.photos[3]!;
      const link = page.getByRole('link', { name: new RegExp(`^${photo.title}`) });
      await link.click();
      const dialog = page.getByRole('dialog', { name: photo.title });
      await dialog.waitFor();
      assert.ok(await dialog.getByRole('heading', { name: photo.title }).isVisible());
      assert.ok(await dialog.getByText(photo.description).isVisible());
      const img = dialog.getByRole('img', { name: photo.picture.alt });
      assert.ok(await img.isVisible());
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await img.elementHandle(),
      );
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.ok(await link.evaluate((el) => el === document.activeElement), 'focus returns to the photo');
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  },
);

lightbox('should close with the close button and open a photo of the filtered set', async () => {
  const page = await visit('/gallery');
  await page.getByRole('button', { name: /^Food/ }).click();
  await page.waitForFunction(
    () => document.querySelector('[data-filter="food"]')?.getAttribute('aria-pressed') === 'true',
  );
  const food = gallery.photos.find((p) => p.category === 'food')!;
  const link = page.getByRole('link', { name: new RegExp(`^${food.title}`) });
  await link.click();
  const dialog = page.getByRole('dialog', { name: food.title });
  await dialog.waitFor();
  assert.ok(
    await dialog.getByRole('img', { name: food.picture.alt }).isVisible(),
    'the photo chosen in the filtered grid',
  );
  assert.ok(await dialog.getByText(food.description).isVisible(), 'its description');
  await dialog.getByRole('button', { name: gallery.labels.close }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await link.evaluate((el) => el === document.activeElement), 'focus returns to the photo');
  assert.is(
    await page.getByRole('button', { name: /^Food/ }).getAttribute('aria-pressed'),
    'true',
    'the filter is kept',
  );
  assert.is(await page.locator('[data-gallery] .grid li').count(), count('food'));
  assert.equal(pageErrors(page), []);
  await page.close();
});

lightbox('should work in the home page #gallery section too', async () => {
  const page = await visit('/#gallery');
  const photo = gallery.photos[0]!;
  const link = page.locator('#gallery').getByRole('link', { name: new RegExp(`^${photo.title}`) });
  await link.click();
  const dialog = page.getByRole('dialog', { name: photo.title });
  await dialog.waitFor();
  assert.ok(await dialog.getByRole('img', { name: photo.picture.alt }).isVisible(), 'the photo, with its alt text');
  assert.ok(await dialog.getByText(photo.description).isVisible(), 'its description');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await link.evaluate((el) => el === document.activeElement), 'focus returns to the photo');
  assert.equal(pageErrors(page), []);
  await page.close();
});

const slow = suite('gallery: on a slow network');

const GALLERY_CODE = /\/chunks\/gallery-[^/]+\.js$/;

slow('should hold every tap on a photo while its code loads, show the photo busy, then open it once', async () => {
  const page = await visit('/gallery');
  const release = await holdRequests(page, GALLERY_CODE);
  const photo = gallery.photos[2]!;
  const link = page.getByRole('link', { name: new RegExp(`^${photo.title}`) });
  await link.click();
  assert.is(await link.getAttribute('aria-busy'), 'true', 'the tapped photo says it is busy');
  // Seen without the pointer over it, which shows the zoom mark anyway, once its fade has run.
  await page.mouse.move(0, 0);
  await link.evaluate((a) => Promise.all(a.getAnimations({ subtree: true }).map((t) => t.finished)));
  const cue = await link.evaluate((a) => ({
    cursor: getComputedStyle(a).cursor,
    photo: getComputedStyle(a.querySelector('img')!).opacity,
    zoom: getComputedStyle(a.querySelector('.zoom')!).opacity,
  }));
  assert.equal(
    cue,
    { cursor: 'progress', photo: '0.6', zoom: '1' },
    'and shows it: the photo faded, its zoom mark shown',
  );
  // An impatient second tap must not open the bare picture file.
  await page.waitForTimeout(250); // a guest's second tap, a moment later
  await link.click();
  await assertNever(() => !page.url().endsWith('/gallery'), 'a second tap left the gallery for the bare picture');
  release();
  const dialog = page.getByRole('dialog', { name: photo.title });
  await dialog.waitFor();
  assert.is(await link.getAttribute('aria-busy'), null, 'no longer busy');
  assert.is(await page.getByRole('dialog').count(), 1);
  assert.equal(pageErrors(page), []);
  await page.close();
});

slow("should say so when the gallery's code cannot load, and open the photo at the next tap", async () => {
  const page = await visit('/gallery');
  // The first try and the one made a moment later both fail.
  let dropped = 0;
  await page.route(GALLERY_CODE, (route) => (dropped++ < 2 ? route.abort('connectionreset') : route.continue()));
  const photo = gallery.photos[0]!;
  const link = page.getByRole('link', { name: new RegExp(`^${photo.title}`) });
  await link.click();
  assert.equal(await seenToast(page), site.labels.loadFailed, "the guest is told, in the catalogue's words");
  assert.ok(page.url().endsWith('/gallery'), `the tap did not open the bare picture file (${page.url()})`);
  assert.is(await link.getAttribute('aria-busy'), null, 'not busy any more');
  await link.click();
  await page.getByRole('dialog', { name: photo.title }).waitFor();
  assert.ok(page.url().endsWith('/gallery'));
  assert.equal(pageErrors(page), []);
  await page.close();
});

const tag = suite('gallery: tag call');

tag('should invite guests to tag the studio with a link to the social network', async () => {
  const page = await visit('/gallery');
  const link = page.getByRole('link', { name: gallery.tag.link.label });
  assert.is(await link.getAttribute('href'), gallery.tag.link.href);
  assert.ok(await page.getByRole('heading', { name: gallery.tag.heading }).isVisible());
  await page.close();
});

filters.run();
lightbox.run();
slow.run();
tag.run();
