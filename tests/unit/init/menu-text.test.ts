import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { MenuItem } from '../../../site/core/catalog/menu.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { menuFromCsv, menuFromText, type MenuFromTextResult } from '../../../scripts/init/menu-text.ts';
import { menuTextMessages as say } from '../../../scripts/init/menu-text-messages.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { makeFixture } from '../../cli/fixture.ts';

/** What a dish line should become: its name, price in paise (or its sizes' prices), diet tags, and the warning it gives. */
interface Row {
  line: string;
  name: string;
  price: number | number[];
  diet?: string[];
  note?: string;
  /** The sizes' names, when the line has several prices. */
  sizes?: string[];
  warning?: string;
}

const dishes = suite('menuFromText: one pasted line, one dish');

// Real lines as owners paste them: ₹ before, between and after, Rs, Rs., INR, /-, commas, decimals, dot leaders.
const TABLE: Row[] = [
  { line: 'Masala Dosa 80', name: 'Masala Dosa', price: 8000 },
  { line: 'Ghee Roast — ₹120 (veg)', name: 'Ghee Roast', price: 12000, diet: ['veg'] },
  { line: '₹ 90 Idli Vada', name: 'Idli Vada', price: 9000 },
  { line: '₹90 Rava Idli', name: 'Rava Idli', price: 9000 },
  { line: 'Set Dosa ₹70 (2 pcs)', name: 'Set Dosa', price: 7000, note: '2 pcs' },
  { line: 'Onion Uttapam ₹ 95 crisp', name: 'Onion Uttapam crisp', price: 9500 },
  {
    line: 'Paneer Tikka ..... Rs. 290',
    name: 'Paneer Tikka',
    price: 29000,
    diet: ['veg'],
    warning: say.dietFromWord('Paneer Tikka', 'veg', 'paneer'),
  },
  {
    line: 'Chicken 65 - 310/-',
    name: 'Chicken 65',
    price: 31000,
    diet: ['non-veg'],
    warning: say.dietFromWord('Chicken 65', 'non-veg', 'chicken'),
  },
  { line: 'Filter Coffee ₹30', name: 'Filter Coffee', price: 3000 },
  { line: 'Badam Milk Rs 45', name: 'Badam Milk', price: 4500 },
  { line: 'Nimbu Soda INR 40', name: 'Nimbu Soda', price: 4000 },
  { line: 'Kesari Bath 50 Rs', name: 'Kesari Bath', price: 5000 },
  { line: 'Burgers 120', name: 'Burgers', price: 12000 },
  { line: 'Masala Chai 15.50', name: 'Masala Chai', price: 1550 },
  { line: 'Cold Coffee: ₹ 32.5', name: 'Cold Coffee', price: 3250 },
  { line: 'Family Thali ₹1,200', name: 'Family Thali', price: 120000 },
  { line: 'Party Platter 1,00,000/-', name: 'Party Platter', price: 10000000 },
  { line: 'Royal Thali 3200', name: 'Royal Thali', price: 320000, warning: say.ambiguousPrice('3200') },
  { line: 'Lassi 60/90', name: 'Lassi', price: [6000, 9000], warning: say.sizes('Lassi', ['Regular', 'Large']) },
  {
    line: 'Sweet Lime Juice ₹60 / ₹80',
    name: 'Sweet Lime Juice',
    price: [6000, 8000],
    warning: say.sizes('Sweet Lime Juice', ['Regular', 'Large']),
  },
  {
    line: 'Mutton Biryani (NV) 340',
    name: 'Mutton Biryani',
    price: 34000,
    diet: ['non-veg'],
  },
  {
    line: 'Fish Fry ₹260',
    name: 'Fish Fry',
    price: 26000,
    diet: ['non-veg'],
    warning: say.dietFromWord('Fish Fry', 'non-veg', 'fish'),
  },
  {
    line: 'Egg Bhurji 90',
    name: 'Egg Bhurji',
    price: 9000,
    diet: ['egg'],
    warning: say.dietFromWord('Egg Bhurji', 'egg', 'egg'),
  },
  { line: 'Omelette ₹60 - egg', name: 'Omelette', price: 6000, diet: ['egg'] },
  { line: 'Veg Pulao 150 veg', name: 'Veg Pulao', price: 15000, diet: ['veg'] },
  {
    line: 'Non-Veg Thali ₹350',
    name: 'Non-Veg Thali',
    price: 35000,
    diet: ['non-veg'],
    warning: say.dietFromWord('Non-Veg Thali', 'non-veg', 'Non-Veg'),
  },
  { line: 'Tomato Soup (vegan, gluten free) 110', name: 'Tomato Soup', price: 11000, diet: ['vegan', 'gluten-free'] },
  // Sizes the line names are the owner's, not a guess.
  {
    line: 'Mango Lassi 250 ml 60 / 500 ml 110',
    name: 'Mango Lassi',
    price: [6000, 11000],
    sizes: ['250 ml', '500 ml'],
  },
  {
    line: 'Butter Chicken half: ₹220 / full: ₹380',
    name: 'Butter Chicken',
    price: [22000, 38000],
    sizes: ['Half', 'Full'],
    diet: ['non-veg'],
    warning: say.dietFromWord('Butter Chicken', 'non-veg', 'chicken'),
  },
  {
    line: 'Gobi Manchurian (Half) 110 (Full) 190 (veg)',
    name: 'Gobi Manchurian',
    price: [11000, 19000],
    sizes: ['Half', 'Full'],
    diet: ['veg'],
  },
  { line: '1. Plain Dosa 60', name: 'Plain Dosa', price: 6000 },
  { line: '• Curd Rice – 70', name: 'Curd Rice', price: 7000 },
  { line: 'Kharabath | 45', name: 'Kharabath', price: 4500 },
  { line: 'ಮಸಾಲೆ ದೋಸೆ 80', name: 'ಮಸಾಲೆ ದೋಸೆ', price: 8000 },
  { line: 'समोसा ₹20', name: 'समोसा', price: 2000 },
];

