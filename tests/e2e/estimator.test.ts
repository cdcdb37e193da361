import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hub from '../fixtures/catalog/hub.json' with { type: 'json' };
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { scriptFetchedUntouched } from './untouched-script.ts';
import { checkA11y, HUB, newPage, pageErrors, seenToast, SITE, visit, visitHub, type PageOptions } from './harness.ts';
import { ESTIMATOR_MESSAGES } from '../../site/core/lib/spec-messages.ts';

const words = packages.estimator;
const panel = (page: Page) => page.getByRole('dialog', { name: words.title });
const launcher = (page: Page) => page.getByRole('button', { name: words.openButton });
const counter = (page: Page, who: string) => panel(page).getByRole('group', { name: who });
const item = (page: Page, title: string) => panel(page).getByRole('checkbox', { name: new RegExp(`^${title}`) });
const amount = (page: Page, what: 'subtotal' | 'gst' | 'total') =>
  panel(page).locator(`[data-estimate-${what}]`).textContent();
const heading = (page: Page) => panel(page).getByRole('heading', { level: 2, name: words.title });

async function openEstimator(options?: PageOptions): Promise<Page> {
  const page = await visit('/packages', options);
  await launcher(page).click();
  await panel(page).waitFor();
  return page;
}

/** Sets a counter by typing, as a guest would. */
async function type(page: Page, who: string, value: string) {
  const input = counter(page, who).getByRole('spinbutton');
  await input.fill(value);
}

const where = suite('estimator: where it opens');

where('should keep /packages free of React until the estimator is opened, within 10 KB of JavaScript', async () => {
  const page = await newPage();
  // Counted once the lazy chunks have come, not while they are on their way.
  const { urls, bytes, idle } = await scriptFetchedUntouched(page, '/packages');
  assert.not.ok(
    urls.some((name) => /react|estimator/.test(name)),
    urls.join(', '),
  );
  assert.ok(bytes > 0 && bytes < 10 * 1024, `${bytes} bytes of JavaScript (gzip) before interaction`);
  // Then, the page quiet, its code is fetched ahead of the first tap (client/prefetch-likely-taps.ts).
  assert.ok(
    idle.some((name) => /\/estimator-/.test(name)),
    idle.join(', '),
  );
  await launcher(page).click();
  await panel(page).waitFor();
  await page.close();
});

where(
  'should float at the bottom right on desktop, non-modal, and close with its button and Escape, focus back on the button',
  async () => {
    const page = await openEstimator();
    const box = (await panel(page).boundingBox())!;
    const button = (await launcher(page).boundingBox())!;
    assert.ok(1280 - (box.x + box.width) <= 32, `right edge at ${box.x + box.width}`);
    assert.ok(box.y + box.height <= button.y, 'above the floating button');
    assert.ok(button.x + button.width > 1200 && button.y + button.height > 820, 'the button sits at the bottom right');
    // Non-modal: the page behind still answers.
    await page.getByRole('tab', { name: 'XQ Party' }).click();
    assert.is(await page.getByRole('tab', { name: 'XQ Party' }).getAttribute('aria-selected'), 'true');
    assert.ok(await panel(page).isVisible());

    await panel(page).getByRole('button', { name: words.close }).click();
    await panel(page).waitFor({ state: 'hidden' });
    assert.ok(await launcher(page).evaluate((el) => el === document.activeElement), 'focus back on the button');
    await launcher(page).click();
    await counter(page, 'Adults').getByRole('spinbutton').focus();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    assert.ok(await launcher(page).evaluate((el) => el === document.activeElement));
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

where('should open as a bottom sheet at 95% of the height on a phone', async () => {
  const page = await openEstimator({ width: 390, height: 844 });
  await page.waitForFunction(() => document.getAnimations().length === 0); // it slides up
  const box = (await panel(page).boundingBox())!;
  assert.ok(Math.abs(box.height - 844 * 0.95) <= 2, `height ${box.height}`);
  assert.ok(Math.abs(box.y + box.height - 844) <= 1 && box.x === 0 && box.width === 390, JSON.stringify(box));
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'hidden' });
  await page.close();
});

where.run();

const maths = suite('estimator: guests, choices, currency and GST');

