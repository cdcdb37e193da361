import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cliMessages } from '../../scripts/cli-messages.ts';
import { assertCompleteBuild } from './build-output.ts';
import { kiln, lines, makeFixture } from './fixture.ts';
import { ROUTES } from '../../site/core/routes.ts';

const siteUrl = suite('kiln build: the site URL');

siteUrl('should build without one, warning once, and leave out what needs an absolute address', async () => {
  const fixture = await makeFixture('build-no-site-url', (f) =>
    f.editJson('site.json', (site) => delete site.urls.site),
  );
  const root = await mkdtemp(join(tmpdir(), 'kiln-no-site-url-'));
  const out = join(root, 'dist');
  try {
    const run = kiln('build', '--catalog', fixture.dir, '--out', out);
    assert.is(run.code, 0, run.stderr);
    assert.equal(lines(run.stderr), [cliMessages.noSiteUrl], 'one warning line, nothing else');
    assert.match(cliMessages.noSiteUrl, /urls\.site in site\.json, or --site-url/);
    assert.match(run.stdout, new RegExp(`^Built ${ROUTES.length} routes \\+ 404 into `));
    await assertCompleteBuild(out);

    for (const page of ['index.html', 'about/index.html', 'menu/index.html', '404.html']) {
      const html = await readFile(join(out, 'site', page), 'utf8');
      for (const gone of ['rel="canonical"', 'og:url', 'og:image', 'https://www.theclaytable.in'])
        assert.not.ok(html.includes(gone), `${page}: ${gone}`);
      assert.ok(html.includes('<meta property="og:title"'), `${page}: what needs no address stays`);
      assert.ok(html.includes('<meta name="twitter:card" content="summary">'), page);
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]!);
      assert.is(ld['@graph'][0].address.addressLocality, 'Bengaluru', `${page}: the café, without addresses`);
    }
    const site = await readdir(join(out, 'site'));
    assert.not.ok(site.includes('sitemap.xml'), 'no sitemap: it needs absolute addresses');
    assert.not.ok(site.includes('share'), 'no share pictures: no page could point at them');
    assert.is(await readFile(join(out, 'site/robots.txt'), 'utf8'), 'User-agent: *\nAllow: /\n', 'no Sitemap line');

    const hub = await readFile(join(out, 'hub/index.html'), 'utf8');
    assert.ok(hub.includes('src="/images/logo.svg"'), 'the hub shows its own copy of the logo');
    assert.is(await readFile(join(out, 'hub/images/logo.svg'), 'utf8'), await fixture.readText('images/logo.svg'));
    assert.not.ok(hub.includes('undefined'), 'no link to an unknown site');
  } finally {
    await rm(root, { recursive: true, force: true });
    await fixture.cleanup();
  }
});

siteUrl('should take --site-url in its place, with no warning', async () => {
  const fixture = await makeFixture('build-site-url-flag', (f) =>
    f.editJson('site.json', (site) => delete site.urls.site),
  );
  const root = await mkdtemp(join(tmpdir(), 'kiln-site-url-flag-'));
  const out = join(root, 'dist');
  try {
    const run = kiln('build', '--catalog', fixture.dir, '--out', out, '--site-url', 'https://preview.example.in/');
    assert.is(run.code, 0, run.stderr);
    assert.is(run.stderr, '');
    const about = await readFile(join(out, 'site/about/index.html'), 'utf8');
    assert.ok(about.includes('<link rel="canonical" href="https://preview.example.in/about">'));
    assert.match(
      about,
      /<meta property="og:image" content="https:\/\/preview\.example\.in\/share\/story-[0-9a-f]{10}\.png">/,
    );
    assert.match(
      await readFile(join(out, 'site/robots.txt'), 'utf8'),
      /\nSitemap: https:\/\/preview\.example\.in\/sitemap\.xml\n$/,
    );
    assert.match(
      await readFile(join(out, 'site/sitemap.xml'), 'utf8'),
      /<loc>https:\/\/preview\.example\.in\/about<\/loc>/,
    );
    assert.match(
      await readFile(join(out, 'hub/index.html'), 'utf8'),
      /<a class="pill" href="https:\/\/preview\.example\.in"/,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
    await fixture.cleanup();
  }
});

siteUrl(
  'should take only web addresses for --site-url, --hub-url and --api-base, in one usage line, exit 2',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'kiln-site-url-bad-'));
    try {
      for (const flag of ['--site-url', '--hub-url', '--api-base']) {
        for (const value of ['javascript:alert(1)', 'ftp://files.example.in', 'www.example.in']) {
          const run = kiln('build', '--catalog', 'tests/fixtures/catalog', '--out', join(root, 'dist'), flag, value);
          assert.is(run.code, 2, `${flag} ${value}: ${run.stderr}`);
          assert.is(
            run.stderr.split('\n')[0],
            `error: option '${flag} <url>' argument '${value}' is invalid. must be a web address starting with http:// or https://, e.g. https://example.com.`,
          );
        }
      }
      assert.equal(await readdir(root), [], 'nothing written');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
);

siteUrl.run();
