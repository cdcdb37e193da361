import './setup-dom.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initDietFilters } from '../../site/client/diet-filter.ts';
import MenuPage from '../../site/pages/menu-page.tsx';
import { sampleCatalog } from '../sample-catalog.ts';

// The filter's script on the real menu markup; tests/e2e/menu-diet.test.ts drives it in Chromium.

const filter = suite('diet filter script');

/** The notes the script put under the categories' headings: cards with a Clear filter button. */
const allNotes = () => [...document.querySelectorAll<HTMLElement>('.head + .card')].filter((card) => card.querySelector('button[form]'));

/** The sample menu page at `address`, its filter armed as the page would. */
async function mount(address: string) {
  history.replaceState(null, '', address);
  document.body.innerHTML = renderToStaticMarkup(<MenuPage catalog={await sampleCatalog()} path="/menu" />);
  initDietFilters(document);
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[data-diet]')].filter((li) => !li.hidden).map((li) => li.querySelector('.name')?.firstChild?.textContent);
  const box = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
  const status = () => document.querySelector('[role="status"]')!.textContent;
  const notes = () =>
    allNotes()
      .filter((n) => !n.hidden)
      .map((n) => n.querySelector('p')?.textContent);
  const tick = (value: string, on = true) => {
    box(value).checked = on;
    box(value).dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { shown, box, status, notes, tick };
}

filter('should read the address, show only dishes with every chosen tag, and count them', async () => {
  const { shown, box, status, notes } = await mount('/menu?diet=gluten-free,vegan');
  assert.ok(box('vegan').checked && box('gluten-free').checked);
  assert.not.ok(box('veg').checked);
  assert.equal(shown(), ['Peri Peri Fries', 'Thai Green Curry & Jasmine Rice', 'Iced Americano', 'Tender Coconut Panna Cotta']);
  assert.is(status(), '4 of 39 dishes');
  assert.equal(notes(), ['Nothing in Hot Coffee is marked Vegan + Gluten-free.', 'Nothing in Shakes is marked Vegan + Gluten-free.']);
  assert.is(location.search, '?diet=gluten-free,vegan', 'opening changes nothing in the address');
});

filter('should write each change into the address, in place, with the other parameters kept', async () => {
  const { shown, status, tick } = await mount('/menu?ref=qr');
  assert.is(shown().length, 39);
  assert.is(status(), '');
  const entries = history.length;
  tick('jain');
  assert.is(location.search, '?ref=qr&diet=jain');
  tick('spicy');
  assert.is(location.search, '?ref=qr&diet=jain,spicy');
  assert.equal(shown(), []);
  assert.is(status(), '0 of 39 dishes');
  tick('jain', false);
  tick('spicy', false);
  assert.is(location.search, '?ref=qr');
  assert.is(history.length, entries, 'replaced, not pushed');
});

filter('should hide a list left empty, and clear everything from a note, focus on the first choice', async () => {
  const { shown, status, notes, tick, box } = await mount('/menu');
  tick('non-veg');
  const cards = [...document.querySelectorAll<HTMLElement>('section.card')];
  assert.equal(
    cards.map((c) => c.hidden),
    [true, false, true, false],
    'the veg lists go, the non-veg lists stay',
  );
  assert.is(notes().length, 4, 'the coffees, shakes and desserts have no non-veg dish (the brownie is egg, not non-veg)');
  const clear = allNotes()
    .find((note) => !note.hidden)!
    .querySelector('button')!;
  assert.is(clear.textContent, 'Clear filter');
  assert.is(clear.getAttribute('form'), 'menu-diet');
  document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  assert.not.ok(box('non-veg').checked);
  assert.is(shown().length, 39);
  assert.is(status(), '');
  assert.equal(notes(), []);
  assert.ok(cards.every((c) => !c.hidden));
  assert.is(document.activeElement, box('veg'));
  assert.is(location.search, '');
});

filter('should arm once, however often a view is armed, and add no note until one is needed', async () => {
  const { tick, notes } = await mount('/menu');
  assert.is(allNotes().length, 0, 'the page as it came, for a view switched in to match');
  tick('jain');
  tick('spicy');
  initDietFilters(document);
  assert.is(notes().length, 6);
  assert.is(allNotes().length, 6, 'one note a category');
});

filter.run();
