import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import home from '../fixtures/catalog/home.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import testimonials from '../fixtures/catalog/testimonials.json' with { type: 'json' };
import { fillTemplate } from '../../site/core/lib/template.ts';
import { checkA11y, pageErrors, visit } from './harness.ts';

// Issue 22 part 8: small visual slips, each checked as a guest sees it.

const testimonialCards = suite('slips: testimonial cards');

testimonialCards(
  "should place every card's stars the same way: on their own line under the name, from its left edge",
  async () => {
    for (const width of [1280, 1000, 800]) {
      const page = await visit('/#testimonials', { width });
      const cards = page.locator('#testimonials figure');
      await cards.first().waitFor();
      assert.is(await cards.count(), testimonials.items.length);
      const places = await cards.evaluateAll((figures) =>
        figures.map((figure) => {
          const name = figure.querySelector('figcaption')!.firstElementChild!.getBoundingClientRect();
          const stars = figure.querySelector('[role=img]')!.getBoundingClientRect();
          return { below: stars.top >= name.bottom, left: Math.round(stars.left - name.left) };
        }),
      );
      assert.equal(
        places,
        testimonials.items.map(() => ({ below: true, left: 0 })),
        `at ${width} px`,
      );
      await page.close();
    }
  },
);

/** How far each pixel of `element` is from the background towards `ink` (0 background, 1 ink), by column halves. */
async function inkByHalf(element: Locator, ink: [number, number, number]) {
  const { data, info } = await sharp(await element.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [0, 1, 2].map((c) => data[(y * info.width + x) * info.channels + c]!);
  const background = at(0, 0); // a star's corner is not the star
  const span = Math.hypot(...ink.map((v, c) => v - background[c]!));
  const halves = { left: [] as number[], right: [] as number[] };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const pixel = at(x, y);
      const towards = 1 - Math.hypot(...ink.map((v, c) => v - pixel[c]!)) / span;
      if (x < info.width * 0.4) halves.left.push(towards);
      else if (x > info.width * 0.6) halves.right.push(towards);
    }
  }
  return halves;
}

testimonialCards('should draw a half star as a clearly visible star, half filled, in both themes', async () => {
  const rated = testimonials.items.find((t) => t.rating % 1 !== 0)!;
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/#testimonials', { colorScheme, deviceScaleFactor: 2 });
    const stars = page
      .getByRole('img', { name: fillTemplate(testimonials.ratingLabel, { rating: rated.rating }), exact: true })
      .first();
    await stars.waitFor();
    await stars.scrollIntoViewIfNeeded();
    const ink = (await stars.evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.slice(0, 3).map(Number))) as [
      number,
      number,
      number,
    ];
    const star = (n: number) => inkByHalf(stars.locator(':scope > *').nth(n), ink);
    const solid = (values: number[]) => values.filter((v) => v > 0.85).length / values.length;
    const full = await star(0);
    const { left, right } = await star(Math.floor(rated.rating));
    const say = (values: number[]) => solid(values).toFixed(2);
    assert.ok(
      solid(left) > 0.9 * solid(full.left),
      `${colorScheme}: its left half is filled like a full star's (${say(left)} against ${say(full.left)})`,
    );
    assert.ok(
      solid(right) < 0.6 * solid(full.right),
      `${colorScheme}: its right half is not (${say(right)} against ${say(full.right)})`,
    );
    assert.ok(
      Math.max(...right) > 0.85,
      `${colorScheme}: its right half's outline is in the star's colour, not faint (at most ${Math.max(...right).toFixed(2)})`,
    );
    await page.close();
  }
});

testimonialCards.run();

const phoneSlips = suite('slips: phone home');

phoneSlips("should show the not-found notice in the palette's colours, not system blue, in both themes", async () => {
  for (const width of [320, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await visit('/no-such-page', { width, colorScheme });
      const notice = page.getByRole('heading', { level: 1, name: site.mobile.notFoundNotice });
      assert.ok(await notice.isVisible(), `at ${width} px`);
      const colours = await notice.evaluate(
        (el, tokens) => {
          // Each token as the browser computes it, beside what the notice uses. (No named functions
          // in here: tsx would wrap them in a helper the page lacks.)
          const probe = document.body.appendChild(document.createElement('i'));
          const computed = tokens.map((name) => ((probe.style.color = `var(${name})`), getComputedStyle(probe).color));
          probe.remove();
          const style = getComputedStyle(el);
          return {
            backgrounds: computed.slice(0, 5),
            texts: computed.slice(5),
            background: style.backgroundColor,
            text: style.color,
          };
        },
        [
          '--bg',
          '--surface',
          '--surface-2',
          '--accent-soft',
          '--primary-soft',
          '--text',
          '--muted',
          '--accent',
          '--primary',
        ],
      );
      assert.ok(
        colours.backgrounds.includes(colours.background),
        `${width} px ${colorScheme}: background ${colours.background} is a palette colour`,
      );
      assert.ok(
        colours.texts.includes(colours.text),
        `${width} px ${colorScheme}: text ${colours.text} is a palette colour`,
      );
      await checkA11y(page);
      await page.close();
    }
  }
});

phoneSlips(
  "should keep each carousel's pause button clear of its slides, beside its heading, and working",
  async () => {
    for (const width of [320, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await visit('/', { width, height: 800, colorScheme });
        for (const { heading } of [home.mobile.photos, home.mobile.experiences]) {
          const carousel = page.getByRole('group', { name: heading, exact: true });
          await carousel.scrollIntoViewIfNeeded();
          const pause = carousel.getByRole('button', { name: home.mobile.carousel.pause });
          await pause.waitFor();
          const layout = await pause.evaluate((button) => {
            const group = button.closest('[data-carousel]')!;
            const box = button.getBoundingClientRect();
            const slides = [...group.querySelectorAll('[aria-roledescription="slide"]')].map((s) =>
              s.getBoundingClientRect(),
            );
            const title = group.querySelector('h2')!.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return {
              overSlides: slides.filter(
                (s) => s.left < box.right && box.left < s.right && s.top < box.bottom && box.top < s.bottom,
              ).length,
              besideHeading: box.top < title.bottom && title.top < box.bottom && box.left >= title.right,
              onScreen: box.left >= 0 && box.right <= innerWidth,
              reached: !!top && button.contains(top),
            };
          });
          assert.equal(
            layout,
            { overSlides: 0, besideHeading: true, onScreen: true, reached: true },
            `${heading} at ${width} px ${colorScheme}`,
          );
          await pause.click();
          assert.ok(
            await carousel.getByRole('button', { name: home.mobile.carousel.play }).isVisible(),
            `${heading} paused`,
          );
        }
        await checkA11y(page);
        assert.equal(pageErrors(page), []);
        await page.close();
      }
    }
  },
);

phoneSlips.run();