maths('should count guests with − and + and typing, never below 0, ignoring what is not a number', async () => {
  const page = await openEstimator();
  const adults = counter(page, 'Adults');
  const input = adults.getByRole('spinbutton');
  assert.is(await input.inputValue(), '0');
  assert.ok(await adults.getByRole('button', { name: 'Fewer Adults' }).isDisabled(), 'no − at 0');
  await adults.getByRole('button', { name: 'More Adults' }).click();
  await adults.getByRole('button', { name: 'More Adults' }).click();
  assert.is(await input.inputValue(), '2');
  await adults.getByRole('button', { name: 'Fewer Adults' }).click();
  assert.is(await input.inputValue(), '1');
  await type(page, 'Adults', '12');
  assert.is(await input.inputValue(), '12');
  await type(page, 'Adults', '-5');
  assert.is(await input.inputValue(), '0');
  await type(page, 'Kids', '7');
  await input.pressSequentially('e'); // a number input lets "e" in; the count keeps its last good value
  assert.is(await counter(page, 'Kids').getByRole('spinbutton').inputValue(), '7');
  await page.close();
});

maths(
  'should price Party Package 1 for 10 and 10 as ₹17,300 + ₹2,076 = ₹19,376, $233.45 in USD, ₹17,300 without GST',
  async () => {
    const page = await openEstimator();
    assert.ok(await panel(page).getByText(words.emptyHint).isVisible());
    await type(page, 'Adults', '10');
    await type(page, 'Kids', '10');
    assert.ok(
      await panel(page).getByText('₹750 per adult · ₹980 per kid').isVisible(),
      'the price as the estimate uses it',
    );
    await item(page, 'Party Package 1').check();
    assert.equal(
      [await amount(page, 'subtotal'), await amount(page, 'gst'), await amount(page, 'total')],
      ['₹17,300', '₹2,076', '₹19,376'],
    );

    await panel(page).getByRole('radio', { name: 'USD' }).check();
    assert.is(await amount(page, 'total'), '$233.45');
    assert.ok(await panel(page).getByText('$9.04 per adult · $11.81 per kid').isVisible());
    await panel(page).getByRole('radio', { name: 'INR' }).check();

    await panel(page).getByRole('checkbox', { name: words.includeGst }).uncheck();
    assert.is(await panel(page).locator('[data-estimate-gst]').count(), 0, 'no GST line');
    assert.is(await amount(page, 'total'), '₹17,300');
    await panel(page).getByRole('checkbox', { name: words.includeGst }).check();

    await item(page, 'Magic Show').check();
    assert.is(await amount(page, 'subtotal'), '₹22,300', 'Magic Show adds a flat ₹5,000');
    await item(page, 'Party Package 1').uncheck();
    assert.is(await amount(page, 'subtotal'), '₹5,000');
    await page.close();
  },
);

maths(
  "should show a chosen package's rules and warn, without blocking, when the group is below its minimum",
  async () => {
    const page = await openEstimator();
    await type(page, 'Adults', '4');
    await type(page, 'Kids', '6');
    await item(page, 'Corporate Package').check();
    const corporate = panel(page)
      .locator('li')
      .filter({ has: page.getByRole('checkbox', { name: /^Corporate Package/ }) });
    assert.equal(await corporate.locator('.rules li').allInnerTexts(), [
      'Minimum 15 people',
      'Book 3 days ahead',
      '50% advance to confirm',
      '2 hours',
    ]);
    const warning = panel(page).locator('[data-estimate-warning]');
    assert.is(
      await warning.textContent(),
      'Corporate Package: Minimum 15 people. You can still estimate; we will talk it through when you book.',
    );
    assert.is(await amount(page, 'subtotal'), '₹14,990', 'the estimate still counts');
    await type(page, 'Kids', '11');
    await warning.waitFor({ state: 'detached' });
    await page.close();
  },
);

maths('should keep the estimate when the panel closes and reopens, and over a reload in the same visit', async () => {
  const page = await openEstimator();
  await type(page, 'Adults', '3');
  await item(page, 'Popcorn').check();
  await page.keyboard.press('Escape');
  await launcher(page).click();
  assert.is(await counter(page, 'Adults').getByRole('spinbutton').inputValue(), '3');
  assert.ok(await item(page, 'Popcorn').isChecked());
  await page.reload();
  await launcher(page).click();
  assert.is(await amount(page, 'subtotal'), '₹1,500');
  await page.close();
});

maths('should stay readable for 10 million adults', async () => {
  const page = await openEstimator({ width: 390, height: 844 });
  await type(page, 'Adults', '10000000');
  await item(page, 'Party Package 2').check();
  assert.is(await amount(page, 'subtotal'), '₹8,50,00,00,000');
  assert.is(await amount(page, 'total'), '₹9,52,00,00,000');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing scrolls sideways');
  const total = (await panel(page).locator('[data-estimate-total]').boundingBox())!;
  assert.ok(total.x + total.width <= 390, 'the total fits');
  await page.close();
});

