import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../../scripts/build.ts';
import { routeFile } from '../../../scripts/steps/site-units.ts';
import { NOINDEX_ROUTES, UNCANONICAL_ROUTES, UNLISTED_ROUTES } from '../../../scripts/seo/site-seo.ts';
import { splitEvents } from '../../../site/core/lib/split-events.ts';
import { productPath, ROUTES } from '../../../site/core/routes.ts';
import { type SampleCatalog, sampleCatalog } from '../../sample-catalog.ts';
import type { StoreListing } from '../../../site/core/catalog/store.ts';

/**
 * The sample catalogue, built once: what every page tells search engines and link previews, and
 * the files they read beside the pages. The quality gate for discoverability.
 */
const seo = suite('discoverability of the built site');

const SITE = 'https://www.theclaytable.in';
let root: string;
let out: string;
let catalog: SampleCatalog;
/** Every page of the site, by its file under site/: each route's, each listed product's and the 404 page. */
const pages = new Map<string, { path: string; html: string }>();

seo.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-seo-'));
  out = join(root, 'dist');
  catalog = await sampleCatalog();
  const result = await build({ catalogDir: 'tests/fixtures/catalog', outDir: out });
  if (result.outcome !== 'built')
    throw new Error(`the sample catalogue does not validate: ${JSON.stringify(result).slice(0, 500)}`);
  assert.equal(result.warnings, [], 'site.json has the site URL');
  for (const path of [...ROUTES.map((r) => r.path), ...catalog.store.products!.map((p) => productPath(p.id))]) {
    pages.set(routeFile(path), { path, html: await readFile(join(out, 'site', routeFile(path)), 'utf8') });
  }
  pages.set('404.html', { path: '/404', html: await readFile(join(out, 'site/404.html'), 'utf8') });
});

seo.after(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Decodes the few entities escapeHtml writes. */
const text = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const all = (html: string, pattern: RegExp) => [...head(html).matchAll(pattern)].map((m) => text(m[1]!));
const titles = (html: string) => all(html, /<title>([^<]*)<\/title>/g);
const meta = (html: string, key: 'name' | 'property', name: string) =>
  all(html, new RegExp(`<meta ${key}="${name}" content="([^"]*)">`, 'g'));
const canonicals = (html: string) => all(html, /<link rel="canonical" href="([^"]*)">/g);
/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
const graphs = (html: string): any[] =>
  all(html, /<script type="application\/ld\+json">([^<]*)<\/script>/g).map((json) => JSON.parse(json));
const nodes = (html: string): any[] => graphs(html).flatMap((g) => g['@graph']);
const ofType = (html: string, type: string) => nodes(html).filter((n) => [n['@type']].flat().includes(type));

seo('should build every route, a page for each product the store lists, and the 404 page', () => {
  assert.is(catalog.store.products!.length, 5);
  assert.is(pages.size, ROUTES.length + 5 + 1);
});

seo("should describe a listed product's page with its catalogue name, line and picture", () => {
  const [mug] = catalog.store.products! as [StoreListing];
  const { html } = pages.get('product/speckled-mug/index.html')!;
  assert.equal(titles(html), [`${mug.title} · ${catalog.site.name}`]);
  assert.equal(meta(html, 'name', 'description'), [mug.summary]);
  assert.equal(canonicals(html), [`${SITE}/product/speckled-mug`]);
  assert.match(meta(html, 'property', 'og:image')[0]!, /\/share\/mug-terracotta-[0-9a-f]{10}\.png$/);
  assert.equal(meta(html, 'property', 'og:image:alt'), [mug.picture.alt]);
});

seo('should give every page exactly one non-empty <title>, unique across pages', () => {
  const seen = new Map<string, string>();
  for (const [file, { html }] of pages) {
    const found = titles(html);
    assert.is(found.length, 1, `${file}: ${found.length} titles`);
    const [title] = found as [string];
    assert.ok(title.trim(), `${file}: empty title`);
    assert.not.ok(seen.has(title), `${file} and ${seen.get(title)} share the title "${title}"`);
    seen.set(title, file);
  }
});

seo('should give every page one meta description, unique across pages, and the same text to og:description', () => {
  const seen = new Map<string, string>();
  for (const [file, { html }] of pages) {
    const found = meta(html, 'name', 'description');
    assert.is(found.length, 1, `${file}: ${found.length} descriptions`);
    const [description] = found as [string];
    assert.ok(description.trim(), `${file}: empty description`);
    assert.not.ok(seen.has(description), `${file} and ${seen.get(description)} share the description "${description}"`);
    seen.set(description, file);
    assert.equal(meta(html, 'property', 'og:description'), [description], file);
    assert.equal(meta(html, 'property', 'og:title'), titles(html), file);
  }
});

seo('should give every public page its canonical address and og:url from the site URL, and the rest none', () => {
  for (const [file, { path, html }] of pages) {
    const expected = file === '404.html' || UNCANONICAL_ROUTES.includes(path) ? [] : [new URL(path, SITE).href];
    assert.equal(canonicals(html), expected, `${file}: canonical`);
    assert.equal(meta(html, 'property', 'og:url'), expected, `${file}: og:url`);
  }
  assert.equal(canonicals(pages.get('about/index.html')!.html), [`${SITE}/about`]);
  assert.equal(canonicals(pages.get('index.html')!.html), [`${SITE}/`]);
});

seo('should ask search engines to leave out only the 404 page and the order confirmation', () => {
  for (const [file, { path, html }] of pages) {
    const noindex = file === '404.html' || NOINDEX_ROUTES.includes(path);
    assert.equal(meta(html, 'name', 'robots'), noindex ? ['noindex'] : [], file);
  }
});

