import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { ROUTE_PATHS } from '../../../site/core/routes.ts';
import { createAjv } from '../../../scripts/validate/create-ajv.ts';
import { collectReferences, markReferences, type Reference } from '../../../scripts/validate/references.ts';
import { mediaExist } from '../../../scripts/validate/rules/media-exist.ts';
import { pagesCoverRoutes } from '../../../scripts/validate/rules/pages-cover-routes.ts';
import { productLinks } from '../../../scripts/validate/rules/product-links.ts';
import type { RuleContext } from '../../../scripts/validate/rules/rule.ts';
import { schemaReference } from '../../../scripts/validate/rules/schema-reference.ts';
import { uniqueIds } from '../../../scripts/validate/rules/unique-ids.ts';
import { variantReferences } from '../../../scripts/validate/rules/variant-references.ts';
import { menuPrices } from '../../../scripts/validate/rules/menu-prices.ts';
import { salePrices } from '../../../scripts/validate/rules/sale-prices.ts';
import { whatsappNumbers } from '../../../scripts/validate/rules/whatsapp-numbers.ts';
import { linkAnchors } from '../../../scripts/validate/rules/link-anchors.ts';
import { eventDates, namedDateParts } from '../../../scripts/validate/rules/event-dates.ts';
import { displayPath } from '../../../scripts/validate/display-path.ts';

const context = (
  files: Partial<Record<CatalogKey, unknown>>,
  references: Partial<Record<CatalogKey, Reference[]>> = {},
  dir = 'tests/fixtures/catalog',
): RuleContext => ({
  dir,
  files: new Map(Object.entries(files) as [CatalogKey, unknown][]),
  references: new Map(Object.entries(references) as [CatalogKey, Reference[]][]),
});

const rules = suite('cross-file rules');

rules('uniqueIds should report each repeated id in a list, pointing at the first use', () => {
  const menu = {
    hotCoffee: [{ id: 'latte' }, { id: 'mocha' }, { id: 'latte' }],
    coldCoffee: [{ id: 'latte' }],
    nested: { rows: [{ items: [{ id: 1 }, { id: 1 }] }] },
  };
  assert.equal(uniqueIds(context({ menu })), [
    { key: 'menu', pointer: '/hotCoffee/2/id', message: 'duplicate id "latte" (first used at /hotCoffee/0)' },
    {
      key: 'menu',
      pointer: '/nested/rows/0/items/1/id',
      message: 'duplicate id "1" (first used at /nested/rows/0/items/0)',
    },
  ]);
});

rules('uniqueIds should accept the same id in different lists', () => {
  assert.equal(uniqueIds(context({ menu: { a: [{ id: 'x' }], b: [{ id: 'x' }], c: ['x', 'x'] } })), []);
});