maths.run();

const book = suite('estimator: Book Now and sharing');

book('should say Empty Cart when nothing is chosen', async () => {
  const page = await openEstimator();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  assert.equal(await seenToast(page), ESTIMATOR_MESSAGES.empty);
  assert.is(await page.locator('.toast').getAttribute('data-variant'), 'destructive');
  // Beside the floating panel, so Book Now and the panel's totals stay in view.
  const toast = (await page.locator('.toast').boundingBox())!;
  const floating = (await panel(page).boundingBox())!;
  assert.ok(
    toast.x + toast.width <= floating.x,
    `the toast (right edge ${toast.x + toast.width}) is over the panel (left edge ${floating.x})`,
  );
  await page.close();
});

book('should take the Empty Cart toast away on desktop once a package is ticked', async () => {
  const page = await openEstimator();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  assert.equal(await seenToast(page), ESTIMATOR_MESSAGES.empty);
  await item(page, 'Party Package 1').check();
  await page.locator('.toast').waitFor({ state: 'detached', timeout: 2000 }); // it would stay 5 s
  assert.ok(await panel(page).isVisible(), 'the panel stays open');
  await page.close();
});

book("should show its toasts over the phone's sheet and the share dialog, where a guest sees them", async () => {
  const page = await openEstimator({ width: 390, height: 844, permissions: ['clipboard-read', 'clipboard-write'] });
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  assert.is((await seenToast(page)).title, 'Empty Cart');
  await item(page, 'Hoopla').check();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  await page.getByRole('dialog', { name: words.share.title }).getByRole('button', { name: 'Copy' }).click();
  assert.is((await seenToast(page)).title, 'Booking details copied!');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: words.share.title }).waitFor({ state: 'hidden' });
  assert.is(
    (await seenToast(page)).title,
    'Booking details copied!',
    'still seen over the sheet once the share dialog closes',
  );
  await page.close();
});

book('should share by WhatsApp, email and the clipboard, with the estimate text', async () => {
  const page = await openEstimator({ permissions: ['clipboard-read', 'clipboard-write'] });
  await type(page, 'Adults', '10');
  await type(page, 'Kids', '10');
  await item(page, 'Party Package 1').check();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  const dialog = page.getByRole('dialog', { name: words.share.title });
  await dialog.waitFor();
  const expected = [
    `Event estimate from ${site.name}`,
    'Adults: 10',
    'Kids: 10',
    '',
    'Chosen:',
    '- Party Package 1: ₹17,300',
    '',
    'Subtotal: ₹17,300',
    'GST (12%): ₹2,076',
    'Total: ₹19,376',
  ].join('\n');
  assert.is(await dialog.locator('[data-estimate-text]').textContent(), expected);

  const whatsapp = dialog.getByRole('link', { name: /^WhatsApp/ });
  assert.is(await whatsapp.getAttribute('href'), `https://wa.me/?text=${encodeURIComponent(expected)}`);
  assert.is(await whatsapp.getAttribute('target'), '_blank');
  const email = new URL((await dialog.getByRole('link', { name: 'Email' }).getAttribute('href'))!);
  assert.is(email.protocol, 'mailto:');
  assert.is(email.pathname, site.enquiryEmail);
  assert.is(email.searchParams.get('subject'), 'Event Booking Inquiry');
  assert.is(email.searchParams.get('body'), expected);

  await dialog.getByRole('button', { name: 'Copy' }).click();
  assert.equal(await seenToast(page), {
    title: 'Booking details copied!',
    description: 'Paste them into a message to the studio or to your group.',
  });
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), expected);
  assert.equal(pageErrors(page), []);
  await page.close();
});

book('should say so, not crash, when the browser refuses the clipboard', async () => {
  const page = await openEstimator({
    init: `Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } })`,
  });
  await item(page, 'Hoopla').check();
  await panel(page).getByRole('button', { name: words.bookNow }).click();
  await page.getByRole('dialog', { name: words.share.title }).getByRole('button', { name: 'Copy' }).click();
  assert.is((await seenToast(page)).title, 'Could not copy');
  assert.ok(
    await page.getByRole('dialog', { name: words.share.title }).isVisible(),
    'the text stays on screen to copy by hand',
  );
  assert.equal(pageErrors(page), []);
  await page.close();
});

