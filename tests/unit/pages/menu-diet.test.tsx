import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderSession } from '../../../scripts/render/render-session.tsx';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import { MENU_CATEGORY_ORDER, type MenuItem } from '../../../site/core/catalog/menu.ts';
import { menuCartItem, parseCart } from '../../../site/core/commerce/cart.ts';
import { DIET_TAGS, dishDiet } from '../../../site/core/lib/diet-tags.ts';
import MenuPage from '../../../site/pages/menu-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const render = (catalog: Catalog) => renderSession().render(<MenuPage catalog={catalog} path="/menu" />);
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
const dishes = (catalog: Catalog): MenuItem[] =>
  MENU_CATEGORY_ORDER.flatMap((id) => {
    const category = catalog.menu.categories[id];
    return 'items' in category ? category.items : [...category.veg, ...category.nonVeg];
  });

const page = suite('menu page: the diet filter (SSR)');

page('should tag every dish of the sample, veg or non-veg or egg', async () => {
  for (const dish of dishes(await sampleCatalog())) {
    assert.ok(dish.diet?.length, `${dish.name} has tags`);
    assert.ok(
      dishDiet(dish.diet).some((tag) => ['veg', 'non-veg', 'egg'].includes(tag)),
      `${dish.name}: veg, non-veg or egg`,
    );
  }
});

page('should put a labelled checkbox for each tag in use, in the schema order, and a Clear button, above the tabs', async () => {
  const catalog = await sampleCatalog();
  const { html } = render(catalog);
  const form = html.match(/<form id="menu-diet">.*?<\/form>/)?.[0] ?? '';
  assert.match(form, /<fieldset><legend>Show only<\/legend>/);
  const chips = [...form.matchAll(/<label><input type="checkbox" value="([a-z-]+)"\/>([^<]+)<\/label>/g)];
  assert.equal(
    chips.map((m) => m[1]),
    DIET_TAGS,
  );
  assert.equal(
    chips.map((m) => m[2]),
    ['Veg', 'Non-veg', 'Egg', 'Vegan', 'Jain', 'Gluten-free', 'Contains nuts', 'Spicy'],
  );
  assert.match(form, /<button type="submit">Clear filter<\/button>/);
  assert.ok(html.indexOf('<form') < html.indexOf('role="tablist"'), 'the filter comes before the tabs it applies across');
  assert.match(html, /<span role="status"><\/span>/, 'an empty live region, for the count');
});

page('should carry each dish’s tags, veg added to vegan and Jain dishes, for the filter to match', async () => {
  const catalog = await sampleCatalog();
  const { html } = render(catalog);
  const tagged = [...html.matchAll(/<li data-diet="([^"]*)">/g)].map((m) => m[1]);
  assert.equal(
    tagged,
    dishes(catalog).map((dish) => dishDiet(dish.diet).join(' ')),
  );
  catalog.menu.categories.hotCoffee.items[0]!.diet = ['jain'];
  assert.match(render(catalog).html, /<li data-diet="veg jain">/);
});

page("should hand the script the menu's words, and leave the notes of empty categories to it", async () => {
  const catalog = await sampleCatalog();
  const { html } = render(catalog);
  const words = JSON.parse(decode(html.match(/data-diet-filter="([^"]+)"/)![1]!));
  const { diet } = catalog.menu.labels;
  assert.equal(words, [diet.count, diet.noneHere, diet.join]);
  assert.not.match(html, /diet-none/, 'no hidden notes: client/diet-filter.ts makes them');
  assert.is((html.match(/<div class="head">/g) ?? []).length, MENU_CATEGORY_ORDER.length, 'the headings it puts them under');
});

page('should hide each dish without a ticked tag in CSS, so the filter works with no script', async () => {
  const { css } = render(await sampleCatalog());
  const rule = css.match(/[^{}]*:has\(\[value=veg\]:checked\)[^{}]*\{display:none;\}/)?.[0] ?? '';
  for (const tag of DIET_TAGS) assert.ok(rule.includes(`:has([value=${tag}]:checked) li:not([data-diet~=${tag}])`), tag);
});

page('should offer only the tags dishes carry, and no filter on a menu with none', async () => {
  const catalog = await sampleCatalog();
  for (const dish of dishes(catalog)) dish.diet = dish.diet?.filter((tag) => tag !== 'jain' && tag !== 'egg');
  const { html } = render(catalog);
  assert.not.match(html, /value="jain"/);
  assert.not.match(html, /value="egg"/);
  assert.match(html, /value="vegan"/);
  for (const dish of dishes(catalog)) delete dish.diet;
  const bare = render(catalog).html;
  assert.not.match(bare, /<form|data-diet-filter/);
  assert.is((bare.match(/role="tab"/g) ?? []).length, 6, 'the menu itself is unchanged');
});

page('should give each add button what parseCart makes the same cart line of', async () => {
  const catalog = await sampleCatalog();
  const { html } = render(catalog);
  const first = JSON.parse(decode(html.match(/data-add-to-cart="([^"]+)"/)![1]!));
  assert.not.ok('sale_price_in_cents' in first.variant, 'defaults left out');
  const dish = catalog.menu.categories.appetizer.veg[0]!;
  const full = menuCartItem(dish, '/images/menu/appetizers.svg');
  assert.equal(parseCart([{ ...first, quantity: 1 }]), parseCart([{ ...full, quantity: 1 }]));
  assert.equal(parseCart([{ ...first, quantity: 1 }])![0]!.variant, full.variant);
});

page.run();