const dishOf = (result: MenuFromTextResult): MenuItem | undefined => {
  const [category] = result.categories;
  return category?.items?.[0] ?? category?.sections?.[0]?.items[0];
};

for (const row of TABLE) {
  dishes(`should read “${row.line}”`, () => {
    // Under a heading of its own, so the only warnings are about the line itself (line 2).
    const result = menuFromText(`Menu:\n${row.line}`);
    const dish = dishOf(result);
    assert.ok(dish, `a dish from “${row.line}”: ${JSON.stringify(result)}`);
    assert.is(dish.name, row.name);
    if (Array.isArray(row.price)) {
      assert.is(dish.price, undefined);
      assert.equal(
        dish.variants?.map((v) => v.price),
        row.price,
      );
      if (row.sizes)
        assert.equal(
          dish.variants?.map((v) => v.label),
          row.sizes,
        );
    } else assert.is(dish.price, row.price);
    assert.equal(dish.diet, row.diet);
    assert.is(dish.note, row.note);
    assert.equal(
      result.warnings.map((w) => w.message),
      row.warning ? [row.warning] : [],
    );
    for (const warning of result.warnings) {
      assert.is(warning.line, 2);
      assert.is(warning.text, row.line);
    }
  });
}

dishes('should hold at least 25 real lines', () => {
  assert.ok(TABLE.length >= 25);
});

dishes.run();

const headings = suite('menuFromText: headings become tabs');

headings('should take headings as owners write them, Kannada and Hindi among them, each a tab of a unique id', () => {
  const result = menuFromText(
    [
      'DOSAS',
      'Masala Dosa 80',
      'Dosas:',
      'Neer Dosa 70',
      '— Breads —',
      'Kulcha 40',
      'ದೋಸೆ',
      'Benne Dosa 90',
      'मिठाई',
      'Gulab Jamun 50',
      '== 65 Specials ==',
      'Gobi 65 120',
    ].join('\n'),
  );
  assert.equal(
    result.categories.map((c) => [c.id, c.label, (c.items ?? []).map((d) => d.id)]),
    [
      ['dosas', 'DOSAS', ['masala-dosa']],
      ['dosas-2', 'Dosas', ['neer-dosa']],
      ['breads', 'Breads', ['kulcha']],
      ['cat-4', 'ದೋಸೆ', ['benne-dosa']],
      ['cat-5', 'मिठाई', ['gulab-jamun']],
      ['cat-65-specials', '65 Specials', ['gobi-65']],
    ],
  );
  // A heading in a script without capitals is only known by what follows it: a guess to confirm.
  assert.equal(result.warnings, [
    { line: 7, text: 'ದೋಸೆ', message: say.maybeHeading('ದೋಸೆ') },
    { line: 9, text: 'मिठाई', message: say.maybeHeading('मिठाई') },
    { line: 12, text: 'Gobi 65 120', message: say.dietFromWord('Gobi 65', 'veg', 'gobi') },
  ]);
});

