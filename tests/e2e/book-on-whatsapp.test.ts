import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import forms from '../fixtures/catalog/forms.json' with { type: 'json' };
import packages from '../fixtures/catalog/packages.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { assertNever, checkA11y, newPage, pageErrors, SITE, type PageOptions } from './harness.ts';

// Issue 25 part 4: bookings reach the café on WhatsApp. The tests run offline (other hosts are
// blocked), so what is checked is the address the browser was sent to: wa.me, the café's number
// and the text the guest would send.

const CAFE = `https://wa.me/${site.whatsapp}`;
const booking = forms.reservation;
const details = packages.estimator.share;
const sendOnWhatsApp = (scope: Locator | Page) =>
  scope.getByRole('button', { name: new RegExp(`^${booking.whatsapp.button}`) });

/** The browser's clock: a Tuesday afternoon, so the Saturday booked is ahead and within opening hours. */
const NOW = new Date('2026-03-10T15:00:00');
const bookingPage = async (path: string, options: PageOptions = {}) => {
  const page = await newPage(options);
  await page.clock.setFixedTime(NOW);
  await page.goto(SITE + path, { waitUntil: 'load' });
  return page;
};

/** Every request this browser context makes to wa.me (a tab opened by the page included), as it makes it. */
function waMeRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => request.url().startsWith('https://wa.me/') && seen.push(request));
  return seen;
}

/** The next wa.me address the page opens (in a new tab), as the browser asked for it. */
const nextWaMe = (page: Page) =>
  page.context().waitForEvent('request', { predicate: (r) => r.url().startsWith('https://wa.me/'), timeout: 5000 });

/** A wa.me address taken apart: the chat it opens and the message written in. */
const chat = (url: string) => {
  const parsed = new URL(url);
  return { to: `${parsed.origin}${parsed.pathname}`, text: parsed.searchParams.get('text') };
};

const fill = async (form: Locator, { time = '19:30', requests = 'A high chair, please' } = {}) => {
  await form.getByLabel(booking.fullName.label).fill('Asha Rao');
  await form.getByLabel(booking.phone.label).fill('+91 98450 00000');
  await form.getByLabel(booking.guests.label).fill('4');
  await form.locator('input[type=date]').fill('2026-03-14');
  await form.locator('input[type=time]').fill(time);
  await form.getByLabel(booking.specialRequests.label).fill(requests);
  await form.locator('input[type=date][min]').waitFor({ timeout: 5000 }); // its checks have arrived
};

/** The message forms.json's template makes of what fill() typed: the date and time as the site's locale (en-IN) writes them. */
const expectedMessage = (requests: string) =>
  booking.whatsapp.message
    .replace('{name}', 'Asha Rao')
    .replace('{phone}', '+91 98450 00000')
    .replace('{date}', 'Saturday, 14 March 2026')
    .replace('{time}', '7:30 pm')
    .replace('{guests}', '4')
    .split('\n')
    .filter((line) => requests || !line.includes('{requests}'))
    .join('\n')
    .replace('{requests}', requests);

const reservation = suite('book on WhatsApp: the reservation form');

