import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scaleCatalog } from '../../../scripts/bench/scale-catalog.ts';
import { build } from '../../../scripts/build.ts';
import { parseHeaderRules } from '../../../scripts/http/header-rules.ts';
import { startStaticServer } from '../../../scripts/serve/static-server.ts';

/*
 * Issue 33, part 1: a new price shows on a guest's first visit online after it is published.
 * Every HTML file a build writes (a later page of a long list, a home page's late section, a
 * product) is sent with `Cache-Control: no-cache` by `kiln serve`, which answers from `_headers`
 * as the hosts do; every other file gets one caching rule, never two joined.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 150;
const SITE = 'https://www.example.org';
const caching = suite('caching: every page revalidated');

let work: string;
const servers: Server[] = [];
const files: Record<'site' | 'hub', string[]> = { site: [], hub: [] };

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

caching.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'kiln-cache-headers-'));
  // Three times the sample: long enough that every list has later pages.
  await scaleCatalog('tests/fixtures/catalog', join(work, 'tests/fixtures/catalog'), 3);
  const result = await build({
    catalogDir: join(work, 'tests/fixtures/catalog'),
    outDir: join(work, 'out'),
    siteUrl: SITE,
  });
  if (result.outcome !== 'built') throw new Error(`did not build: ${JSON.stringify(result).slice(0, 300)}`);
  for (const [i, part] of (['site', 'hub'] as const).entries()) {
    files[part] = await walk(join(work, 'out', part));
    servers.push(await startStaticServer({ dir: join(work, 'out', part), port: PORT + i }));
  }
});

caching.after(async () => {
  for (const server of servers) server.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const cacheControl = async (port: number, path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'HEAD' });
  return response.headers.get('cache-control');
};

/** The addresses a host answers with this file: "menu/page/3/index.html" at /menu/page/3, /menu/page/3/ and itself. */
const addresses = (file: string) => {
  if (!file.endsWith('index.html')) return [`/${file}`];
  const folder = `/${file.slice(0, -'index.html'.length)}`;
  return folder === '/' ? ['/', '/index.html'] : [folder.slice(0, -1), folder, `/${file}`];
};

caching('should send every HTML file of the site and the hub with no-cache, whatever its path', async () => {
  for (const [i, part] of (['site', 'hub'] as const).entries()) {
    const pages = files[part].filter((f) => f.endsWith('.html'));
    assert.ok(pages.length > 5, `${part}: pages found`);
    for (const file of pages)
      for (const path of addresses(file)) assert.is(await cacheControl(PORT + i, path), 'no-cache', `${part} ${path}`);
  }
  assert.ok(
    files.site.some((f) => /^menu\/page\/\d+\/index\.html$/.test(f)),
    'a later page of the menu was built',
  );
  assert.ok(
    files.site.some((f) => f.startsWith('sections/home/')),
    "the home page's late sections were built",
  );
});

caching('should send every page the sitemap lists with no-cache', async () => {
  const sitemap = await readFile(join(work, 'out', 'site', 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length) || '/');
  assert.ok(
    locs.some((path) => /\/page\/\d+$/.test(path)),
    'later pages in the sitemap',
  );
  for (const path of locs) assert.is(await cacheControl(PORT, path), 'no-cache', path);
});

caching('should give every other file exactly one caching rule, never two joined', async () => {
  const known = ['no-cache', 'public, max-age=31536000, immutable', 'public, max-age=86400, must-revalidate'];
  for (const [i, part] of (['site', 'hub'] as const).entries())
    for (const file of files[part].filter((f) => !f.startsWith('_'))) {
      const value = await cacheControl(PORT + i, `/${file}`);
      assert.ok(value && known.includes(value), `${part} /${file}: ${value}`);
    }
  // What Kiln's cache keeps beside a bundle (its description, its hash) is not published.
  assert.equal(
    [...files.site, ...files.hub].filter((f) => /kiln-bundle/.test(f)),
    [],
  );
  const hashed = files.site.find((f) => f.startsWith('assets/'))!;
  assert.is(await cacheControl(PORT, `/${hashed}`), 'public, max-age=31536000, immutable');
});

caching("should stay well under Cloudflare Pages' limit of 100 rules", async () => {
  for (const part of ['site', 'hub'])
    assert.ok(
      parseHeaderRules(await readFile(join(work, 'out', part, '_headers'), 'utf8')).length < 100,
      `${part}/_headers under 100 rules`,
    );
});

caching.run();
