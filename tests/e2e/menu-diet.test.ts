import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import menuJson from '../fixtures/catalog/menu.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { dishDiet, matchesDiet } from '../../site/core/lib/diet-tags.ts';
import { type DietTag, dishLists, type MenuCatalog } from '../../site/core/catalog/menu.ts';
import { checkA11y, pageErrors, SITE, visit } from './harness.ts';

/**
 * "What can I eat?" (issue 25, part 2): diet chips above the menu that combine, kept in the
 * address, with an empty result that says so. With scripts off, the same chips filter by CSS.
 */
const { diet } = menuJson.labels;
const TABS = ['Appetizers', 'Main Course', 'Hot Coffee', 'Cold Coffee', 'Shakes', 'Desserts'];
const ALL = 39;
const VEGAN = [
  'Peri Peri Fries',
  'Penne Arrabbiata',
  'Thai Green Curry & Jasmine Rice',
  'Iced Americano',
  'Tender Coconut Panna Cotta',
];
const VEGAN_GLUTEN_FREE = [
  'Peri Peri Fries',
  'Thai Green Curry & Jasmine Rice',
  'Iced Americano',
  'Tender Coconut Panna Cotta',
];

/** The sample's section headings. */
const [VEG, NON_VEG] = menuJson.categories[0]!.sections!.map((s) => s.label);

/** The catalogue's dishes of each tab, in order, with what they are (veg added to vegan and Jain ones). */
const CATALOGUE = (menuJson as MenuCatalog).categories.map((category) =>
  dishLists(category)
    .flatMap((list) => list.items)
    .map((dish) => ({
      name: dish.name,
      diet: dishDiet(dish.diet as DietTag[] | undefined),
    })),
);
/** What a choice should leave, tab by tab, as the catalogue says. */
const expected = (chosen: string[]) =>
  CATALOGUE.map((dishes) => dishes.filter((d) => matchesDiet(d.diet, chosen, diet.kinds)).map((d) => d.name));

const chip = (page: Page, name: string) => page.locator('main').getByRole('checkbox', { name, exact: true });
const status = (page: Page) => page.locator('main').getByRole('status');
const addButtons = (scope: ReturnType<Page['locator']>) =>
  scope.getByRole('button', { name: /^Add .+ to cart$/ }).filter({ visible: true });
const dishName = (label: string) => label.replace(/^Add (.+) to cart$/, '$1');

/** The dishes a guest sees in each tab, clicking through them all (then back to the first). */
async function dishesByTab(page: Page): Promise<Record<string, string[]>> {
  const main = page.locator('main');
  const seen: Record<string, string[]> = {};
  for (const tab of TABS) {
    await main.getByRole('tab', { name: tab }).click();
    const names = await addButtons(main.getByRole('tabpanel')).evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? ''),
    );
    seen[tab] = names.map(dishName);
  }
  await main.getByRole('tab', { name: TABS[0] }).click();
  return seen;
}
const allDishes = (byTab: Record<string, string[]>) => Object.values(byTab).flat();
/** Waits until the filter's script has read the address (the chunk loads after the page). */
const armed = (page: Page) => page.waitForSelector('[data-diet-filter][data-armed]', { state: 'attached' });

const filter = suite('menu: what can I eat?');