headings(
  'should read a menu copied from WhatsApp: emoji and *bold* say nothing, brackets on a heading are its introduction',
  () => {
    const result = menuFromText(
      [
        '*SRI KRISHNA CAFE - MENU*',
        '',
        '🍛 *BREAKFAST* (7am - 11am)',
        'Idli (2) .......... 30',
        '*Vada* ☕ ..... 25',
        '~Poori~',
      ].join('\n'),
    );
    assert.equal(result.categories, [
      {
        id: 'breakfast',
        label: 'BREAKFAST',
        intro: '7am - 11am',
        items: [
          { id: 'idli', name: 'Idli', price: 3000, note: '2' },
          { id: 'vada', name: 'Vada', price: 2500 },
        ],
      },
    ]);
    assert.equal(
      result.warnings.map((w) => [w.line, w.message]),
      [
        [1, say.emptyHeading('SRI KRISHNA CAFE - MENU')],
        [6, say.noPrice('Poori')],
      ],
    );
  },
);

headings('should split a tab into Veg and Non-veg sections, each dish marked by its section', () => {
  const result = menuFromText(
    [
      'Starters',
      'Veg',
      'Gobi Manchurian 180',
      'Chicken Roll 150',
      'Non-Veg:',
      'Egg Curry 140',
      'Mutton Sukka 320',
    ].join('\n'),
  );
  assert.equal(result.categories, [
    {
      id: 'starters',
      label: 'Starters',
      sections: [
        {
          id: 'veg',
          label: 'Veg',
          mark: 'veg',
          items: [
            { id: 'gobi-manchurian', name: 'Gobi Manchurian', price: 18000, diet: ['veg'] },
            { id: 'chicken-roll', name: 'Chicken Roll', price: 15000, diet: ['veg'] },
          ],
        },
        {
          id: 'non-veg',
          label: 'Non-Veg',
          mark: 'non-veg',
          items: [
            { id: 'egg-curry', name: 'Egg Curry', price: 14000, diet: ['egg'] },
            { id: 'mutton-sukka', name: 'Mutton Sukka', price: 32000, diet: ['non-veg'] },
          ],
        },
      ],
    },
  ]);
  assert.equal(
    result.warnings.map((w) => [w.line, w.message]),
    [
      [1, say.maybeHeading('Starters')],
      [4, say.dietAgainstSection('Chicken Roll', 'Veg', 'chicken')],
      [6, say.dietFromWord('Egg Curry', 'egg', 'egg')],
    ],
  );
});

headings(
  'should say when a line has no price, when dishes come before any heading, and when a heading has no dishes',
  () => {
    const result = menuFromText(['Masala Dosa 80', '', '-----', 'DRINKS', 'SWEETS', 'Jalebi 40', 'Rasam'].join('\n'), {
      defaultCategory: 'Our menu',
    });
    assert.equal(
      result.categories.map((c) => [c.label, (c.items ?? []).map((d) => d.name)]),
      [
        ['Our menu', ['Masala Dosa']],
        ['SWEETS', ['Jalebi']],
      ],
    );
    assert.equal(
      result.warnings.map((w) => [w.line, w.message]),
      [
        [1, say.noHeading('Our menu')],
        [4, say.emptyHeading('DRINKS')],
        [7, say.noPrice('Rasam')],
      ],
    );
  },
);

headings('should take Hindi Veg and Non-veg sub-headings, and give dishes before them a section of their own', () => {
  const result = menuFromText(
    ['थाली:', 'Special Thali 250', 'शाकाहारी', 'Dal Thali 180', 'मांसाहारी', 'Mutton Thali 320'].join('\n'),
  );
  assert.equal(
    result.categories[0]?.sections?.map((s) => [s.id, s.label, s.mark, s.items.map((d) => [d.name, d.diet])]),
    [
      ['other', 'थाली', undefined, [['Special Thali', undefined]]],
      ['veg', 'शाकाहारी', 'veg', [['Dal Thali', ['veg']]]],
      ['non-veg', 'मांसाहारी', 'non-veg', [['Mutton Thali', ['non-veg']]]],
    ],
  );
  assert.equal(
    result.warnings.map((w) => [w.line, w.message]),
    [[3, say.dishesBeforeSection('थाली')]],
  );
});

