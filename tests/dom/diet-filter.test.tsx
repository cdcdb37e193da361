import './setup-dom.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initDietFilters } from '../../site/client/init-diet-filters.ts';
import { initTabs } from '../../site/client/init-tabs.ts';
import MenuPage from '../../site/pages/menu-page.tsx';
import { sampleCatalog } from '../sample-catalog.ts';

// The filter's script on the real menu markup; tests/e2e/menu-diet.test.ts drives it in Chromium.

const filter = suite('diet filter script');

// The tabs switch as on the page (the filter shows a tab by its click).
initTabs();

/** Each tab's name as it is read out, and which one is open. */
const tabNames = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
const openTab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const openPanelDishes = () =>
  [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden]) [data-diet]')]
    .filter((li) => !li.hidden)
    .map((li) => li.querySelector('.name')?.firstChild?.textContent);

/** The notes the script put under the categories' headings: cards with a Clear filter button. */
const allNotes = () =>
  [...document.querySelectorAll<HTMLElement>('.head + .card')].filter((card) => card.querySelector('button[form]'));

/** The sample menu page at `address`, its filter armed as the page would. */
async function mount(address: string, { keep = false } = {}) {
  // Each test starts a visit of its own, but for the one that comes back to the menu.
  if (!keep) sessionStorage.clear();
  history.replaceState(null, '', address);
  document.body.innerHTML = renderToStaticMarkup(<MenuPage catalog={await sampleCatalog()} path="/menu" />);
  initDietFilters(document);
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[data-diet]')]
      .filter((li) => !li.hidden)
      .map((li) => li.querySelector('.name')?.firstChild?.textContent);
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
  assert.equal(shown(), [
    'Peri Peri Fries',
    'Thai Green Curry & Jasmine Rice',
    'Iced Americano',
    'Tender Coconut Panna Cotta',
  ]);
  assert.is(status(), '4 of 39 dishes');
  assert.equal(notes(), [
    'Nothing in Hot Coffee is marked Vegan + Gluten-free.',
    'Nothing in Shakes is marked Vegan + Gluten-free.',
  ]);
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
  assert.is(
    notes().length,
    4,
    'the coffees, shakes and desserts have no non-veg dish (the brownie is egg, not non-veg)',
  );
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

filter('should open ?diet=jain on the first tab with a Jain dish, each tab saying how many it has', async () => {
  const { status, notes } = await mount('/menu?diet=jain');
  assert.is(status(), '10 of 39 dishes');
  assert.equal(tabNames(), [
    'Appetizers (0)',
    'Main Course (0)',
    'Hot Coffee (4)',
    'Cold Coffee (3)',
    'Shakes (3)',
    'Desserts (0)',
  ]);
  assert.is(openTab(), 'Hot Coffee (4)');
  assert.equal(openPanelDishes(), ['Filter Kaapi', 'Cappuccino', 'Café Mocha', 'Hazelnut Latte']);
  assert.ok(notes().includes('Nothing in Appetizers is marked Jain.'), 'an empty tab, opened, still says so');
});

filter(
  'should show any ticked kind of diet (Veg + Egg), and every ticked condition (Gluten-free + Spicy)',
  async () => {
    const { shown, status, tick, box } = await mount('/menu');
    assert.equal(
      tabNames(),
      ['Appetizers', 'Main Course', 'Hot Coffee', 'Cold Coffee', 'Shakes', 'Desserts'],
      'no counts before a choice',
    );
    tick('veg');
    tick('egg');
    assert.is(status(), '27 of 39 dishes');
    assert.ok(
      shown().includes('Sizzling Brownie with Ice Cream') &&
        shown().includes('Egg Curry & Malabar Parotta') &&
        shown().includes('Paneer Tikka'),
    );
    assert.not.ok(shown().includes('Chicken 65'));
    assert.equal(tabNames(), [
      'Appetizers (4)',
      'Main Course (10)',
      'Hot Coffee (4)',
      'Cold Coffee (3)',
      'Shakes (3)',
      'Desserts (3)',
    ]);
    tick('egg', false);
    tick('veg', false);
    tick('gluten-free');
    tick('spicy');
    assert.equal(shown(), [
      'Peri Peri Fries',
      'Veg Dum Biryani',
      'Thai Green Curry & Jasmine Rice',
      'Chicken Dum Biryani',
      'Mangalorean Chicken Ghee Roast & Neer Dosa',
      'Kerala Fish Curry & Rice',
      'Thai Red Curry Chicken & Rice',
    ]);
    // Shown on Appetizers, which has one: it stays. Adding Jain empties it: the first tab with dishes
    // would open, but none has any, so it stays, saying so.
    assert.is(openTab(), 'Appetizers (1)');
    box('jain').focus();
    tick('jain');
    assert.is(status(), '0 of 39 dishes');
    assert.is(openTab(), 'Appetizers (0)');
    tick('spicy', false);
    assert.is(openTab(), 'Hot Coffee (4)', 'an emptied tab gives way to the first with dishes');
    assert.is(document.activeElement, box('jain'), 'the focus stays on the box ticked');
  },
);

filter('should keep the choice for the visit: a plain /menu opens with it, in its address, until cleared', async () => {
  const first = await mount('/menu');
  first.tick('vegan');
  first.tick('gluten-free');
  assert.is(location.search, '?diet=vegan,gluten-free');
  // The guest leaves the menu (a phone's tab) and comes back by its tab: /menu, nothing in the address.
  const back = await mount('/menu', { keep: true });
  assert.ok(back.box('vegan').checked && back.box('gluten-free').checked);
  assert.is(back.status(), '4 of 39 dishes');
  assert.is(location.search, '?diet=vegan,gluten-free', 'the address says it again');
  // An address that names a choice wins over the one kept.
  const shared = await mount('/menu?diet=jain', { keep: true });
  assert.ok(shared.box('jain').checked);
  assert.not.ok(shared.box('vegan').checked);
  // Clear filter: a plain /menu is the whole menu again.
  document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const cleared = await mount('/menu', { keep: true });
  assert.is(cleared.shown().length, 39);
  assert.is(location.search, '');
});

filter.run();