filter(
  'should combine chips (Vegan, then Gluten-free), say how many are shown, and keep the choice in the address',
  async () => {
    const page = await visit('/menu');
    await armed(page);
    const length = await page.evaluate(() => history.length);
    assert.is(await status(page).textContent(), '', 'nothing to say before a choice');

    await chip(page, diet.tags.vegan).check();
    await page.waitForURL(`${SITE}/menu?diet=vegan`);
    assert.is(await status(page).textContent(), `${VEGAN.length} of ${ALL} dishes`);
    assert.equal(allDishes(await dishesByTab(page)).sort(), [...VEGAN].sort());
    await checkA11y(page);

    await chip(page, diet.tags['gluten-free']).check();
    await page.waitForURL(`${SITE}/menu?diet=vegan,gluten-free`);
    assert.is(await status(page).textContent(), `${VEGAN_GLUTEN_FREE.length} of ${ALL} dishes`);
    const byTab = await dishesByTab(page);
    assert.equal(allDishes(byTab).sort(), [...VEGAN_GLUTEN_FREE].sort(), 'only dishes with both tags');
    assert.equal(byTab.Appetizers, ['Peri Peri Fries']);
    assert.is(
      await page.evaluate(() => history.length),
      length,
      'each change replaces the entry: Back leaves the menu',
    );

    // The Appetizers tab: its non-veg list has nothing left, so it goes; the veg list stays.
    const panel = page.locator('main').getByRole('tabpanel');
    assert.ok(await panel.getByRole('heading', { name: VEG, exact: true }).isVisible());
    assert.not.ok(await panel.getByRole('heading', { name: NON_VEG, exact: true }).isVisible(), 'an emptied list goes');
    // A tab with nothing left says so.
    await page.locator('main').getByRole('tab', { name: 'Hot Coffee' }).click();
    assert.ok(await panel.getByText('Nothing in Hot Coffee is marked Vegan + Gluten-free.').isVisible());
    assert.ok(await panel.getByRole('button', { name: diet.clear }).isVisible());
    await checkA11y(page);

    // Reload: the address is the filter.
    await page.reload({ waitUntil: 'load' });
    await armed(page);
    assert.ok(await chip(page, diet.tags.vegan).isChecked());
    assert.ok(await chip(page, diet.tags['gluten-free']).isChecked());
    assert.not.ok(await chip(page, diet.tags.veg).isChecked());
    assert.is(await status(page).textContent(), `${VEGAN_GLUTEN_FREE.length} of ${ALL} dishes`);
    assert.equal(allDishes(await dishesByTab(page)).sort(), [...VEGAN_GLUTEN_FREE].sort());

    // Unticking one widens it again.
    await chip(page, diet.tags.vegan).uncheck();
    await page.waitForURL(`${SITE}/menu?diet=gluten-free`);
    assert.ok(allDishes(await dishesByTab(page)).length > VEGAN_GLUTEN_FREE.length);
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

filter('should open a shared address filtered, whatever the order, in the dark theme', async () => {
  const page = await visit('/menu?diet=gluten-free,vegan&utm_source=whatsapp', { colorScheme: 'dark' });
  await armed(page);
  assert.ok(await chip(page, diet.tags.vegan).isChecked());
  assert.ok(await chip(page, diet.tags['gluten-free']).isChecked());
  assert.equal(allDishes(await dishesByTab(page)).sort(), [...VEGAN_GLUTEN_FREE].sort());
  await checkA11y(page);
  // Another parameter stays as it came.
  await chip(page, diet.tags.spicy).check();
  await page.waitForFunction(() => location.search === '?utm_source=whatsapp&diet=vegan,gluten-free,spicy');
  await page.close();
});

filter('should say when nothing is left, and bring every dish back with Clear filter', async () => {
  const page = await visit('/menu?diet=jain,spicy');
  await armed(page);
  assert.is(await status(page).textContent(), `0 of ${ALL} dishes`);
  const panel = page.locator('main').getByRole('tabpanel');
  // Every tab says so, each with Clear filter.
  for (const tab of TABS) {
    await page.locator('main').getByRole('tab', { name: tab }).click();
    assert.ok(await panel.getByText(`Nothing in ${tab} is marked Jain + Spicy.`).isVisible(), tab);
    assert.ok(await panel.getByRole('button', { name: diet.clear }).isVisible(), tab);
    assert.is(await addButtons(panel).count(), 0, tab);
  }
  await page.locator('main').getByRole('tab', { name: TABS[0] }).click();
  await checkA11y(page);

  await panel.getByRole('button', { name: diet.clear }).click();
  await page.waitForURL(`${SITE}/menu`);
  assert.is(await status(page).textContent(), '');
  assert.not.ok(await chip(page, diet.tags.jain).isChecked());
  assert.ok(
    await chip(page, diet.tags.veg).evaluate((box) => box === document.activeElement),
    'focus goes to the first choice, not lost with the button',
  );
  assert.is(await addButtons(panel).count(), 7, 'the appetizers are back');
  assert.is(allDishes(await dishesByTab(page)).length, ALL);
  // The Clear button by the chips shows only while a choice is made.
  const clear = page.locator('main form').getByRole('button', { name: diet.clear });
  assert.not.ok(await clear.isVisible());
  await chip(page, diet.tags.egg).check();
  assert.ok(await clear.isVisible());
  await clear.click();
  await page.waitForURL(`${SITE}/menu`);
  assert.is(allDishes(await dishesByTab(page)).length, ALL);
  await page.close();
});

filter('should work on a phone, on the menu view switched in from another', async () => {
  const page = await visit('/', { width: 390, height: 844 });
  await page.evaluate(() => ((window as unknown as { kilnMark: number }).kilnMark = 1));
  await page.getByRole('navigation', { name: site.mobile.tabsLabel }).getByRole('link', { name: 'Menu' }).click();
  await page.waitForURL(`${SITE}/menu`);
  await armed(page);
  assert.ok(
    await page.evaluate(() => (window as unknown as { kilnMark?: number }).kilnMark === 1),
    'switched in place',
  );

  await chip(page, diet.tags.vegan).check();
  await page.waitForURL(`${SITE}/menu?diet=vegan`);
  await chip(page, diet.tags['gluten-free']).check();
  await page.waitForURL(`${SITE}/menu?diet=vegan,gluten-free`);
  assert.is(await status(page).textContent(), `${VEGAN_GLUTEN_FREE.length} of ${ALL} dishes`);
  assert.equal(allDishes(await dishesByTab(page)).sort(), [...VEGAN_GLUTEN_FREE].sort());
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    'no sideways scroll at 390 px',
  );
  await checkA11y(page);

  // Away and Back: the view comes back filtered, from its address.
  await page.getByRole('navigation', { name: site.mobile.tabsLabel }).getByRole('link', { name: 'Packages' }).click();
  await page.waitForURL(`${SITE}/packages`);
  await page.goBack();
  await page.waitForURL(`${SITE}/menu?diet=vegan,gluten-free`);
  await page.waitForFunction(
    (text) => document.querySelector('[data-diet-filter][data-armed] [role="status"]')?.textContent === text,
    `${VEGAN_GLUTEN_FREE.length} of ${ALL} dishes`,
  );
  assert.ok(await chip(page, diet.tags.vegan).isChecked());
  assert.equal(allDishes(await dishesByTab(page)).sort(), [...VEGAN_GLUTEN_FREE].sort());
  assert.ok(
    await page.evaluate(() => (window as unknown as { kilnMark?: number }).kilnMark === 1),
    'still no page load',
  );
  assert.equal(pageErrors(page), []);
  await page.close();
});

filter('should filter with scripts off too: the chips are checkboxes and CSS hides what they rule out', async () => {
  const page = await visit('/menu', { javaScriptEnabled: false });
  const main = page.locator('main');
  // Every category shows at once without scripts (no tabs to switch).
  const shown = () =>
    addButtons(main).evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Add (.+) to cart$/, '$1')),
    );
  assert.is((await shown()).length, ALL);
  await chip(page, diet.tags.vegan).check();
  assert.equal((await shown()).sort(), [...VEGAN].sort());
  await chip(page, diet.tags['gluten-free']).check();
  assert.equal((await shown()).sort(), [...VEGAN_GLUTEN_FREE].sort(), 'the choices combine');
  // Clear filter submits the form, whose boxes have no name: the menu loads again with nothing ticked.
  await main.locator('form').getByRole('button', { name: diet.clear }).click();
  await page.waitForURL(/\/menu\?$/);
  assert.not.ok(await chip(page, diet.tags.vegan).isChecked());
  assert.is((await shown()).length, ALL);
  await page.close();
});

