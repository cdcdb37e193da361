import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, newPage, pageErrors } from './harness.ts';
import { serveCatalogue } from './other-catalogue.ts';

/*
 * site.json's announcements (issue 38 part 3): the current one as a thin bar above the header on
 * every page, on a phone and on a desktop; one that has ended is nowhere. The sample with two
 * announcements, served KILN_E2E_PORT + 390 (+ 391, + 392): ports no other test file takes, as the
 * server stays up until the whole run ends.
 */
const bar = suite('the announcement bar');

// Long enough for three lines on a 320 px phone: each line of it must show there.
const TEXT = 'Closed on Sunday 2 November for Diwali. We reopen on Monday at 11 am.';
const ENDED = 'Half price last week';

const announced = () =>
  serveCatalogue('announced', 'tests/fixtures/catalog', 390, async (dir) => {
    const file = join(dir, 'site.json');
    const site = JSON.parse(await readFile(file, 'utf8'));
    site.announcements = [
      { text: ENDED, endsOn: '2025-01-01' },
      { text: TEXT, link: { label: 'See events', href: '/events' }, startsOn: '2025-01-01' },
    ];
    await writeFile(file, JSON.stringify(site, null, 2));
  });

for (const [width, height] of [
  [320, 700],
  [390, 844],
  [1280, 900],
] as const)
  bar(`should show the current announcement above the header, the page below both, at ${width}px`, async () => {
    const { site } = await announced();
    const page = await newPage({ width, height, sample: false });
    for (const path of ['/', '/menu']) {
      await page.goto(site + path, { waitUntil: 'load' });
      const notice = page.locator('aside', { hasText: TEXT });
      assert.ok(await notice.isVisible(), `${path}: the bar shows`);
      assert.is(await page.getByText(ENDED).count(), 0, 'an ended announcement is nowhere');
      const link = notice.getByRole('link', { name: 'See events' });
      assert.is(await link.getAttribute('href'), '/events');
      const [box, header, h1] = await Promise.all([
        notice.boundingBox(),
        page.locator('header').first().boundingBox(),
        page.locator('main h1').first().boundingBox(),
      ]);
      assert.is(box!.y, 0, 'at the top');
      if (width >= 768) assert.ok(box!.height <= 40, `one thin line: ${box!.height}px`);
      // Every word shows: the words' box lies inside the bar's, nothing cut off or ellipsised.
      const words = (await notice.locator('p').boundingBox())!;
      assert.ok(words.y >= box!.y && words.y + words.height <= box!.y + box!.height + 0.5, `${path}: all lines show`);
      assert.ok(
        await notice.evaluate((bar) => bar.scrollWidth <= bar.clientWidth && bar.scrollHeight <= bar.clientHeight),
        `${path}: nothing runs out of the bar`,
      );
      assert.ok(header!.y >= box!.y + box!.height - 0.5, `the header below the bar (${header!.y})`);
      assert.ok(h1!.y >= header!.y + header!.height - 0.5, `${path}: the heading clear of the header (${h1!.y})`);
      // A part of the page scrolled to, as an anchor link does, lands below the header too.
      const part = page.locator('main h2:visible').last();
      await part.evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
      const landed = (await part.boundingBox())!;
      assert.ok(
        landed.y >= header!.y + header!.height - 0.5,
        `${path}: a part scrolled to shows below the header (${landed.y})`,
      );
      await checkA11y(page);
    }
    if (width < 768) {
      // The phone's menu opens below the header, wherever the bar has moved it.
      await page.locator('[data-mobile-menu-button]').click();
      const [header, menu] = await Promise.all([
        page.locator('header').first().boundingBox(),
        page.locator('#site-menu').boundingBox(),
      ]);
      assert.ok(menu!.y >= header!.y + header!.height - 1.5, `the menu below the header (${menu!.y})`);
      await page.keyboard.press('Escape');
    }
    await link(page, site);
    assert.equal(pageErrors(page), []);
    await page.close();
  });

/** The bar's link leads where it says. */
async function link(page: Awaited<ReturnType<typeof newPage>>, site: string) {
  await page.locator('aside', { hasText: TEXT }).getByRole('link', { name: 'See events' }).click();
  await page.waitForURL(`${site}/events`);
  await page.waitForLoadState('networkidle');
}

bar.run();