headings('should give dishes of one name unique ids, and a dish-N id to a name without Latin letters', () => {
  const result = menuFromText(['Dosas:', 'Masala Dosa 80', 'Masala Dosa (large) 120', 'ಮಸಾಲೆ ದೋಸೆ 80'].join('\n'));
  assert.equal(
    result.categories[0]?.items?.map((d) => d.id),
    ['masala-dosa', 'masala-dosa-2', 'dish-3'],
  );
});

headings('should take a price alone on the line after a name, as menus copied from delivery apps have it', () => {
  const result = menuFromText(['Dosas:', 'Masala Dosa', '₹80', 'NEER DOSA', '70', '₹ 40'].join('\n'));
  assert.equal(
    result.categories[0]?.items?.map((d) => [d.name, d.price]),
    [
      ['Masala Dosa', 8000],
      ['NEER DOSA', 7000],
    ],
  );
  assert.equal(
    result.warnings.map((w) => [w.line, w.message]),
    [[6, say.priceWithoutDish('₹ 40')]],
  );
});

headings('should read prices in Devanagari and Kannada digits', () => {
  const result = menuFromText(['मिठाई:', 'रसगुल्ला ८०', 'ಹೋಳಿಗೆ ೪೫'].join('\n'));
  assert.equal(
    result.categories[0]?.items?.map((d) => [d.id, d.name, d.price]),
    [
      ['dish-1', 'रसगुल्ला', 8000],
      ['dish-2', 'ಹೋಳಿಗೆ', 4500],
    ],
  );
  assert.equal(result.warnings, []);
});

headings('should leave out a line too long to be a dish, and read long lines of marks without stalling', () => {
  const paragraph = `Dosas ${'and more words '.repeat(20)}80`;
  const result = menuFromText(
    ['Dosas:', paragraph, `Set Dosa ${'.'.repeat(500)} 70`, `Neer Dosa ${'half 1 '.repeat(26)}x`].join('\n'),
  );
  assert.equal(
    result.categories.map((c) => c.items?.map((d) => [d.name, d.price])),
    [[['Set Dosa', 7000]]],
  );
  assert.equal(result.warnings[0], { line: 2, text: paragraph, message: say.tooLong(200) });
});

headings('should say so when nothing has a price', () => {
  assert.equal(menuFromText('Dosas\nIdlis').categories, []);
  assert.ok(menuFromText('Dosas\nIdlis').warnings.some((w) => w.message === say.noDishes));
});

headings.run();

const csv = suite('menuFromCsv');

csv('should read a spreadsheet with a header row, quoted fields and stated diets', () => {
  const result = menuFromCsv(
    [
      'Category,Name,Price,Diet',
      'Dosas,"Masala Dosa, crisp",80,veg',
      'Dosas,"The ""Big"" Dosa","₹1,200",',
      'Drinks,Lassi,60/90,veg',
      'Drinks,Mystery,,',
      'Drinks,Soda,30,fizzy',
    ].join('\n'),
  );
  assert.equal(result.categories, [
    {
      id: 'dosas',
      label: 'Dosas',
      items: [
        { id: 'masala-dosa-crisp', name: 'Masala Dosa, crisp', price: 8000, diet: ['veg'] },
        { id: 'the-big-dosa', name: 'The "Big" Dosa', price: 120000 },
      ],
    },
    {
      id: 'drinks',
      label: 'Drinks',
      items: [
        {
          id: 'lassi',
          name: 'Lassi',
          variants: [
            { id: 'regular', label: 'Regular', price: 6000 },
            { id: 'large', label: 'Large', price: 9000 },
          ],
          diet: ['veg'],
        },
        { id: 'soda', name: 'Soda', price: 3000 },
      ],
    },
  ]);
  assert.equal(
    result.warnings.map((w) => [w.line, w.message]),
    [
      [4, say.sizes('Lassi', ['Regular', 'Large'])],
      [5, say.noPrice('Mystery')],
      [6, say.unknownDiet('fizzy')],
    ],
  );
});