filter('should open /menu?diet=jain on the first tab with a Jain dish, each tab saying how many it has', async () => {
  const byTab = expected(['jain']);
  const first = byTab.findIndex((names) => names.length > 0);
  assert.ok(first > 0, 'the sample has no Jain appetizer: the menu must move on');
  const page = await visit('/menu?diet=jain');
  await armed(page);
  const main = page.locator('main');
  await main.getByRole('tab', { name: TABS[first], selected: true }).waitFor();
  for (const [i, tab] of TABS.entries()) {
    assert.is(await main.getByRole('tab').nth(i).textContent(), `${tab} (${byTab[i]!.length})`, tab);
  }
  assert.equal(
    (await addButtons(main.getByRole('tabpanel')).evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))).map(
      (l) => dishName(l ?? ''),
    ),
    byTab[first],
  );
  assert.is(await status(page).textContent(), `${byTab.flat().length} of ${ALL} dishes`);
  await checkA11y(page);
  await page.close();
});

filter(
  'should show dishes of any ticked kind of diet (Veg + Egg), and of every ticked need (No nuts), as the headings say',
  async () => {
    const page = await visit('/menu');
    await armed(page);
    const form = page.locator('main form');
    assert.ok(
      await form.getByRole('group', { name: diet.anyOf }).getByRole('checkbox', { name: diet.tags.egg }).isVisible(),
      'the kinds of diet under their heading',
    );
    assert.ok(
      await form.getByRole('group', { name: diet.allOf }).getByRole('checkbox', { name: 'No nuts' }).isVisible(),
      'the needs under theirs',
    );
    assert.is(
      await form.getByRole('checkbox', { name: diet.tags['contains-nuts'] }).count(),
      0,
      'nuts are a choice to avoid, not to ask for',
    );

    await chip(page, diet.tags.veg).check();
    await chip(page, diet.tags.egg).check();
    await page.waitForURL(`${SITE}/menu?diet=veg,egg`);
    const either = expected(['veg', 'egg']).flat();
    assert.ok(either.length > expected(['veg']).flat().length, 'more than Veg alone');
    assert.is(await status(page).textContent(), `${either.length} of ${ALL} dishes`);
    assert.equal(allDishes(await dishesByTab(page)).sort(), [...either].sort());

    await chip(page, 'No nuts').check();
    await page.waitForURL(`${SITE}/menu?diet=veg,egg,no-contains-nuts`);
    const withoutNuts = expected(['veg', 'egg', 'no-contains-nuts']).flat();
    assert.ok(withoutNuts.length < either.length, 'the sample has veg dishes with nuts');
    assert.equal(allDishes(await dishesByTab(page)).sort(), [...withoutNuts].sort());
    await checkA11y(page);
    await page.close();
  },
);

