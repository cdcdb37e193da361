import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { menuDishes } from '../../../site/core/catalog/menu.ts';
import { build } from '../../../scripts/build.ts';
import { appIcons } from '../../../scripts/pwa/app-icons.ts';
import { themeColors } from '../../../scripts/pwa/theme-colors.ts';
import { webManifest, type ManifestIcon } from '../../../scripts/pwa/web-manifest.ts';
import { filesOf } from '../../../scripts/steps/web-app-units.ts';
import type { WorkerConfig } from '../../../site/core/lib/web-app.ts';
import { FRAGMENTS } from '../../../site/pages/fragments.ts';
import { ROUTES } from '../../../site/core/routes.ts';
import { globalCss } from '../../../site/styles/global.ts';
import { deriveTheme } from '../../../site/core/theme/derive-theme.ts';
import { cssProperty } from '../../../site/styles/palette.ts';
import { color } from '../../../site/styles/tokens.ts';
import { makeFixture } from '../../cli/fixture.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

/* The manifest, its icons and the worker's configuration, as the build makes them. */

const parts = suite('the web app: manifest, icons, theme colours');

parts("should take each theme's page colour from the catalogue's theme, as the pages' CSS does", async () => {
  const theme = deriveTheme((await sampleCatalog()).theme);
  const { light, dark } = theme;
  assert.equal(themeColors(theme), { light: light.colors.bg, dark: dark?.colors.bg });
  const css = globalCss(theme);
  assert.ok(css.includes(`--bg:${light.colors.bg};`) && css.includes(`--bg:${dark?.colors.bg};`));
  const lightOnly = deriveTheme({ ...(await sampleCatalog()).theme, darkMode: false });
  assert.equal(themeColors(lightOnly), { light: light.colors.bg });
  assert.not.ok(globalCss(lightOnly).includes(':root.dark'), 'no dark theme');
});

parts('should name every colour for components as the custom property the themes define', async () => {
  const { light, dark } = deriveTheme((await sampleCatalog()).theme);
  for (const [name, value] of Object.entries(color)) assert.is(value, `var(${cssProperty(name)})`, name);
  assert.equal(Object.keys(color).sort(), Object.keys(light.colors).sort());
  assert.equal(Object.keys(dark?.colors ?? {}).sort(), Object.keys(light.colors).sort());
});

parts(
  'should describe the app from site.json: its names, start page, standalone display, colours and icons',
  async () => {
    const { site } = await sampleCatalog();
    const icons: ManifestIcon[] = [
      { src: '/app-icons/logo-192-0123456789.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    ];
    assert.equal(webManifest({ site, icons, colors: { light: '#fbf7f2', dark: '#15110e' } }), {
      id: '/',
      name: 'The Clay Table',
      short_name: 'Clay Table',
      description: site.description,
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#fbf7f2',
      background_color: '#fbf7f2',
      icons,
    });
  },
);

parts('should list the files a page loads from the site itself, once each, and nothing else', () => {
  const html = `<link rel="icon" href="/images/logo.svg" type="image/svg+xml"><link rel="modulepreload" href="/assets/chunks/a-1.js">
<script type="module" src="/assets/boot-X.js"></script><img src="/images/logo.svg"><svg><use href="/icons.svg#phone"></use><use href="/icons.svg#x"></use></svg>
<a href="/menu">Menu</a><a href="/">Home</a><a href="https://wa.me/91">WhatsApp</a><img src="//cdn.example/x.png"><a href="tel:+91">Call</a>`;
  assert.equal(filesOf(html), ['/images/logo.svg', '/assets/chunks/a-1.js', '/assets/boot-X.js', '/icons.svg']);
});

parts(
  'should draw the icons from the logo: 192 and 512 px PNGs, on their own and maskable, named by content, cached',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'kiln-app-icons-'));
    try {
      const dirs = {
        catalogDir: join(root, 'tests/fixtures/catalog'),
        siteDir: join(root, 'site'),
        cacheDir: join(root, 'cache'),
      };
      await mkdir(join(dirs.catalogDir, 'images'), { recursive: true });
      await writeFile(
        join(dirs.catalogDir, 'images/mark.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#a8432c"/></svg>',
      );
      const options = { ...dirs, logo: 'images/mark.svg', background: '#fbf7f2' };
      const icons = await appIcons(options);
      assert.equal(
        icons.map((i) => `${i.sizes} ${i.purpose}`),
        ['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'],
      );
      for (const icon of icons) {
        assert.match(icon.src, /^\/app-icons\/mark-(192|512)(-maskable)?-[0-9a-f]{10}\.png$/);
        const bytes = await readFile(join(dirs.siteDir, icon.src));
        const { format, width, height } = await sharp(bytes).metadata();
        assert.is(`${format} ${width}x${height}`, `png ${icon.sizes}`);
        const pixel = async (x: number, y: number) => [
          ...(await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).ensureAlpha().raw().toBuffer()),
        ];
        const size = width!;
        // Drawn at its size, not scaled up from 10 px: the logo's colour right up to near its edge.
        if (icon.purpose === 'any') {
          assert.equal(await pixel(0, 0), [0, 0, 0, 0], 'clear corners');
          assert.equal(
            await pixel(size / 2, Math.round(size * 0.02)),
            [0xa8, 0x43, 0x2c, 255],
            'the logo fills the icon',
          );
        } else {
          assert.equal(await pixel(0, 0), [0xfb, 0xf7, 0xf2, 255], 'the page colour in the corners');
          // Inside the safe zone (a circle 80% wide), all of the logo: nothing of it near the edge.
          assert.equal(
            await pixel(size / 2, Math.round(size * 0.15)),
            [0xfb, 0xf7, 0xf2, 255],
            'the logo keeps within the safe zone',
          );
          assert.equal(await pixel(size / 2, size / 2), [0xa8, 0x43, 0x2c, 255]);
        }
      }
      assert.is((await readdir(dirs.cacheDir)).length, 4, 'each drawn once into the cache');
      // A second build takes them from the cache: what is there is what it writes.
      const marker = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#000000' } })
        .png()
        .toBuffer();
      for (const file of await readdir(dirs.cacheDir)) await writeFile(join(dirs.cacheDir, file), marker);
      const again = await appIcons(options);
      assert.equal(again, icons, 'the same names');
      assert.ok((await readFile(join(dirs.siteDir, again[0]!.src))).equals(marker), 'from the cache, not drawn again');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
);

parts.run();

const built = suite('the web app in a built site');

let root: string;
const site = (name: string, ...path: string[]) => join(root, name, 'site', ...path);
const workerConfig = async (name: string): Promise<WorkerConfig> => {
  const script = await readFile(site(name, 'sw.js'), 'utf8');
  const json = /^self\.KILN_WORKER=(\{.*\});\n/.exec(script)?.[1];
  assert.ok(json, 'sw.js starts with its build’s configuration');
  return JSON.parse(json!);
};

built.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-web-app-'));
  const fixture = await makeFixture('web-app-price', (f) =>
    f.editJson('menu.json', (menu) => {
      menuDishes(menu)[0]!.price! += 1000;
    }),
  );
  try {
    for (const [name, catalogDir] of [
      ['a', 'tests/fixtures/catalog'],
      ['b', 'tests/fixtures/catalog'],
      ['priced', fixture.dir],
    ] as const) {
      const result = await build({ catalogDir, outDir: join(root, name) });
      if (result.outcome !== 'built') throw new Error(`${name}: ${JSON.stringify(result).slice(0, 300)}`);
    }
  } finally {
    await fixture.cleanup();
  }
});