csv(
  'should read ";" between fields, a section column, a line break in a quoted name, and guess diets from names',
  () => {
    const result = menuFromCsv(
      [
        'category;section;dish;rate;type',
        'Starters;Veg;Paneer 65;210;',
        'Starters;Non-veg;"Chicken',
        'Lollipop";280;',
        'Starters;Non-veg;Royal Platter;3200;non-veg',
      ].join('\r\n'),
    );
    const [starters] = result.categories;
    assert.equal(
      starters?.sections?.map((s) => [s.id, s.mark, s.items.map((d) => [d.name, d.price, d.diet])]),
      [
        ['veg', 'veg', [['Paneer 65', 21000, ['veg']]]],
        [
          'non-veg',
          'non-veg',
          [
            ['Chicken Lollipop', 28000, ['non-veg']],
            ['Royal Platter', 320000, ['non-veg']],
          ],
        ],
      ],
    );
    assert.equal(
      result.warnings.map((w) => [w.line, w.message]),
      [[5, say.ambiguousPrice('3200')]],
    );
  },
);

csv('should make any other sub-heading a section without a food mark', () => {
  const result = menuFromCsv(
    ['Category,Section,Name,Price', 'Bakery,Breads,Sourdough,180', 'Bakery,Cakes,Plum Cake,450'].join('\n'),
  );
  assert.equal(result.categories, [
    {
      id: 'bakery',
      label: 'Bakery',
      sections: [
        { id: 'breads', label: 'Breads', items: [{ id: 'sourdough', name: 'Sourdough', price: 18000 }] },
        { id: 'cakes', label: 'Cakes', items: [{ id: 'plum-cake', name: 'Plum Cake', price: 45000 }] },
      ],
    },
  ]);
  assert.equal(result.warnings, []);
});

csv('should read a file without a header as category, name, price, diet, and say so', () => {
  const result = menuFromCsv('Dosas,Masala Dosa,80,veg\nDosas,Neer Dosa,70,');
  assert.equal(
    result.categories[0]?.items?.map((d) => d.name),
    ['Masala Dosa', 'Neer Dosa'],
  );
  assert.equal(
    result.warnings.map((w) => [w.line, w.message]),
    [[1, say.noCsvHeader]],
  );
});

csv.run();

const valid = suite('menuFromText: the result is a valid menu.json');

const PASTED = `DOSAS
Masala Dosa 80
Ghee Roast — ₹120 (veg)
₹ 90 Idli Vada
ದೋಸೆ
Benne Dosa 3200
Lassi 60/90
मिठाई
Gulab Jamun (2 pcs) INR 60
Starters:
Veg
Gobi Manchurian 180
Chicken Roll 150
Non-Veg
Egg Curry 140
Chicken 65 - 310/-`;

const validates = async (scenario: string, result: MenuFromTextResult) => {
  const fixture = await makeFixture(scenario, (f) =>
    f.editJson('menu.json', (menu) => {
      menu.categories = result.categories;
    }),
  );
  try {
    const { problems } = await validateCatalog(fixture.dir);
    // Other pages may link to the sample's own tabs and dishes: only menu.json is this parser's to answer for.
    return problems.filter((p) => p.file.endsWith('menu.json')).map(formatProblem);
  } finally {
    await fixture.cleanup();
  }
};

valid('should validate, schema and rules, inside the sample menu.json with its labels', async () => {
  const result = menuFromText(PASTED);
  assert.is(result.categories.length, 4);
  assert.equal(await validates('menu-text', result), []);
});

valid('should validate when read from a CSV file', async () => {
  const result = menuFromCsv(
    'category;section;name;price;diet\nStarters;Veg;Paneer 65;210;\nStarters;Non-veg;Egg Roll;90;\nDrinks;;Lassi;60/90;veg',
  );
  assert.equal(await validates('menu-csv', result), []);
});

valid('should really be checked: a price in words or a dish id twice is refused in the same place', async () => {
  const broken = structuredClone(menuFromText(PASTED));
  const [first, second] = broken.categories[0]?.items ?? [];
  (first as { price: unknown }).price = '80';
  (second as { id: string }).id = (first as { id: string }).id;
  const problems = await validates('menu-text-broken', broken);
  assert.ok(
    problems.some((p) => p.includes('/categories/0/items/0/price')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.includes('/categories/0/items/1/id')),
    problems.join('\n'),
  );
});

valid.run();