seo(
  'should give every page an absolute share picture that is in the build: a 1200 × 630 PNG, with its size, type and alt text',
  async () => {
    const checked = new Set<string>();
    for (const [file, { html }] of pages) {
      const [image, ...more] = meta(html, 'property', 'og:image');
      assert.ok(image && more.length === 0, `${file}: one og:image`);
      assert.ok(image.startsWith(`${SITE}/share/`), `${file}: ${image}`);
      assert.equal(meta(html, 'property', 'og:image:width'), ['1200'], file);
      assert.equal(meta(html, 'property', 'og:image:height'), ['630'], file);
      assert.equal(meta(html, 'property', 'og:image:type'), ['image/png'], file);
      assert.ok(meta(html, 'property', 'og:image:alt')[0], `${file}: og:image:alt`);
      assert.equal(meta(html, 'name', 'twitter:card'), ['summary_large_image'], file);
      if (checked.has(image)) continue;
      checked.add(image);
      const picture = await sharp(await readFile(join(out, 'site', new URL(image).pathname))).metadata();
      assert.equal([picture.format, picture.width, picture.height], ['png', 1200, 630], image);
    }
  },
);

seo("should use a page's own share picture from pages.json, and site.json's for the others", () => {
  const image = (file: string) => [
    meta(pages.get(file)!.html, 'property', 'og:image')[0],
    meta(pages.get(file)!.html, 'property', 'og:image:alt')[0],
  ];
  const own = catalog.pages.routes['/menu']!.shareImage!;
  assert.match(image('menu/index.html')[0]!, /\/share\/main-course-[0-9a-f]{10}\.png$/);
  assert.is(image('menu/index.html')[1], own.alt);
  assert.not.ok(catalog.pages.routes['/']!.shareImage, 'the home page has none of its own');
  assert.match(image('index.html')[0]!, /\/share\/hero-table-[0-9a-f]{10}\.png$/);
  assert.is(image('index.html')[1], catalog.site.shareImage.alt);
  assert.equal(image('404.html'), image('index.html'));
});

seo('should describe the café on every page, as JSON-LD that parses', () => {
  for (const [file, { html }] of pages) {
    assert.is(graphs(html).length, 1, `${file}: one JSON-LD block`);
    const cafes = ofType(html, 'CafeOrCoffeeShop');
    assert.is(cafes.length, 1, `${file}: the café`);
    const [cafe] = cafes;
    assert.equal(cafe['@type'], ['CafeOrCoffeeShop', 'Restaurant'], file);
    for (const key of [
      'address',
      'geo',
      'openingHoursSpecification',
      'telephone',
      'hasMenu',
      'priceRange',
      'acceptsReservations',
      'sameAs',
    ]) {
      assert.ok(cafe[key], `${file}: the café's ${key}`);
    }
    assert.is(cafe.address.postalCode, '560038', file);
  }
});

seo('should describe the menu on /menu with every dish priced in INR, and nowhere else', () => {
  const [menu, ...more] = ofType(pages.get('menu/index.html')!.html, 'Menu');
  assert.ok(menu && more.length === 0, 'one Menu');
  assert.is(menu.url, `${SITE}/menu`);
  const items = (section: any): any[] => [
    ...(section.hasMenuItem ?? []),
    ...(section.hasMenuSection ?? []).flatMap(items),
  ];
  const dishes = menu.hasMenuSection.flatMap(items);
  assert.is(dishes.length, 39, 'SPEC §3: 7 appetizers, 19 mains, 4 hot coffees, 3 cold, 3 shakes, 3 desserts');
  assert.ok(
    dishes.every(
      (d: any) =>
        d['@type'] === 'MenuItem' && d.offers.priceCurrency === 'INR' && d.offers.price >= 100 && d.offers.price <= 600,
    ),
  );
  for (const [file, { html }] of pages) if (file !== 'menu/index.html') assert.is(ofType(html, 'Menu').length, 0, file);
});

seo('should describe each upcoming event on /events, and no past one', () => {
  const events = ofType(pages.get('events/index.html')!.html, 'Event');
  const { upcoming } = splitEvents(catalog.events.events, catalog.site.eventsReferenceDate!);
  assert.equal(
    events.map((e) => [e.name, e.startDate]),
    upcoming.map((e) => [e.title, e.date]),
  );
  for (const [file, { html }] of pages)
    if (file !== 'events/index.html') assert.is(ofType(html, 'Event').length, 0, file);
});

seo(
  'should list every public route and listed product in sitemap.xml, absolute, and not the product shell or the order confirmation',
  async () => {
    const xml = await readFile(join(out, 'site/sitemap.xml'), 'utf8');
    assert.ok(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    );
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const products = catalog.store.products!.map((p) => `${SITE}/product/${p.id}`);
    assert.equal(listed, [
      ...ROUTES.filter((r) => !UNLISTED_ROUTES.includes(r.path)).map((r) => new URL(r.path, SITE).href),
      ...products,
    ]);
    assert.is(listed.length, ROUTES.length - 2 + 5);
    for (const path of ['/', '/menu', '/events', '/privacy-policy', '/membership'])
      assert.ok(listed.includes(new URL(path, SITE).href), path);
  },
);

seo('should let crawlers into the site and point them at the sitemap, and keep them out of the hub', async () => {
  assert.is(
    await readFile(join(out, 'site/robots.txt'), 'utf8'),
    `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
  );
  assert.is(await readFile(join(out, 'hub/robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /\n');
  const hub = await readFile(join(out, 'hub/index.html'), 'utf8');
  assert.ok(hub.includes('<meta name="robots" content="noindex">'), 'every hub page says noindex');
});

seo.run();
