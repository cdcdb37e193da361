import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { checkA11y, pageErrors, visit } from './harness.ts';

const toasts = (page: Page) => page.locator('#toaster .toast');
const form = (page: Page) => page.locator('main form').first();

const reservation = suite('reservation form');

reservation('should let the browser block an empty submission: no toast', async () => {
  const page = await visit('/reservations');
  await form(page).getByRole('button', { name: 'Reserve Now' }).click();
  await page.waitForTimeout(300);
  assert.is(await toasts(page).count(), 0);
  assert.is(await page.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing), true);
  await page.close();
});

reservation('should refuse zero guests', async () => {
  const page = await visit('/reservations');
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Phone Number').fill('+91 98450 00000');
  await form(page).locator('input[type=date]').fill('2025-10-18');
  await form(page).locator('input[type=time]').fill('19:30');
  await page.getByLabel('Guests').fill('0');
  await form(page).getByRole('button', { name: 'Reserve Now' }).click();
  await page.waitForTimeout(300);
  assert.is(await toasts(page).count(), 0);
  await page.close();
});

reservation('should show the demo toast for a filled form, then hide it after about five seconds', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/reservations', { colorScheme });
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Phone Number').fill('+91 98450 00000');
    await form(page).locator('input[type=date]').fill('2025-10-18');
    await form(page).locator('input[type=time]').fill('19:30');
    await page.getByLabel('Guests').fill('4');
    await form(page).getByRole('button', { name: 'Reserve Now' }).click();
    const toast = toasts(page);
    await toast.waitFor();
    assert.ok((await toast.textContent())!.includes('Reservation Submitted!'));
    assert.match((await toast.textContent())!, /demo/i);
    assert.is(await page.getByLabel('Full Name').inputValue(), '', 'form cleared');
    await checkA11y(page);
    await toast.waitFor({ state: 'detached', timeout: 7000 });
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

reservation('should work on the home page section too', async () => {
  const page = await visit('/#reservations'); // the section arrives after the page (SPEC §2.2)
  const section = page.locator('#reservations form');
  await section.getByLabel('Full Name').fill('Kabir');
  await section.getByLabel('Phone Number').fill('9845000000');
  await section.locator('input[type=date]').fill('2025-11-01');
  await section.locator('input[type=time]').fill('13:00');
  await section.getByLabel('Guests').fill('2');
  await section.getByRole('button', { name: 'Reserve Now' }).click();
  await toasts(page).waitFor();
  assert.ok((await toasts(page).textContent())!.includes('Reservation Submitted!'));
  await page.close();
});

const collaborate = suite('collaborate form');

collaborate('should require every field and a valid email, then show its demo toast', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/collaborate', { colorScheme });
    const submit = form(page).getByRole('button', { name: 'Send Request' });
    await submit.click();
    await page.waitForTimeout(300);
    assert.is(await toasts(page).count(), 0, 'empty form blocked');
    await page.getByLabel('Name or Company').fill('Indigo Studio');
    await form(page).getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Your Idea' }).fill('A block-printing night with our textile artists.');
    await submit.click();
    await page.waitForTimeout(300);
    assert.is(await toasts(page).count(), 0, 'invalid email blocked');
    await form(page).getByLabel('Email').fill('hello@indigo.example');
    await submit.click();
    await toasts(page).waitFor();
    assert.ok((await toasts(page).textContent())!.includes('Collaboration Request Sent!'));
    await checkA11y(page);
    await page.close();
  }
});

const newsletter = suite('newsletter and toasts');

newsletter('should require an email in the footer "Stay Updated" form and show one toast at a time', async () => {
  const page = await visit('/collaborate');
  const footerForm = page.locator('footer form');
  await footerForm.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForTimeout(300);
  assert.is(await toasts(page).count(), 0, 'empty email blocked');
  await footerForm.getByLabel('Email address').fill('guest@example.com');
  await footerForm.getByRole('button', { name: 'Subscribe' }).click();
  await toasts(page).waitFor();
  assert.ok((await toasts(page).textContent())!.includes("Newsletter signup isn't live yet"));

  await page.getByLabel('Name or Company').fill('Asha');
  await form(page).getByLabel('Email').fill('asha@example.com');
  await page.getByRole('textbox', { name: 'Your Idea' }).fill('Zine workshop');
  await form(page).getByRole('button', { name: 'Send Request' }).click();
  await page.getByText('Collaboration Request Sent!').waitFor();
  assert.is(await toasts(page).count(), 1, 'the new toast replaced the old one');
  await page.close();
});

const contact = suite('contact page');

contact('should offer phone, email, the reservation form, a titled lazy map and four socials, accessible in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/contact', { colorScheme });
    const main = page.locator('main');
    assert.is(await main.getByRole('link', { name: '+91 98450 12345' }).getAttribute('href'), 'tel:+919845012345');
    assert.is(await main.getByRole('link', { name: 'hello@theclaytable.in' }).getAttribute('href'), 'mailto:hello@theclaytable.in');
    assert.is(await main.getByRole('link', { name: /Open the reservation form/ }).getAttribute('href'), 'https://forms.theclaytable.in/reserve');
    const map = main.locator('iframe');
    assert.is(await map.getAttribute('title'), 'Map showing The Clay Table on 12th Main Road, Indiranagar');
    assert.is(await map.getAttribute('loading'), 'lazy');
    assert.is(await main.getByRole('link', { name: /^The Clay Table on / }).count(), 4);
    assert.ok(await main.getByText('Open daily 11:00 AM – 10:00 PM').isVisible());
    const chat = main.getByRole('link', { name: /^Chat with us on WhatsApp/ });
    assert.is(await chat.getAttribute('href'), 'https://wa.me/919845012345');
    assert.is(await chat.getAttribute('target'), '_blank');
    assert.is(await page.locator('footer').getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href'), 'https://wa.me/919845012345');
    await checkA11y(page);
    await page.close();
  }
});

reservation.run();
collaborate.run();
newsletter.run();
contact.run();