built.after(async () => {
  await rm(root, { recursive: true, force: true });
});

built('should link every page to the manifest once, marking the build that wrote the worker', async () => {
  for (const route of ROUTES) {
    const html = await readFile(site('a', route.path.slice(1), 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.equal(
      head.match(/<link rel="manifest"[^>]*>/g),
      ['<link rel="manifest" href="/manifest.webmanifest" data-sw>'],
      route.path,
    );
  }
  assert.match(
    await readFile(site('a', '404.html'), 'utf8'),
    /<link rel="manifest" href="\/manifest\.webmanifest" data-sw>/,
  );
});

built(
  'should prerender the offline page: its words, the phone number and address, never indexed or listed',
  async () => {
    const { site: words } = await sampleCatalog();
    const html = await readFile(site('a', 'offline', 'index.html'), 'utf8');
    assert.match(html, new RegExp(`<title>${words.app.offline.title.replace(/'/g, '&#39;')} · The Clay Table</title>`));
    assert.match(html, /<meta name="robots" content="noindex">/);
    assert.not.match(html, /rel="canonical"/);
    assert.match(html, /href="tel:\+919845012345"/);
    for (const line of words.address.lines) assert.ok(html.includes(line), line);
    assert.not.match(await readFile(site('a', 'sitemap.xml'), 'utf8'), /offline/);
  },
);

built('should give the worker what to keep at install, every file of which the build wrote', async () => {
  const config = await workerConfig('a');
  assert.is(config.precache[0], '/', 'the start page');
  assert.ok(config.precache.includes('/offline/'));
  for (const { path } of FRAGMENTS) assert.ok(config.precache.includes(path), `the start page's late section ${path}`);
  const boot = (await readdir(site('a', 'assets'))).find((f) => /^boot-.+\.js$/.test(f));
  assert.ok(config.precache.includes(`/assets/${boot}`), 'the boot script');
  assert.ok(
    config.precache.includes('/icons.svg') && config.precache.includes('/images/logo.svg'),
    'the icons and the logo',
  );
  for (const path of config.precache) await readFile(site('a', path.endsWith('/') ? `${path}index.html` : path));
  assert.ok(config.immutable.includes('/assets/') && config.immutable.includes('/pictures/'));
  assert.is(config.api, 'https://api.theclaytable.in');
});

built('should write the same worker for the same build, and a new one when a price changes', async () => {
  const [a, priced] = [await workerConfig('a'), await workerConfig('priced')];
  assert.match(a.version, /^[0-9a-f]{16}$/);
  assert.ok((await readFile(site('a', 'sw.js'))).equals(await readFile(site('b', 'sw.js'))), 'byte for byte');
  assert.is.not(priced.version, a.version);
});

built(
  'should tell hosts to ask for the worker and the manifest every time, and to keep the icons for good',
  async () => {
    const headers = await readFile(site('a', '_headers'), 'utf8');
    const rule = (path: string) =>
      new RegExp(`^${path.replace(/[.*]/g, '\\$&')}\\n((?:  .*\\n)*)`, 'm').exec(headers)?.[1] ?? '';
    assert.match(rule('/sw.js'), /Cache-Control: no-cache/);
    assert.match(rule('/manifest.webmanifest'), /Cache-Control: no-cache/);
    assert.match(rule('/app-icons/*'), /Cache-Control: public, max-age=31536000, immutable/);
    assert.match(rule('/offline/*'), /Cache-Control: no-cache/);
    assert.match(rule('/*'), /worker-src 'self'; manifest-src 'self'/);
  },
);

built.run();
