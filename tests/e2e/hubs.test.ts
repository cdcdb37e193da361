import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hubsCatalog from '../fixtures/catalog/hubs.json' with { type: 'json' };
import { checkA11y, pageErrors, visit } from './harness.ts';

const { labels } = hubsCatalog;

const hubs = suite('hubs');

hubs('should show six community posts and pass axe in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/hubs', { colorScheme });
    assert.is(await page.getByRole('list', { name: 'Community posts' }).getByRole('button').count(), 6);
    await checkA11y(page);
    await page.close();
  }
});

hubs('should open a post in a dialog with comments placeholder and close on Escape returning focus', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/hubs', { colorScheme });
    const tile = page.getByRole('button', { name: /^Open post by @theclaytable\.blr/ });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: '@theclaytable.blr' });
    await dialog.waitFor();
    assert.ok(await dialog.getByText(labels.commentsPlaceholder).isVisible());
    assert.ok(await dialog.locator('video[aria-label*="kiln"]').isVisible(), 'the clip');
    assert.ok(await dialog.getByText(labels.video, { exact: true }).isVisible(), 'a video post says so');
    await checkA11y(page);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(await tile.evaluate((el) => el === document.activeElement), 'focus back on the post');
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

// SPEC §2.6: "non-functional Like and Follow buttons". They must not pretend otherwise: no toggle
// state, no count that moves, and every guest is told they do nothing yet.
hubs(
  'should show Like and Follow as unavailable, say so to sighted and screen reader guests alike, and change nothing when tapped',
  async () => {
    for (const [width, colorScheme] of [
      [390, 'light'],
      [1280, 'dark'],
      [320, 'dark'],
    ] as const) {
      const page = await visit('/hubs', { width, colorScheme });
      await page.getByRole('button', { name: /^Open post by @theclaytable\.blr/ }).click();
      const dialog = page.getByRole('dialog', { name: '@theclaytable.blr' });
      await dialog.waitFor();
      const note = dialog.getByText(labels.unavailable);
      assert.ok(await note.isVisible(), `the note shows at ${width} px`);
      for (const name of [labels.like, labels.follow]) {
        const button = dialog.getByRole('button', { name, exact: true });
        assert.ok(await button.isVisible(), `${name} at ${width} px`);
        assert.is(await button.getAttribute('aria-pressed'), null, `${name} is no toggle`);
        assert.is(await button.getAttribute('aria-disabled'), 'true', `${name} is read as unavailable`);
        assert.match(await button.ariaSnapshot(), /disabled/, `${name} is announced as unavailable`);
        assert.is(
          await button.evaluate((el) => {
            const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
            return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
          }),
          labels.unavailable,
          `${name} is described by the note`,
        );
      }
      const before = await dialog.innerText();
      await dialog.getByRole('button', { name: labels.like, exact: true }).click({ force: true }); // Playwright itself waits for an enabled button
      await dialog.getByRole('button', { name: labels.follow, exact: true }).click({ force: true });
      // Whatever a tap would do shows within a frame or two; watch for half a second.
      const changed = await page
        .waitForFunction(
          (text) =>
            document.querySelector('dialog[open]')?.textContent !== text || !!document.querySelector('#toaster .toast'),
          await dialog.evaluate((el) => el.textContent),
          { timeout: 500 },
        )
        .then(
          () => true,
          () => false,
        );
      assert.not.ok(changed, 'a tap changes nothing and shows nothing');
      assert.is(await dialog.innerText(), before);
      assert.ok(await dialog.getByText('3,820 likes').isVisible(), "the count is the catalogue's");
      await checkA11y(page);
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  },
);

hubs('should open from the keyboard and close with the close button', async () => {
  const page = await visit('/hubs', { width: 390 });
  const tile = page.getByRole('button', { name: /^Open post by @meera\.paints/ });
  await tile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '@meera.paints' });
  await dialog.waitFor();
  assert.ok(await dialog.getByRole('button', { name: labels.follow }).isVisible());
  await dialog.getByRole('button', { name: labels.close }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await tile.evaluate((el) => el === document.activeElement));
  await page.close();
});

hubs('should play a video post as a real, muted, inline video with its poster and controls', async () => {
  const page = await visit('/hubs');
  await page.getByRole('button', { name: /^Open post by @theclaytable\.blr/ }).click();
  const dialog = page.getByRole('dialog', { name: '@theclaytable.blr' });
  const video = dialog.locator('video');
  await video.waitFor();
  const attributes = await video.evaluate((v: HTMLVideoElement) => ({
    controls: v.controls,
    muted: v.muted,
    playsInline: v.playsInline,
    poster: new URL(v.poster).pathname,
    src: new URL(v.currentSrc || v.src).pathname,
    name: v.getAttribute('aria-label'),
  }));
  assert.equal(attributes, {
    controls: true,
    muted: true,
    playsInline: true,
    poster: '/images/hubs/glaze-reveal.svg',
    src: '/videos/hubs/glaze-reveal.mp4',
    name: 'Video: a mug in the kiln turns from chalky pastel to glossy teal as its glaze fires',
  });
  // The clip really plays in Chromium: it is served, decodes and advances.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await page.waitForFunction(() => (document.querySelector('dialog video') as HTMLVideoElement).currentTime > 0.3);
  const size = Number(
    (await page.request.get(await video.evaluate((v: HTMLVideoElement) => v.currentSrc))).headers()['content-length'],
  );
  assert.ok(size > 5_000 && size < 200_000, `the clip weighs ${size} bytes`);
  await checkA11y(page);
  assert.equal(pageErrors(page), []);
  await page.close();
});

hubs.run();