book('should work from the keyboard alone', async () => {
  const page = await visit('/packages');
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await panel(page).waitFor();
  // Focus starts in the panel, on its heading (a field would raise a phone's keyboard); Tab reaches the adults count.
  assert.ok(await heading(page).evaluate((el) => el === document.activeElement));
  const adults = counter(page, 'Adults').getByRole('spinbutton');
  for (let i = 0; i < 4 && !(await adults.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  // Tab through to a package and tick it with Space.
  const target = item(page, 'Corporate Package');
  for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  assert.ok(await target.isChecked());
  assert.is(await amount(page, 'subtotal'), '₹17,988');
  const bookNow = panel(page).getByRole('button', { name: words.bookNow });
  await bookNow.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: words.share.title });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await bookNow.evaluate((el) => el === document.activeElement), 'focus back on Book Now');
  assert.ok(await panel(page).isVisible(), 'Escape closes the share dialog, not the estimator');
  await page.close();
});

book('should pass axe with the panel and the share dialog open, in both themes and both widths', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const page = await openEstimator({ colorScheme, width, height: 844 });
      await type(page, 'Adults', '4');
      await item(page, 'Party Package 1').check();
      await checkA11y(page);
      await panel(page).getByRole('button', { name: words.bookNow }).click();
      await page.getByRole('dialog', { name: words.share.title }).waitFor();
      await checkA11y(page);
      await page.close();
    }
  }
});

book.run();

const phones = suite('estimator: on the smallest phones (issue 22)');

const SMALL = { width: 320, height: 568 } as const;
const PHONE = { width: 390, height: 844 } as const;

/**
 * How many checklist items a guest sees whole: inside the screen and every box that clips them,
 * and not under anything (a tap at their top, middle and bottom lands on them).
 */
const ITEMS_IN_VIEW = `[...document.querySelectorAll('dialog[data-estimator] input[data-estimate-item]')].filter((input) => {
  const label = input.closest('label');
  const box = label.getBoundingClientRect();
  let top = 0;
  let bottom = innerHeight;
  for (let el = label.parentElement; el; el = el.parentElement) {
    if (getComputedStyle(el).overflowY === 'visible') continue;
    const clip = el.getBoundingClientRect();
    top = Math.max(top, clip.top);
    bottom = Math.min(bottom, clip.bottom);
  }
  const x = box.left + box.width / 2;
  return box.height > 0 && box.top >= top - 0.5 && box.bottom <= bottom + 0.5
    && [box.top + 2, (box.top + box.bottom) / 2, box.bottom - 2].every((y) => label.contains(document.elementFromPoint(x, y)));
}).length`;

/** Whether the whole of an element is on screen and a tap at its centre reaches it. */
const wholeOnScreen = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return (
      box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && !!hit && el.contains(hit)
    );
  });

/** The guest's view of the sheet at one step: at least two checklist items and Book Now, whole. */
async function fits(page: Page, step: string, size: { width: number; height: number }) {
  const where = `${size.width} × ${size.height}, ${step}`;
  const items = (await page.evaluate(ITEMS_IN_VIEW)) as number;
  assert.ok(items >= 2, `${where}: ${items} checklist item(s) in view`);
  assert.ok(
    await wholeOnScreen(panel(page).getByRole('button', { name: words.bookNow })),
    `${where}: Book Now is not whole on screen`,
  );
}

/** Scrolls a checklist item, with what is shown under it, to the top of the list's window, as a guest reading it would. */
const scrollToItem = (page: Page, title: string) =>
  item(page, title).evaluate((el) => el.closest('li')!.scrollIntoView({ block: 'start' }));

