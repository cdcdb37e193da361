import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HUB_ROUTES } from '../../../hub/hub-routes.ts';
import { hubHeaders, siteHeaders } from '../../../scripts/deploy/deploy-headers.ts';
import { headersFor, parseHeaderRules } from '../../../scripts/http/header-rules.ts';
import { renderBridgePage } from '../../../scripts/render/render-bridge.ts';
import { ROUTES } from '../../../site/core/routes.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const SITE = 'https://www.theclaytable.in';
const HUB = 'https://theclaytable.in';

/**
 * The headers a host gives `path` under this `_headers` file. Every matching rule applies; a
 * header two rules set is joined with a comma (Cloudflare Pages, and `kiln serve`), or the later
 * rule's value is kept (what Netlify may do: its docs do not say). The file must be right both ways.
 */
const served = (file: string, path: string, combine: 'join' | 'later' = 'join') => {
  const rules = parseHeaderRules(file);
  return combine === 'join'
    ? headersFor(rules, path)
    : Object.assign({}, ...rules.map((rule) => headersFor([rule], path)));
};
const COMBINE = ['join', 'later'] as const;
/** Each policy of a Content-Security-Policy header (a host joins two rules' with a comma), by directive. */
const policies = (header = '') =>
  header.split(',').map((p) =>
    Object.fromEntries(
      p
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k!, v]),
    ),
  );
/**
 * Whether a browser lets a page of `origin` (another origin than the hub's) frame this answer,
 * as the HTML standard decides: by the enforced policies' frame-ancestors, all of which must allow
 * it; only when none has that directive, by X-Frame-Options.
 */
const frameableBy = (h: Record<string, string>, origin: string) => {
  const ancestors = policies(h['content-security-policy']).flatMap((p) =>
    p['frame-ancestors'] ? [p['frame-ancestors']] : [],
  );
  if (ancestors.length) return ancestors.every((list) => list.includes(origin));
  return !(h['x-frame-options'] ?? '').split(',').some((v) => /^(deny|sameorigin)$/i.test(v.trim()));
};
const hubFile = () =>
  hubHeaders(
    catalog,
    HUB_ROUTES.map((r) => r.path),
  );

const framing = suite('hub bridge: who may frame what');

framing(
  "should let the site, and only the site, frame the bridge page, however the host combines two rules' headers",
  () => {
    for (const combine of COMBINE) {
      for (const path of ['/bridge/', '/bridge']) {
        const h = served(hubFile(), path, combine);
        assert.ok(frameableBy(h, SITE), `${path} (${combine})`);
        assert.not.ok(frameableBy(h, 'https://evil.example'), `${path} (${combine})`);
        for (const policy of policies(h['content-security-policy']))
          assert.equal(policy['connect-src'], ["'self'"], `${path} (${combine}): the hub's policy still applies`);
        assert.is(h['cache-control'], 'no-cache');
      }
    }
  },
);

framing('should let no one frame any other hub address, listed or not, in any browser', () => {
  const paths = [
    '/',
    '/offers',
    '/offers/',
    '/settings',
    '/404.html',
    '/index.html',
    '/reservations/index.html',
    '/%72eservations',
    '/RESERVATIONS',
    '/nowhere',
    '/bridge/index.html',
    '/%62ridge/',
    '/bridge/x',
    '/assets/hub-ABC.js',
  ];
  for (const combine of COMBINE) {
    for (const path of paths) {
      const h = served(hubFile(), path, combine);
      assert.not.ok(frameableBy(h, SITE), `${path} (${combine})`);
      assert.is(h['x-frame-options'], 'DENY', `${path} (${combine}): for browsers that predate frame-ancestors too`);
      assert.equal(
        policies(h['content-security-policy'])[0]!['connect-src'],
        ["'self'"],
        `${path} (${combine}): the hub's own policy applies`,
      );
    }
  }
});

framing("should let the site frame the hub's origin (the bridge), and nobody frame the site", () => {
  const h = served(
    siteHeaders(
      catalog,
      ROUTES.map((r) => r.path),
    ),
    '/dashboard',
  );
  const [csp] = policies(h['content-security-policy']);
  assert.ok(csp!['frame-src']!.includes(HUB));
  assert.equal(csp!['frame-ancestors'], ["'none'"]);
  assert.is(h['x-frame-options'], 'DENY');
});

framing('should keep every hub page unframeable, and frame no hub, when the build knows no site origin', () => {
  const trial = structuredClone(catalog);
  delete trial.site.urls.site;
  const file = hubHeaders(
    trial,
    HUB_ROUTES.map((r) => r.path),
  );
  assert.not.match(file, '/bridge');
  for (const path of ['/', '/offers', '/nowhere', '/bridge/']) {
    const h = served(file, path);
    assert.equal(
      policies(h['content-security-policy']).map((p) => p['frame-ancestors']),
      [["'none'"]],
      path,
    );
    assert.is(h['x-frame-options'], 'DENY', path);
    assert.not.ok(frameableBy(h, SITE), path);
  }
  const site = served(
    siteHeaders(
      trial,
      ROUTES.map((r) => r.path),
    ),
    '/dashboard',
  );
  assert.not.ok(policies(site['content-security-policy'])[0]!['frame-src']!.includes(HUB));
});

framing.run();

const page = suite('hub bridge: its page');

page('should load its one script from the hub and name the one origin it answers, with no inline script', () => {
  const html = renderBridgePage(
    catalog,
    { boot: '/assets/bridge-ABC.js', stylesheet: '/assets/scripted.css', preload: [], files: [] },
    'https://www.example.in"><script>x</script>',
  );
  assert.match(html, '<script type="module" src="/assets/bridge-ABC.js"></script>');
  assert.match(
    html,
    '<meta name="kiln-bridge-parent" content="https://www.example.in&quot;&gt;&lt;script&gt;x&lt;/script&gt;">',
  );
  assert.is(html.match(/<script/g)?.length, 1);
  assert.match(html, '<meta name="robots" content="noindex">');
});

page.run();
