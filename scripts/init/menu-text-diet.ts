import type { DietTag } from '../../site/core/catalog/menu.ts';

/** How owners write a diet outright, as a mark beside a dish or in a CSV column. */
const STATED: Record<string, DietTag> = {
  veg: 'veg',
  v: 'veg',
  vegetarian: 'veg',
  'pure veg': 'veg',
  'non-veg': 'non-veg',
  'non veg': 'non-veg',
  nonveg: 'non-veg',
  nv: 'non-veg',
  'non-vegetarian': 'non-veg',
  'non vegetarian': 'non-veg',
  egg: 'egg',
  eggetarian: 'egg',
  vegan: 'vegan',
  jain: 'jain',
  'gluten-free': 'gluten-free',
  'gluten free': 'gluten-free',
  gf: 'gluten-free',
  spicy: 'spicy',
  'contains nuts': 'contains-nuts',
  'contains-nuts': 'contains-nuts',
  nuts: 'contains-nuts',
  शाकाहारी: 'veg',
  मांसाहारी: 'non-veg',
  ಸಸ್ಯಾಹಾರಿ: 'veg',
  ಮಾಂಸಾಹಾರಿ: 'non-veg',
};

/** A diet written outright ("veg", "Non Veg", "NV"), or undefined. */
export const statedDiet = (text: string): DietTag | undefined =>
  STATED[text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')];

/** Words in a dish's name that suggest its diet, most telling first: "Chicken Egg Roll" is non-veg. */
const WORDS: [DietTag, string[]][] = [
  [
    'non-veg',
    [
      'chicken',
      'mutton',
      'fish',
      'prawn',
      'prawns',
      'shrimp',
      'crab',
      'lamb',
      'beef',
      'pork',
      'keema',
      'kheema',
      'meat',
      'murg',
      'murgh',
      'gosht',
      'bacon',
      'ham',
      'salami',
      'sausage',
      'pepperoni',
      'tuna',
      'salmon',
      'pomfret',
      'seafood',
      'squid',
      'turkey',
      'duck',
    ],
  ],
  ['egg', ['egg', 'eggs', 'omelette', 'omelet', 'anda']],
  ['veg', ['veg', 'vegetable', 'vegetables', 'paneer', 'aloo', 'gobi', 'dal', 'daal', 'palak', 'mushroom', 'eggless']],
];

/** The diet a dish's name suggests, with the word that suggests it: always a guess to confirm. */
export function dietFromName(name: string): { tag: DietTag; word: string } | undefined {
  const words = name.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  // "Non-Veg Thali" splits into "non" and "veg": not a vegetarian word.
  if (/\bnon[\s-]?veg/i.test(name)) return { tag: 'non-veg', word: name.match(/\bnon[\s-]?veg/i)?.[0] ?? 'non-veg' };
  for (const [tag, list] of WORDS) {
    const word = words.find((w) => list.includes(w));
    if (word) return { tag, word };
  }
  return undefined;
}

/** A sub-heading that splits a tab into India's food marks: "Veg", "Non-Veg", "मांसाहारी". */
export function sectionMark(heading: string): 'veg' | 'non-veg' | undefined {
  const tag = statedDiet(heading) ?? statedDiet(heading.replace(/\b(items|dishes|section)$/i, ''));
  return tag === 'veg' || tag === 'non-veg' ? tag : undefined;
}