phones(
  'should show two checklist items and Book Now at every step, with − 44 px fields + that show their digits, at 320, 360 and 390 px',
  async () => {
    for (const size of [SMALL, { width: 360, height: 640 }, PHONE]) {
      const page = await openEstimator(size);
      await page.waitForFunction(() => document.getAnimations().length === 0); // it slides up
      await fits(page, 'opened', size);

      for (const who of [words.adults, words.kids]) {
        const group = counter(page, who);
        const [minus, input, plus] = await Promise.all([
          group.getByRole('button', { name: words.decrease.replace('{who}', who) }).boundingBox(),
          group.getByRole('spinbutton').boundingBox(),
          group.getByRole('button', { name: words.increase.replace('{who}', who) }).boundingBox(),
        ]);
        assert.ok(input!.width >= 44, `${size.width} px: the ${who} field is ${input!.width} px wide`);
        assert.ok(
          minus!.x + minus!.width <= input!.x &&
            input!.x + input!.width <= plus!.x &&
            plus!.x + plus!.width <= size.width,
          `${who}: − field + side by side`,
        );
      }
      await type(page, words.adults, '150');
      const adults = counter(page, words.adults).getByRole('spinbutton');
      assert.ok(await adults.evaluate((el) => el.scrollWidth <= el.clientWidth), 'all three digits show');
      await type(page, words.adults, '0');

      // Its rules open under it: the window holds it and the next item once the guest scrolls to it.
      await item(page, 'Corporate Package').check();
      await scrollToItem(page, 'Corporate Package');
      await fits(page, 'one choice', size);
      await type(page, words.adults, '4');
      await panel(page).locator('[data-estimate-warning]').waitFor();
      await scrollToItem(page, 'Corporate Package');
      await fits(page, 'a warning shown', size);
      for (const title of ['Party Package 1', 'Magic Show', 'Popcorn']) await item(page, title).check();
      await fits(page, 'several choices', size);
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        'nothing scrolls sideways',
      );
      await page.close();
    }
  },
);

phones("should give the checklist most of the desktop panel's height at 1280 × 800", async () => {
  const page = await openEstimator({ width: 1280, height: 800 });
  await type(page, words.adults, '4');
  await item(page, 'Corporate Package').check();
  await panel(page).locator('[data-estimate-warning]').waitFor();
  await scrollToItem(page, 'Corporate Package');
  const [window, whole] = await item(page, 'Corporate Package').evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
    return [box!.clientHeight, el.closest('dialog')!.clientHeight];
  });
  assert.ok(window >= whole * 0.6, `the checklist scrolls in ${window} px of the panel's ${whole} px`);
  const items = (await page.evaluate(ITEMS_IN_VIEW)) as number;
  assert.ok(items >= 3, `${items} checklist item(s) in view with a package's rules and warning`);
  assert.ok(await wholeOnScreen(panel(page).getByRole('button', { name: words.bookNow })));
  await page.close();
});

phones(
  'should open with focus on its heading, not in a field, on /packages, the Dashboard view and the hub; focus back on the opener',
  async () => {
    const notInAField = (page: Page) =>
      page.evaluate(() => !document.activeElement?.matches('input, textarea, select'));
    // /packages
    let page = await openEstimator(PHONE);
    assert.ok(await heading(page).evaluate((el) => el === document.activeElement), '/packages: focus on the heading');
    assert.ok(await notInAField(page));
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    assert.ok(
      await launcher(page).evaluate((el) => el === document.activeElement),
      '/packages: focus back on the button',
    );
    await page.close();
    // The Dashboard view on a phone, and the hub, open it from their Event Estimator button.
    for (const open of [
      async () => {
        const view = await visit('/dashboard', PHONE);
        await view.locator('[data-island="dashboard"][data-hydrated]').waitFor({ state: 'attached' });
        return view;
      },
      () => visitHub('/', PHONE),
    ]) {
      page = await open();
      const button = page.getByRole('button', { name: hub.dashboard.estimator });
      await button.click();
      await panel(page).waitFor();
      const where = page.url().startsWith(HUB) ? 'the hub' : '/dashboard';
      assert.ok(await heading(page).evaluate((el) => el === document.activeElement), `${where}: focus on the heading`);
      assert.ok(await notInAField(page), where);
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      assert.ok(await button.evaluate((el) => el === document.activeElement), `${where}: focus back on the button`);
      await page.close();
    }
  },
);

phones(
  'should ask for the number of guests, not show or share ₹0, while a chosen per-person package has none',
  async () => {
    for (const [size, colorScheme] of [
      [SMALL, 'light'],
      [PHONE, 'dark'],
    ] as const) {
      const page = await openEstimator({ ...size, colorScheme });
      await item(page, 'Corporate Package').check();
      const foot = panel(page).getByText(words.needGuests);
      assert.ok(await foot.isVisible(), 'it says what is missing where the totals go');
      assert.is(await panel(page).getByText('₹0', { exact: true }).count(), 0, 'no ₹0 subtotal or total');
      assert.is(await panel(page).locator('[data-estimate-total]').count(), 0);
      await checkA11y(page);

      await panel(page).getByRole('button', { name: words.bookNow }).click();
      const adults = counter(page, words.adults).getByRole('spinbutton');
      assert.ok(
        await adults.evaluate((el) => el === document.activeElement),
        'Book Now takes the guest to the Adults field',
      );
      assert.not.ok(await page.getByRole('dialog', { name: words.share.title }).isVisible(), 'no ₹0 estimate to share');
      await page.keyboard.type('10');
      await foot.waitFor({ state: 'detached' });
      assert.is(await amount(page, 'subtotal'), '₹14,990');
      await panel(page).getByRole('button', { name: words.bookNow }).click();
      const text = page.getByRole('dialog', { name: words.share.title }).locator('[data-estimate-text]');
      assert.match((await text.textContent())!, '\n- Corporate Package: ₹14,990\n');
      await page.close();
    }
  },
);