rules('mediaExist should report a kiln-image path with no file behind it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-images-'));
  try {
    await mkdir(join(dir, 'images'));
    await writeFile(join(dir, 'images', 'bowl.svg'), '<svg/>');
    const refs: Reference[] = [
      { format: 'kiln-image', pointer: '/photos/0/src', value: 'images/bowl.svg' },
      { format: 'kiln-image', pointer: '/photos/1/src', value: 'images/mug.svg' },
      { format: 'kiln-image', pointer: '/photos/2/src', value: 'images' },
      { format: 'kiln-route', pointer: '/link', value: '/menu' },
    ];
    assert.equal(await mediaExist(context({}, { gallery: refs }, dir)), [
      {
        key: 'gallery',
        pointer: '/photos/1/src',
        message: `image file not found: ${displayPath(join(dir, 'images/mug.svg'))}`,
      },
      {
        key: 'gallery',
        pointer: '/photos/2/src',
        message: `image file not found: ${displayPath(join(dir, 'images'))}`,
      },
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

rules('mediaExist should report a picture that is a symlink leading out of catalog/images/', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kiln-symlinks-'));
  const dir = join(root, 'tests/fixtures/catalog');
  try {
    await mkdir(join(dir, 'images', 'gallery'), { recursive: true });
    await writeFile(join(dir, 'images', 'bowl.svg'), '<svg/>');
    await writeFile(join(dir, 'site.json'), '{}');
    await writeFile(join(root, 'secret.svg'), '<svg/>');
    await mkdir(join(root, 'elsewhere'));
    await writeFile(join(root, 'elsewhere', 'plate.svg'), '<svg/>');
    await symlink(join(root, 'secret.svg'), join(dir, 'images', 'secret.svg'));
    await symlink('../site.json', join(dir, 'images', 'site.svg'));
    await symlink(join(root, 'elsewhere'), join(dir, 'images', 'outside'));
    await symlink('../bowl.svg', join(dir, 'images', 'gallery', 'bowl.svg'));
    await symlink(join(root, 'missing.svg'), join(dir, 'images', 'dangling.svg'));
    const refs: Reference[] = [
      { format: 'kiln-image', pointer: '/a', value: 'images/secret.svg' },
      { format: 'kiln-image', pointer: '/b', value: 'images/site.svg' },
      { format: 'kiln-image', pointer: '/c', value: 'images/outside/plate.svg' },
      { format: 'kiln-image', pointer: '/d', value: 'images/gallery/bowl.svg' },
      { format: 'kiln-image', pointer: '/e', value: 'images/dangling.svg' },
    ];
    const outside = (value: string) =>
      `picture file ${displayPath(join(dir, value))} is a shortcut (symlink) to a file outside catalog/images/: copy the picture itself into catalog/images/`;
    assert.equal(await mediaExist(context({}, { gallery: refs }, dir)), [
      { key: 'gallery', pointer: '/a', message: outside('images/secret.svg') },
      { key: 'gallery', pointer: '/b', message: outside('images/site.svg') },
      { key: 'gallery', pointer: '/c', message: outside('images/outside/plate.svg') },
      {
        key: 'gallery',
        pointer: '/e',
        message: `image file not found: ${displayPath(join(dir, 'images/dangling.svg'))}`,
      },
    ]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

rules('mediaExist should report a missing video, and one that is a symlink out of catalog/videos/', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kiln-videos-'));
  const dir = join(root, 'tests/fixtures/catalog');
  try {
    await mkdir(join(dir, 'videos'), { recursive: true });
    await writeFile(join(dir, 'videos', 'clip.mp4'), 'mp4');
    await writeFile(join(root, 'secret.mp4'), 'mp4');
    await symlink(join(root, 'secret.mp4'), join(dir, 'videos', 'linked.mp4'));
    const refs: Reference[] = [
      { format: 'kiln-video', pointer: '/a', value: 'videos/clip.mp4' },
      { format: 'kiln-video', pointer: '/b', value: 'videos/gone.mp4' },
      { format: 'kiln-video', pointer: '/c', value: 'videos/linked.mp4' },
    ];
    assert.equal(await mediaExist(context({}, { hubs: refs }, dir)), [
      { key: 'hubs', pointer: '/b', message: `video file not found: ${displayPath(join(dir, 'videos/gone.mp4'))}` },
      {
        key: 'hubs',
        pointer: '/c',
        message: `video file ${displayPath(join(dir, 'videos/linked.mp4'))} is a shortcut (symlink) to a file outside catalog/videos/: copy the video itself into catalog/videos/`,
      },
    ]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

rules('mediaExist should accept a catalogue reached through a symlinked folder', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kiln-linked-catalog-'));
  try {
    await mkdir(join(root, 'real', 'images'), { recursive: true });
    await writeFile(join(root, 'real', 'images', 'bowl.svg'), '<svg/>');
    await symlink(join(root, 'real'), join(root, 'catalog'));
    const refs: Reference[] = [{ format: 'kiln-image', pointer: '/a', value: 'images/bowl.svg' }];
    assert.equal(await mediaExist(context({}, { gallery: refs }, join(root, 'catalog'))), []);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

rules('pagesCoverRoutes should want an entry for every route and none for unknown ones', () => {
  const routes = Object.fromEntries(
    ROUTE_PATHS.filter((r) => r !== '/membership').map((r) => [r, { title: r, description: r }]),
  );
  routes['/memberships'] = { title: 'x', description: 'y' };
  // /membership is a coming-soon page: the catalogue has it while coming-soon.json lists it.
  const comingSoon = { pages: [{ path: '/membership' }] };
  assert.equal(pagesCoverRoutes(context({ pages: { routes }, comingSoon })), [
    {
      key: 'pages',
      pointer: '/routes',
      message: 'has no entry for the page "/membership" (every page needs a title and description)',
    },
    {
      key: 'pages',
      pointer: '/routes/~1memberships',
      atKey: true,
      message: 'is not a page of this site: "/memberships" (did you mean "/membership"?)',
    },
  ]);
});

rules('pagesCoverRoutes should want no entry for a page whose file the catalogue leaves out', () => {
  const routes = Object.fromEntries(
    ROUTE_PATHS.filter((r) => r !== '/membership').map((r) => [r, { title: r, description: r }]),
  );
  assert.equal(pagesCoverRoutes(context({ pages: { routes } })), []);
});

rules('pagesCoverRoutes should leave a malformed pages.json to its schema', () => {
  assert.equal(pagesCoverRoutes(context({ pages: { routes: [] } })), []);
  assert.equal(pagesCoverRoutes(context({})), []);
});

rules('schemaReference should want "$schema" to name the file\'s own schema', () => {
  const findings = schemaReference(
    context({
      menu: { $schema: './schemas/menu.schema.json' },
      crashCourse: { $schema: './schemas/crash_course.schema.json' },
      faq: {},
      press: [],
    }),
  );
  assert.equal(findings, [
    {
      key: 'crashCourse',
      pointer: '/$schema',
      message:
        '"$schema" must be "./schemas/crash-course.schema.json" so editors can check and autocomplete this file, got "./schemas/crash_course.schema.json"',
    },
    {
      key: 'faq',
      pointer: '',
      message: '"$schema" must be "./schemas/faq.schema.json" so editors can check and autocomplete this file',
    },
  ]);
});

rules('productLinks should want /product/<id> links to name a product in store.json', () => {
  const store = { products: [{ id: 'mug' }], emulator: { products: [{ id: 'plate' }] } };
  const refs: Reference[] = [
    { format: 'kiln-route', pointer: '/a', value: '/product/mug' },
    { format: 'kiln-route', pointer: '/b', value: '/product/plate' },
    { format: 'kiln-route', pointer: '/c', value: '/product/vase' },
    { format: 'kiln-route', pointer: '/d', value: '/menu' },
  ];
  assert.equal(productLinks(context({ store }, { home: refs })), [
    { key: 'home', pointer: '/c', message: 'links to a product that is not in store.json: "vase"' },
  ]);
});

rules("variantReferences should want a variant's image and options to be its product's", () => {
  const product = {
    images: [{ src: 'images/store/mug.svg' }],
    options: [{ id: 'colour' }],
    variants: [
      { image: 'images/store/mug.svg', options: { colour: 'teal' } },
      { image: 'images/store/cup.svg', options: { size: 'L' } },
    ],
  };
  assert.equal(variantReferences(context({ store: { emulator: { products: [product] } } })), [
    {
      key: 'store',
      pointer: '/emulator/products/0/variants/1/image',
      message: 'is not one of this product\'s images: "images/store/cup.svg" (use one of: images/store/mug.svg)',
    },
    {
      key: 'store',
      pointer: '/emulator/products/0/variants/1/options/size',
      atKey: true,
      message: 'names an option this product does not have: "size" (use one of: colour)',
    },
  ]);
  assert.equal(variantReferences(context({ store: { emulator: 'none' } })), []);
});

rules('menuPrices should warn of a price that is not whole rupees, most likely typed in rupees', () => {
  const menu = {
    categories: [
      { id: 'appetizer', sections: [{ id: 'veg', items: [{ price: 29000 }, { price: 290 }] }] },
      {},
      {},
      {},
      {},
      { id: 'desserts', items: [{ price: 29050 }, { price: '₹2' }] },
    ],
  };
  assert.equal(menuPrices(context({ menu })), [
    {
      key: 'menu',
      pointer: '/categories/0/sections/0/items/1/price',
      warning: true,
      message: '290 paise is ₹2.90: menu prices are in paise, so ₹290 is written 29000',
    },
    {
      key: 'menu',
      pointer: '/categories/5/items/0/price',
      warning: true,
      message: '29050 paise is ₹290.50: menu prices are in paise, so ₹290 is written 29000',
    },
  ]);
  assert.equal(menuPrices(context({ packages: { items: [{ price: 1499 }] } })), [], 'packages.json is in rupees');
});

rules("salePrices should want a variant's sale price below its regular price", () => {
  const variants = [
    { price: 145000, salePrice: 125000 },
    { price: 145000, salePrice: 145000 },
    { price: 145000, salePrice: 150000 },
    { price: 145000 },
  ];
  assert.equal(salePrices(context({ store: { emulator: { products: [{ variants }] } } })), [
    {
      key: 'store',
      pointer: '/emulator/products/0/variants/1/salePrice',
      message: 'must be less than the regular "price" beside it (145000), got 145000',
    },
    {
      key: 'store',
      pointer: '/emulator/products/0/variants/2/salePrice',
      message: 'must be less than the regular "price" beside it (145000), got 150000',
    },
  ]);
  assert.equal(salePrices(context({ store: { emulator: { products: 'none' } } })), []);
});

rules('whatsappNumbers should warn of a WhatsApp number or wa.me link without the country code', () => {
  const site = {
    whatsapp: '9845012345',
    socials: [
      { network: 'instagram', href: 'https://www.instagram.com/theclaytable' },
      { network: 'whatsapp', href: 'https://wa.me/9845012345?text=Hi' },
      { network: 'whatsapp', href: 'https://wa.me/919845012345' },
    ],
  };
  const advice = (value: string, meant: string) =>
    `"${value}" seems to lack the country code, which wa.me needs: write it in front, e.g. India's 91: "${meant}"`;
  assert.equal(whatsappNumbers(context({ site })), [
    { key: 'site', pointer: '/whatsapp', warning: true, message: advice('9845012345', '919845012345') },
    {
      key: 'site',
      pointer: '/socials/1/href',
      warning: true,
      message: advice('https://wa.me/9845012345?text=Hi', 'https://wa.me/919845012345?text=Hi'),
    },
  ]);
  assert.equal(whatsappNumbers(context({ site: { whatsapp: '919845012345', socials: [] } })), []);
});

rules('linkAnchors should want a link to a part of a page to name a section that page has', () => {
  const link = (pointer: string, value: string): Reference => ({ format: 'kiln-route', pointer, value });
  const home = [
    link('/a', '#reservations'),
    link('/b', '#reservation'),
    link('/c', '/#faqs'),
    link('/d', '/#faq'),
    link('/e', '/#banana'),
  ];
  const site = [link('/f', '/#pottery'), link('/g', '#anywhere'), link('/h', '/about#story'), link('/i', '/#Gallery')];
  const sections = '#pottery, #testimonials, #press-social-proof, #reservations, #offers, #gallery, #faq';
  assert.equal(linkAnchors(context({}, { home, site })), [
    {
      key: 'home',
      pointer: '/b',
      message: 'links to a part of the page "/" that does not exist: "#reservation" (did you mean "#reservations"?)',
    },
    {
      key: 'home',
      pointer: '/c',
      message: 'links to a part of the page "/" that does not exist: "/#faqs" (did you mean "/#faq"?)',
    },
    {
      key: 'home',
      pointer: '/e',
      message: `links to a part of the page "/" that does not exist: "/#banana" (it has: ${sections})`,
    },
    {
      key: 'site',
      pointer: '/i',
      message: 'links to a part of the page "/" that does not exist: "/#Gallery" (did you mean "/#gallery"?)',
    },
  ]);
});

rules(
  "eventDates should warn when an event's displayDate names another weekday, day, month or year than its date",
  () => {
    const event = (date: string, displayDate: string) => ({ date, displayDate });
    const events = {
      events: [
        event('2025-10-18', 'Saturday, 18 October 2025'),
        event('2025-06-07', 'Every Saturday'),
        event('2025-10-18', 'Sunday, 19 October 2025'),
        event('2025-10-18', 'Sat 18th Nov'),
        event('2025-10-18', 'October 18, 2024'),
        event('2025-10-18', 'Every 2nd Saturday, 4:00 PM'),
        event('2025-02-30', 'Someday'),
      ],
    };
    const differs = (i: number, words: string) => ({
      key: 'events',
      pointer: `/events/${i}/displayDate`,
      warning: true,
      message: `"${words}" does not match the date 2025-10-18, which is Saturday, 18 October 2025: correct whichever is wrong`,
    });
    assert.equal(eventDates(context({ events })), [
      differs(2, 'Sunday, 19 October 2025'),
      differs(3, 'Sat 18th Nov'),
      differs(4, 'October 18, 2024'),
    ]);
  },
);

rules('namedDateParts should read the parts of a day however they are written, and only those', () => {
  assert.equal(namedDateParts('Saturday, 18 October 2025'), { weekday: 6, day: 18, month: 10, year: 2025 });
  assert.equal(namedDateParts('Thurs 2nd Sept'), { weekday: 4, day: 2, month: 9 });
  assert.equal(namedDateParts('December 31st – January 1st'), { month: 12, day: 31 });
  assert.equal(namedDateParts('Every 2nd Saturday, 4 PM to 6:30 PM'), { weekday: 6 });
  assert.equal(namedDateParts('Every weekend'), {});
});

rules.run();

const references = suite('references');

references('should record every kiln-image and kiln-route value ajv meets, through $ref and anyOf', () => {
  const schema = {
    $defs: { picture: { type: 'object', properties: { src: { type: 'string', format: 'kiln-image' } } } },
    type: 'object',
    properties: {
      logo: { $ref: '#/$defs/picture' },
      photos: { type: 'array', items: { $ref: '#/$defs/picture' } },
      href: {
        anyOf: [
          { type: 'string', format: 'kiln-route' },
          { type: 'string', format: 'kiln-https-url' },
        ],
      },
      back: {
        anyOf: [
          { type: 'string', format: 'kiln-route' },
          { type: 'string', format: 'kiln-https-url' },
        ],
      },
      note: { type: 'string', enum: ['images/x.svg'], format: 'kiln-image' },
    },
  };
  const validate = createAjv().compile(markReferences(schema));
  const data = {
    logo: { src: 'images/logo.svg' },
    photos: [{ src: 'images/a.svg' }],
    href: 'https://example.com',
    back: '/menu',
    note: 'images/x.svg',
  };
  const { result, references: found } = collectReferences(() => validate(data));
  assert.ok(result);
  assert.equal(found, [
    { format: 'kiln-image', pointer: '/logo/src', value: 'images/logo.svg' },
    { format: 'kiln-image', pointer: '/photos/0/src', value: 'images/a.svg' },
    { format: 'kiln-route', pointer: '/back', value: '/menu' },
    { format: 'kiln-image', pointer: '/note', value: 'images/x.svg' },
  ]);
});

references('should leave the schema it marks unchanged and literal data alone', () => {
  const schema = { type: 'string', format: 'kiln-image', examples: [{ format: 'kiln-image' }] };
  const marked = markReferences(schema);
  assert.equal(schema, { type: 'string', format: 'kiln-image', examples: [{ format: 'kiln-image' }] });
  assert.equal(marked, { ...schema, 'x-kiln-reference': 'kiln-image' });
});

references.run();
