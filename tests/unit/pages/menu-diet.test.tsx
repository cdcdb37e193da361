import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NoScriptRules } from '../../../site/ui/no-script-rules.ts';
import { renderSession } from '../../../scripts/render/render-session.tsx';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import { type MenuItem, menuDishes } from '../../../site/core/catalog/menu.ts';
import { menuCartItem, parseCart } from '../../../site/core/commerce/cart.ts';
import { DIET_TAGS, dishDiet } from '../../../site/core/lib/diet-tags.ts';
import MenuPage from '../../../site/pages/menu-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

/** The menu, with the rules it leaves for a browser without scripts put before it, as the page's head holds them. */
const render = (catalog: Catalog) => {
  const rules = new Set<string>();
  const out = renderSession().render(
    <NoScriptRules value={rules}>
      <MenuPage catalog={catalog} path="/menu" />
    </NoScriptRules>,
  );
  return { ...out, html: `<noscript><style>${[...rules].join('')}</style></noscript>${out.html}` };
};
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
const dishes = (catalog: Catalog): MenuItem[] => menuDishes(catalog.menu!);

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

page(
  'should put a labelled checkbox for each tag in use, in the schema order, and a Clear button, above the tabs',
  async () => {
    const catalog = await sampleCatalog();
    const { html } = render(catalog);
    const form = html.match(/<form id="menu-diet">.*?<\/form>/)?.[0] ?? '';
    assert.match(form, /<fieldset><legend>Show only<\/legend>/);
    const chips = [...form.matchAll(/<label><input type="checkbox" value="([a-z-]+)"\/>([^<]+)<\/label>/g)];
    // Nuts are a choice to avoid (menu.json's labels.diet.without), offered after the tags a dish must have.
    assert.equal(
      chips.map((m) => m[1]),
      [...DIET_TAGS.filter((tag) => tag !== 'contains-nuts'), 'no-contains-nuts'],
    );
    assert.equal(
      chips.map((m) => m[2]),
      ['Veg', 'Non-veg', 'Egg', 'Vegan', 'Jain', 'Gluten-free', 'Spicy', 'No nuts'],
    );
    assert.match(form, /<button type="submit">Clear filter<\/button>/);
    assert.ok(
      html.indexOf('<form') < html.indexOf('role="tablist"'),
      'the filter comes before the tabs it applies across',
    );
    assert.match(html, /<span role="status"><\/span>/, 'an empty live region, for the count');
  },
);

page('should carry each dish’s tags, veg added to vegan and Jain dishes, for the filter to match', async () => {
  const catalog = await sampleCatalog();
  const { html } = render(catalog);
  const tagged = [...html.matchAll(/<li data-diet="([^"]*)">/g)].map((m) => m[1]);
  assert.equal(
    tagged,
    dishes(catalog).map((dish) => dishDiet(dish.diet).join(' ')),
  );
  catalog.menu.categories[2]!.items![0]!.diet = ['jain'];
  assert.match(render(catalog).html, /<li data-diet="veg jain">/);
});

page("should hand the script the menu's words, and leave the notes of empty categories to it", async () => {
  const catalog = await sampleCatalog();
  const { html } = render(catalog);
  const words = JSON.parse(decode(html.match(/data-diet-filter="([^"]+)"/)![1]!));
  const { diet } = catalog.menu.labels;
  assert.equal(words, [diet.count, diet.noneHere, diet.join]);
  assert.not.match(html, /diet-none/, 'no hidden notes: client/init-diet-filters.ts makes them');
  assert.is(
    (html.match(/<div class="head">/g) ?? []).length,
    catalog.menu.categories.length,
    'the headings it puts them under',
  );
});

page(
  'should filter in CSS too, so it works with no script: a ticked kind of diet any of, a ticked condition all of',
  async () => {
    const catalog = await sampleCatalog();
    const { html } = render(catalog);
    const rules = html.match(/<style>([^<]*)<\/style>/)?.[1] ?? '';
    const kinds = ['veg', 'non-veg', 'egg', 'vegan', 'jain'];
    // A dish goes while a kind is ticked, unless it has one that is ticked.
    const anyKind = rules.split(',:has([value=gluten-free]')[0] ?? '';
    for (const tag of kinds) assert.ok(anyKind.includes(`:has([value=${tag}]:checked) [data-diet~=${tag}]`), tag);
    // A dish without a ticked condition goes.
    for (const tag of ['gluten-free', 'spicy']) {
      assert.ok(rules.includes(`:has([value=${tag}]:checked) li:not([data-diet~=${tag}])`), tag);
      assert.not.ok(anyKind.includes(tag), `${tag} is not a kind of diet`);
    }
    // "No nuts" hides a dish with nuts, and a list with nothing else.
    assert.ok(rules.includes(':has([value=no-contains-nuts]:checked) li[data-diet~=contains-nuts]'));
    assert.ok(
      rules.includes(
        ':has([value=no-contains-nuts]:checked) .card:has([data-diet]):not(:has([data-diet]:not([data-diet~=contains-nuts])))',
      ),
    );
    // The kinds are the catalogue's: the chips of each group, and the rules, follow it.
    assert.match(
      html,
      /<fieldset class="k"><legend>Any of these diets<\/legend><div class="chips"><label><input type="checkbox" value="veg"\/>Veg<\/label>/,
    );
    assert.match(
      html,
      /<fieldset><legend>And all of these<\/legend><div class="chips"><label><input type="checkbox" value="gluten-free"\/>/,
    );
    catalog.menu.labels.diet.kinds = ['veg', 'non-veg'];
    const fewer = render(catalog).html;
    assert.ok(fewer.includes(':has([value=egg]:checked) li:not([data-diet~=egg])'), 'egg now a condition');
    assert.match(
      fewer,
      /<legend>And all of these<\/legend><div class="chips"><label><input type="checkbox" value="egg"\/>/,
    );
  },
);

page('should say so without scripts when nothing is left, its words escaped in the CSS', async () => {
  const catalog = await sampleCatalog();
  catalog.menu.labels.diet.none = 'Nothing "here" </style>\\';
  const { html } = render(catalog);
  assert.ok(
    html.includes('symbols:"Nothing \\22 here\\22  \\3c /style\\3e \\5c "'),
    'quotes, tags and backslashes escaped',
  );
  assert.match(html, /<p class="none"><\/p><\/div>/, 'after the menu, where the dishes shown are counted');
  assert.ok(html.includes('[data-diet-filter]:has(:checked)>.none::before{content:counter(dish,dn)}'));
  assert.match(html, /<noscript><style>[^<]*@counter-style dn\{/, 'only without scripts, in the head');
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
  const dish = catalog.menu.categories[0]!.sections![0]!.items[0]!;
  const full = menuCartItem(dish, '/images/menu/appetizers.svg');
  assert.equal(parseCart([{ ...first, quantity: 1 }]), parseCart([{ ...full, quantity: 1 }]));
  assert.equal(parseCart([{ ...first, quantity: 1 }])![0]!.variant, full.variant);
});

page.run();
