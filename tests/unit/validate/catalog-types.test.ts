import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  SCHEMA_DIR,
  TYPES_DIR,
  generateCatalogTypes,
  staleCatalogTypes,
  typeName,
} from '../../../scripts/generate-catalog-types.ts';
import { CATALOG_KEYS } from '../../../site/core/catalog/catalog-keys.ts';

const temp = () => mkdtemp(join(tmpdir(), 'kiln-types-'));

const checkedIn = suite('checked-in catalogue types');

checkedIn('should be exactly what the schemas generate (else run npm run types)', async () => {
  assert.equal(await staleCatalogTypes(), [], 'site/core/catalog/generated/ is out of date: run `npm run types`');
});

checkedIn('should name each generated file that drifted, is missing or comes from no schema', async () => {
  const dir = await temp();
  try {
    await cp(TYPES_DIR, dir, { recursive: true });
    await writeFile(
      join(dir, 'menu.ts'),
      (await readFile(join(dir, 'menu.ts'), 'utf8')).replace('price: number;', 'price: string;'),
    );
    await rm(join(dir, 'hubs.ts'));
    await writeFile(join(dir, 'old.ts'), 'export type Old = string;\n');
    assert.equal(await staleCatalogTypes(SCHEMA_DIR, dir), [
      `${dir}/hubs.ts is missing`,
      `${dir}/menu.ts differs from what the schemas generate`,
      `${dir}/old.ts comes from no schema`,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

checkedIn('should follow a schema change into its module', async () => {
  const dir = await temp();
  try {
    await cp(SCHEMA_DIR, dir, { recursive: true });
    const path = join(dir, 'menu.schema.json');
    const schema = JSON.parse(await readFile(path, 'utf8'));
    schema.properties.labels.properties.spicy = { type: 'boolean', description: 'Hot.' };
    await writeFile(path, JSON.stringify(schema));
    const menu = (await generateCatalogTypes(dir)).get('menu.ts')!;
    assert.match(menu, /\/\*\*\n +\* Hot\.\n +\*\/\n +spicy\?: boolean;/);
    assert.is.not(menu, (await generateCatalogTypes()).get('menu.ts'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

checkedIn('should give Catalog one key per schema, the keys CATALOG_KEYS lists', async () => {
  const files = (await readdir(SCHEMA_DIR)).filter((n) => n.endsWith('.schema.json'));
  const keys = files.map((f) => f.replace('.schema.json', '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()));
  assert.equal([...CATALOG_KEYS].sort(), keys.sort());
  const catalog = (await generateCatalogTypes()).get('catalog.ts')!;
  for (const key of keys) assert.match(catalog, new RegExp(`^  ${key}\\??: \\w+Catalog;$`, 'm'), key);
  // A file a café may leave out is an optional key.
  assert.match(catalog, /^  packages\?: PackagesCatalog;$/m);
});

checkedIn.run();

/** Generates from the given schema files, written to a temporary folder. */
async function generate(schemas: Record<string, object>): Promise<Map<string, string>> {
  const dir = await temp();
  try {
    for (const [name, schema] of Object.entries(schemas)) await writeFile(join(dir, name), JSON.stringify(schema));
    return await generateCatalogTypes(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const object = (properties: Record<string, object | boolean>, more: object = {}) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => properties[k] !== false),
  properties,
  ...more,
});
const text = { type: 'string', minLength: 1 };
/** The code without comments, on one line. */
const squash = (code: string | undefined) =>
  (code ?? '')
    .replace(/\/\*\*[\s\S]*?\*\/\s*|^\/\/.*\n/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

const generator = suite('generateCatalogTypes');

generator('should name a type after each title, and the catalogue type after its file', async () => {
  assert.is(typeName('FAQ group'), 'FaqGroup');
  assert.is(typeName('Add-on icon'), 'AddOnIcon');
  const out = await generate({
    'crash-course.schema.json': object({
      tip: object({ text }, { title: 'Crash course tip', description: 'One tip.' }),
    }),
  });
  assert.is(
    squash(out.get('crash-course.ts')),
    'export interface CrashCourseCatalog { tip: CrashCourseTip; } export interface CrashCourseTip { text: string; }',
  );
});

generator(
  'should name no type after the title of a plain field or list, which is only its label for staff',
  async () => {
    const out = await generate({
      'a.schema.json': object({
        heading: { ...text, title: 'Heading' },
        tags: { type: 'array', title: 'Tags', items: { ...text, title: 'Tag' } },
        size: { type: 'string', title: 'Size', enum: ['s', 'm'] },
      }),
      'b.schema.json': object({ heading: { type: 'number', title: 'Heading' } }),
    });
    assert.is(
      squash(out.get('a.ts')),
      "export interface ACatalog { heading: string; tags: string[]; size: Size; } export type Size = 's' | 'm';",
    );
    assert.is(squash(out.get('b.ts')), 'export interface BCatalog { heading: number; }');
  },
);

generator('should declare a title several schemas use once, in shared.ts, and import it', async () => {
  const picture = object({ src: text, alt: text }, { title: 'Picture' });
  const out = await generate({
    'a.schema.json': object({ logo: { ...picture, description: 'The logo.' } }),
    'b.schema.json': object({ photos: { type: 'array', items: { ...picture, description: 'A photo.' } } }),
  });
  assert.match(squash(out.get('shared.ts')), 'export interface Picture { src: string; alt: string; }');
  assert.match(out.get('a.ts')!, "import type { Picture } from './shared.ts';");
  assert.match(out.get('b.ts')!, "import type { Picture } from './shared.ts';");
  assert.match(out.get('a.ts')!, /The logo\.\n {3}\*\/\n {2}logo: Picture;/);
  assert.match(squash(out.get('b.ts')), 'photos: Picture[];');
});

generator('should refuse one title on two different shapes, naming both places', async () => {
  try {
    await generate({
      'a.schema.json': object({
        one: object({ src: text }, { title: 'Picture' }),
        two: object({ href: text }, { title: 'Picture' }),
      }),
    });
    assert.unreachable('generated');
  } catch (error) {
    assert.is(
      (error as Error).message,
      'catalog/schemas/a.schema.json#/properties/two: "title": "Picture" is also the title of a different shape at catalog/schemas/a.schema.json#/properties/one; give one of them another title',
    );
  }
});

generator('should refuse a keyword it cannot turn into a type', async () => {
  try {
    await generate({ 'a.schema.json': object({ one: { type: 'string', not: { const: '' } } }) });
    assert.unreachable('generated');
  } catch (error) {
    assert.match(
      (error as Error).message,
      'catalog/schemas/a.schema.json#/properties/one: the type generator does not know the keyword "not"',
    );
  }
});

generator('should turn if/then/else on a field into a union of its cases, each keeping its name', async () => {
  const link = object({ label: text, href: text }, { title: 'Link' });
  const out = await generate({
    'site.schema.json': object({
      nav: {
        type: 'array',
        items: {
          title: 'Nav item',
          if: { type: 'object', required: ['links'] },
          then: object({ label: text, links: { type: 'array', items: link } }, { title: 'Nav group' }),
          else: link,
        },
      },
    }),
  });
  assert.match(squash(out.get('site.ts')), 'export type NavItem = NavGroup | Link;');
  assert.match(squash(out.get('site.ts')), 'export interface NavGroup { label: string; links: Link[]; }');
});

generator('should turn if/then/else on a value into a discriminated union', async () => {
  const out = await generate({
    'hubs.schema.json': object({
      post: {
        ...object({ type: { enum: ['image', 'video'] }, video: text }, { title: 'Hub post' }),
        required: ['type'],
        if: { properties: { type: { const: 'video' } } },
        then: { required: ['video'] },
        else: { properties: { video: false } },
      },
    }),
  });
  assert.match(
    squash(out.get('hubs.ts')),
    "export type HubPost = | { type: 'video'; video: string; } | { type: 'image'; video?: never; };",
  );
});

generator('should keep one shape where then and else only narrow strings', async () => {
  const out = await generate({
    'site.schema.json': object({
      social: {
        ...object({ network: { enum: ['instagram', 'whatsapp'] }, href: text }, { title: 'Social link' }),
        if: { type: 'object', required: ['network'], properties: { network: { const: 'whatsapp' } } },
        then: { properties: { href: { type: 'string', format: 'kiln-whatsapp-url' } } },
        else: { properties: { href: { type: 'string', format: 'kiln-https-url' } } },
      },
    }),
  });
  assert.match(
    squash(out.get('site.ts')),
    "export interface SocialLink { network: 'instagram' | 'whatsapp'; href: string; }",
  );
});

generator.run();

/**
 * Compile-time promises of the generated types, checked by running tsc on them: each
 * `@ts-expect-error` must meet its error, so a type that loosens fails this test.
 */
const STRICTNESS = `
import type { Catalog } from '${resolve('site/core/catalog/catalog-keys.ts')}';
import type { GalleryCategory } from '${resolve('site/core/catalog/gallery.ts')}';
import type { HubPost } from '${resolve('site/core/catalog/hubs.ts')}';
import type { MenuItem } from '${resolve('site/core/catalog/menu.ts')}';
import type { PackageItem } from '${resolve('site/core/catalog/packages.ts')}';
import type { NavItem, SocialNetwork } from '${resolve('site/core/catalog/site.ts')}';

declare const catalog: Catalog;
declare const nav: NavItem;
declare const post: HubPost;
declare const dish: MenuItem;

// A header entry is a group of links or one link, told apart by 'links' in it.
export const firstHref: string = 'links' in nav ? nav.links[0]!.href : nav.href;
// A video post has its clip; an image post has none.
export const clip: string = post.type === 'video' ? post.video : '';
export const noClip: undefined = post.type === 'image' ? post.video : undefined;
// @ts-expect-error categories are a literal union
export const category: GalleryCategory = 'pets';
// @ts-expect-error social networks are a literal union
export const network: SocialNetwork = 'tiktok';
const base = { id: 'a', subTitle: 'A', note: '', content: {}, terms: [] };
export const perPerson: PackageItem = { ...base, type: 'perPerson', price: 1 };
// @ts-expect-error a package is priced per person
export const perHead: PackageItem = { ...base, type: 'perHead', price: 1 };
// @ts-expect-error a package has one price, or an adult and a kid price
export const twoPrices: PackageItem = { ...base, type: 'perPerson', price: 1, priceAdult: 1, priceKid: 1 };
// @ts-expect-error a required field stays required
export const noPrice: MenuItem = { id: 'a', name: 'A' };
// @ts-expect-error "additionalProperties": false gives no index signature
export const spicy: unknown = dish['spicy'];
// @ts-expect-error Catalog has one key per catalogue file
export const nope: unknown = catalog.nope;
export const tagline: string = catalog.site.tagline;
`;

/** The project's strictness, spelled out so the check does not depend on how tsconfig files are split. */
const COMPILER_OPTIONS = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  lib: ['ES2023'],
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
};

const strict = suite('generated types under tsc');

strict('should keep literal unions, required fields, closed objects and discriminable unions', async () => {
  const dir = await temp();
  try {
    await writeFile(join(dir, 'strictness.ts'), STRICTNESS);
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: ['strictness.ts'] }),
    );
    const tsc = spawnSync(
      process.execPath,
      [resolve('node_modules/typescript/bin/tsc'), '--noEmit', '--pretty', 'false', '-p', dir],
      { encoding: 'utf8' },
    );
    assert.is(`${tsc.stdout}${tsc.stderr}`.replaceAll(dir, '<dir>'), '');
    assert.is(tsc.status, 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

strict.run();