phones('should preview the whole estimate, its total always in view, and say when GST is not included', async () => {
  const noGst = words.estimateText.gstExcluded.replace('{gstPercent}', String(packages.rates.gstPercent));
  for (const size of [SMALL, PHONE]) {
    const page = await openEstimator(size);
    await type(page, words.adults, '10');
    await type(page, words.kids, '10');
    for (const title of ['Party Package 1', 'Magic Show', 'Hoopla', 'Photography', 'Popcorn', 'Cotton Candy'])
      await item(page, title).check();
    await panel(page).getByRole('checkbox', { name: words.includeGst }).uncheck();
    await panel(page).getByRole('button', { name: words.bookNow }).click();
    const preview = page.getByRole('dialog', { name: words.share.title }).locator('[data-estimate-text]');
    await preview.waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // The last line, as drawn: inside the preview's window and the screen, and not covered.
    const total = await preview.evaluate((pre, label) => {
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.lastIndexOf(`${label}:`);
        if (at >= 0) range.setStart(node, at);
      }
      range.setEnd(pre, pre.childNodes.length);
      const line = range.getBoundingClientRect();
      const box = pre.getBoundingClientRect();
      const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
      return {
        text: range.toString(),
        inside: line.top >= box.top && line.bottom <= box.bottom && line.bottom <= innerHeight && line.top >= 0,
        hit: !!hit && pre.contains(hit),
      };
    }, words.total);
    assert.is(total.text, `${words.total}: ₹35,300`);
    assert.ok(
      total.inside && total.hit,
      `${size.width} × ${size.height}: the total line is cut or covered (${JSON.stringify(total)})`,
    );
    const lines = (await preview.textContent())!.split('\n');
    assert.equal(lines.slice(-3), [`${words.subtotal}: ₹35,300`, noGst, `${words.total}: ₹35,300`]);
    await page.close();
  }
});

phones("should take the Empty Cart toast off the sheet's head once something is chosen", async () => {
  for (const size of [SMALL, PHONE]) {
    const page = await openEstimator(size);
    await panel(page).getByRole('button', { name: words.bookNow }).click();
    assert.is((await seenToast(page)).title, 'Empty Cart');
    await item(page, 'Hoopla').check();
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 2000 }); // it would stay 5 s
    assert.ok(await wholeOnScreen(panel(page).getByRole('button', { name: words.close })), 'the close button is clear');
    assert.ok(await wholeOnScreen(heading(page)), 'the title is clear');
    await page.close();
  }
});

phones(
  "should keep the sheet's title and close button in place when an item is brought into view (320 × 568)",
  async () => {
    const page = await openEstimator(SMALL);
    // As find-in-page or a screen reader's cursor does: every box that can scroll does. Only the list may, never the sheet under its title.
    await panel(page)
      .locator('input[data-estimate-item]')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    assert.is(await panel(page).evaluate((sheet) => sheet.scrollTop), 0, 'the sheet itself scrolled');
    assert.ok(
      await wholeOnScreen(panel(page).getByRole('button', { name: words.close })),
      'the close button is not whole on screen',
    );
    await page.close();
  },
);

phones.run();

const demo = suite('packages: Book this package');

demo('should show the Booking Initiated! demo toast, sending nothing', async () => {
  const page = await visit('/packages');
  const sent: string[] = [];
  // Pictures may still load below the fold; what must not happen is a request that sends something.
  page.on(
    'request',
    (r) => (r.method() !== 'GET' || !r.url().startsWith(SITE)) && sent.push(`${r.method()} ${r.url()}`),
  );
  await page.getByRole('button', { name: 'Book this package: Corporate Package' }).click();
  assert.equal(await seenToast(page), packages.labels.bookToast);
  assert.is(packages.labels.bookToast.title, 'Booking Initiated!');
  assert.equal(sent, [], 'nothing was sent');
  await page.close();
});

demo.run();