reservation(
  'should open a WhatsApp chat with the café, the filled-in booking written in, and keep the form as it was',
  async () => {
    for (const [width, colorScheme] of [
      [1280, 'light'],
      [390, 'dark'],
    ] as const) {
      const page = await bookingPage('/reservations', { width, colorScheme });
      const form = page.locator('main form').first();
      await fill(form);
      const opened = nextWaMe(page);
      const tab = page.context().waitForEvent('page');
      await sendOnWhatsApp(form).click();
      const sent = chat((await opened).url());
      assert.is(sent.to, CAFE);
      assert.is(sent.text, expectedMessage('A high chair, please'));
      assert.is(
        sent.text,
        [
          "Hello The Clay Table! I'd like to book a table.",
          'Name: Asha Rao',
          'Phone: +91 98450 00000',
          'Date: Saturday, 14 March 2026',
          'Time: 7:30 pm',
          'Guests: 4',
          'Special requests: A high chair, please',
        ].join('\n'),
        'the sample template, read as the café reads it',
      );
      assert.ok((await tab) !== page, 'in a new tab: the guest keeps the site');
      assert.is(page.url(), `${SITE}/reservations`);
      assert.is(await page.locator('#toaster .toast').count(), 0, 'no demo toast: this one is real');
      assert.is(
        await form.getByLabel(booking.fullName.label).inputValue(),
        'Asha Rao',
        'the form keeps what was typed',
      );
      await checkA11y(page);
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  },
);

reservation('should leave out the special requests line when there are none', async () => {
  const page = await bookingPage('/reservations');
  const form = page.locator('main form').first();
  await fill(form, { requests: '' });
  const opened = nextWaMe(page);
  await sendOnWhatsApp(form).click();
  const { text } = chat((await opened).url());
  assert.is(text, expectedMessage(''));
  assert.not.match(text!, booking.specialRequests.label);
  await page.close();
});

reservation(
  "should open nothing for an empty form, and show the browser's required-field bubble as Reserve Now does",
  async () => {
    const page = await bookingPage('/reservations');
    const requests = waMeRequests(page.context());
    const form = page.locator('main form').first();
    await form.getByLabel(booking.fullName.label).focus(); // its checks have arrived, as for a guest who starts typing
    await form.locator('input[type=date][min]').waitFor({ timeout: 5000 });
    await page.locator('body').focus();
    await sendOnWhatsApp(form).click();
    await assertNever(
      async () => requests.length > 0 || (await page.locator('#toaster .toast').count()) > 0,
      'an empty booking was sent',
    );
    const refused = await form.getByLabel(booking.fullName.label).evaluate((field: HTMLInputElement) => ({
      focused: field === document.activeElement,
      missing: field.validity.valueMissing,
      bubble: field.validationMessage,
    }));
    assert.ok(refused.focused, 'the browser took the guest to the first empty field');
    assert.ok(refused.missing && refused.bubble.length > 0, `the browser says why: "${refused.bubble}"`);
    assert.is(page.context().pages().length, 1, 'no tab opened');
    await page.close();
  },
);

reservation('should still refuse a time the café is closed, saying why, and open nothing', async () => {
  const page = await bookingPage('/reservations');
  const requests = waMeRequests(page.context());
  const form = page.locator('main form').first();
  await fill(form, { time: '09:30' });
  await sendOnWhatsApp(form).click();
  await assertNever(async () => requests.length > 0, 'a booking outside opening hours was sent');
  const refused = await page.evaluate(() => (document.activeElement as HTMLInputElement).validationMessage);
  assert.is(refused, booking.time.outsideHours.replace('{hours}', '11:00 AM – 10:00 PM'));
  // Fixed, it goes.
  await form.locator('input[type=time]').fill('19:30');
  const opened = nextWaMe(page);
  await sendOnWhatsApp(form).click();
  assert.is(chat((await opened).url()).text, expectedMessage('A high chair, please'));
  await page.close();
});

reservation("should work in the home page's reservations section, which arrives after the page", async () => {
  const page = await bookingPage('/#reservations');
  const form = page.locator('#reservations form');
  await form.waitFor();
  await fill(form);
  const opened = nextWaMe(page);
  await sendOnWhatsApp(form).click();
  const sent = chat((await opened).url());
  assert.is(sent.to, CAFE);
  assert.is(sent.text, expectedMessage('A high chair, please'));
  await checkA11y(page, '#reservations');
  await page.close();
});

const elsewhere = suite('book on WhatsApp: packages and the estimator');

elsewhere(
  "should write to the café from a package's card, naming the package, and keep Book this package's demo toast",
  async () => {
    for (const width of [1280, 390]) {
      const page = await bookingPage('/packages', { width });
      const main = page.locator('main');
      await main.getByRole('tab', { name: 'XQ Party' }).click();
      const card = main.getByRole('tabpanel').getByRole('article', { name: 'Party Package 2' });
      const link = card.getByRole('link', { name: packages.labels.whatsappLabel.replace('{name}', 'Party Package 2') });
      assert.ok(await link.isVisible());
      assert.is(await link.innerText(), packages.labels.whatsappButton);
      const opened = nextWaMe(page);
      await link.click();
      const sent = chat((await opened).url());
      assert.is(sent.to, CAFE);
      assert.is(sent.text, packages.labels.whatsappMessage.replace('{name}', 'Party Package 2'));
      assert.is(sent.text, "Hello The Clay Table! I'd like to book the Party Package 2. Which dates do you have free?");
      assert.is(page.url(), `${SITE}/packages`, 'in a new tab');

      await card.getByRole('button', { name: 'Book this package: Party Package 2' }).click();
      await page.locator('#toaster .toast').getByText(packages.labels.bookToast.title).waitFor();
      await checkA11y(page);
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  },
);

elsewhere(
  "should send the estimate to the café's number from the share dialog, beside the spec's WhatsApp, Email and Copy",
  async () => {
    for (const width of [1280, 390]) {
      const page = await bookingPage('/packages', { width, height: 844 });
      await page.getByRole('button', { name: packages.estimator.openButton }).click();
      const panel = page.getByRole('dialog', { name: packages.estimator.title });
      await panel.getByRole('group', { name: 'Adults' }).getByRole('spinbutton').fill('10');
      await panel.getByRole('group', { name: 'Kids' }).getByRole('spinbutton').fill('10');
      await panel.getByRole('checkbox', { name: /^Party Package 1/ }).check();
      await panel.getByRole('button', { name: packages.estimator.bookNow }).click();
      const dialog = page.getByRole('dialog', { name: packages.estimator.share.title });
      await dialog.waitFor();
      const estimate = [
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
      assert.is(await dialog.locator('[data-estimate-text]').textContent(), estimate);
      // The café first (what it needs, then its button), then the spec's three as they were (a screen reader also hears which open a new tab).
      const cafe = dialog.getByRole('form', { name: details.detailsIntro });
      const toCafe = cafe.getByRole('button', { name: new RegExp(`^${packages.estimator.share.toCafe}`) });
      assert.ok(await toCafe.isVisible());
      const choices = await dialog.locator('.actions > *').allInnerTexts();
      assert.equal(
        choices.map((text) => text.split('\n')[0]),
        ['WhatsApp', 'Email', 'Copy'],
      );
      assert.is(
        await dialog.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href'),
        `https://wa.me/?text=${encodeURIComponent(estimate)}`,
      );

      // Nothing is sent without the name, the day and the time: each field says what it needs.
      const sentEarly = waMeRequests(page.context());
      await toCafe.click();
      assert.equal(await cafe.locator('[data-problem]').allInnerTexts(), [
        details.nameMissing,
        details.dateMissing,
        details.timeMissing,
      ]);
      assert.ok(
        await cafe.getByLabel(details.nameLabel).evaluate((el) => el === document.activeElement),
        'the first field to fill has the focus',
      );
      assert.is(await cafe.getByLabel(details.nameLabel).getAttribute('aria-invalid'), 'true');
      await cafe.getByLabel(details.nameLabel).fill('Asha Rao');
      await cafe.getByLabel(details.dateLabel).fill('2026-03-09');
      await toCafe.click();
      assert.equal(await cafe.locator('[data-problem]').allInnerTexts(), [details.datePast, details.timeMissing]);
      assert.ok(
        await cafe.getByLabel(details.dateLabel).evaluate((el) => el === document.activeElement),
        'the date has the focus',
      );
      assert.equal(sentEarly, [], 'nothing went to WhatsApp');

      await cafe.getByLabel(details.dateLabel).fill('2026-03-14');
      await cafe.getByLabel(details.timeLabel).fill('19:30');
      const opened = nextWaMe(page);
      await toCafe.click();
      const sent = chat((await opened).url());
      assert.is(sent.to, CAFE);
      assert.is(
        sent.text,
        `Hello The Clay Table! I'd like to book this event.\nName: Asha Rao\nDate: Saturday, 14 March 2026\nTime: 7:30 pm\n\n${estimate}`,
      );
      assert.is(
        sent.text,
        packages.estimator.share.toCafeMessage
          .replace('{name}', 'Asha Rao')
          .replace('{date}', 'Saturday, 14 March 2026')
          .replace('{time}', '7:30 pm')
          .replace('{estimate}', estimate),
      );
      assert.ok(await dialog.isVisible(), 'the dialog stays, for another way to share');
      await checkA11y(page);
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  },
);

reservation.run();
elsewhere.run();