filter('should say so with scripts off when nothing is left, with no empty list showing', async () => {
  const page = await visit('/menu', { javaScriptEnabled: false });
  const main = page.locator('main');
  // The words are drawn by CSS (a counter of the dishes left, styled as them when it is 0), so
  // they are measured: the line's height, and the words its counter style draws.
  const said = () => main.locator('.none').evaluate((el) => el.getBoundingClientRect().height > 10);
  const words = await page.evaluate(() => {
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSCounterStyleRule && rule.name === 'dn') return rule.symbols;
    return '';
  });
  assert.is(words, JSON.stringify(diet.none), 'the words of the empty result');
  assert.not.ok(await said(), 'nothing said before a choice');
  await chip(page, diet.tags.jain).check();
  await chip(page, diet.tags.spicy).check();
  assert.ok(await said(), 'the empty result said');
  assert.ok(
    await main
      .locator('.none')
      .evaluate(
        (el) =>
          el.getBoundingClientRect().top <
          (el.closest('[data-diet-filter]')?.querySelector('[role="tabpanel"]')?.getBoundingClientRect().top ?? 0),
      ),
    'above the menu',
  );
  assert.is(await addButtons(main).count(), 0);
  for (const heading of [VEG, NON_VEG]) {
    assert.is(
      await main.getByRole('heading', { name: heading, exact: true }).filter({ visible: true }).count(),
      0,
      `no empty "${heading}" list`,
    );
  }
  await chip(page, diet.tags.spicy).uncheck();
  assert.not.ok(await said(), 'gone once dishes are left');
  assert.equal(
    (await addButtons(main).evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))))
      .map((l) => dishName(l ?? ''))
      .sort(),
    expected(['jain']).flat().sort(),
  );
  await page.close();
});

filter(
  'should keep the choice on a phone when the guest leaves the menu by a tab and comes back by the Menu tab',
  async () => {
    const page = await visit('/menu', { width: 390, height: 844 });
    await armed(page);
    await chip(page, diet.tags.vegan).check();
    await page.waitForURL(`${SITE}/menu?diet=vegan`);
    const tabs = page.getByRole('navigation', { name: site.mobile.tabsLabel });
    await tabs.getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${SITE}/gallery`);
    await tabs.getByRole('link', { name: 'Menu' }).click();
    await page.waitForURL(`${SITE}/menu?diet=vegan`);
    await page.waitForFunction(
      (text) => document.querySelector('[data-diet-filter][data-armed] [role="status"]')?.textContent === text,
      `${VEGAN.length} of ${ALL} dishes`,
    );
    assert.ok(await chip(page, diet.tags.vegan).isChecked());
    assert.equal(allDishes(await dishesByTab(page)).sort(), [...VEGAN].sort());
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

filter.run();
