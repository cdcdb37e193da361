import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, pageErrors, visit } from './harness.ts';

const hubs = suite('hubs');

hubs('should show six community posts and pass axe in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/hubs', { colorScheme });
    assert.is(await page.getByRole('list', { name: 'Community posts' }).getByRole('button').count(), 6);
    await checkA11y(page);
    await page.close();
  }
});

hubs('should open a post in a dialog with comments placeholder, Like and Follow, and close on Escape returning focus', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/hubs', { colorScheme });
    const tile = page.getByRole('button', { name: /^Open post by @theclaytable\.blr/ });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: '@theclaytable.blr' });
    await dialog.waitFor();
    assert.ok(await dialog.getByText('Comments will be shown here.').isVisible());
    assert.ok(await dialog.locator('video[aria-label*="kiln"]').isVisible(), 'the clip');
    assert.ok(await dialog.getByText('Video', { exact: true }).isVisible(), 'a video post says so');

    const like = dialog.getByRole('button', { name: 'Like' });
    assert.is(await like.getAttribute('aria-pressed'), 'false');
    await like.click();
    assert.is(await like.getAttribute('aria-pressed'), 'true');
    assert.ok(await dialog.getByText('3,821 likes').isVisible(), 'like counted locally');
    const follow = dialog.getByRole('button', { name: 'Follow' });
    await follow.click();
    assert.ok(await dialog.getByRole('button', { name: 'Following' }).isVisible());
    await checkA11y(page);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(await tile.evaluate((el) => el === document.activeElement), 'focus back on the post');
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

hubs('should open from the keyboard and close with the close button', async () => {
  const page = await visit('/hubs', { width: 390 });
  const tile = page.getByRole('button', { name: /^Open post by @meera\.paints/ });
  await tile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '@meera.paints' });
  await dialog.waitFor();
  assert.ok(await dialog.getByRole('button', { name: 'Follow' }).isVisible());
  await dialog.getByRole('button', { name: 'Close' }).click();
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
    controls: v.controls, muted: v.muted, playsInline: v.playsInline, poster: new URL(v.poster).pathname, src: new URL(v.currentSrc || v.src).pathname,
    name: v.getAttribute('aria-label'),
  }));
  assert.equal(attributes, {
    controls: true, muted: true, playsInline: true, poster: '/images/hubs/glaze-reveal.svg', src: '/videos/hubs/glaze-reveal.mp4',
    name: 'Video: a mug in the kiln turns from chalky pastel to glossy teal as its glaze fires',
  });
  // The clip really plays in Chromium: it is served, decodes and advances.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await page.waitForFunction(() => (document.querySelector('dialog video') as HTMLVideoElement).currentTime > 0.3);
  const size = Number((await page.request.get(await video.evaluate((v: HTMLVideoElement) => v.currentSrc))).headers()['content-length']);
  assert.ok(size > 5_000 && size < 200_000, `the clip weighs ${size} bytes`);
  await checkA11y(page);
  assert.equal(pageErrors(page), []);
  await page.close();
});

hubs.run();
