import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HUB_ROUTES } from '../../../hub/routes.ts';
import { hubHeaders, siteHeaders } from '../../../scripts/deploy/deploy-headers.ts';
import { headersFor, parseHeaderRules } from '../../../scripts/http/header-rules.ts';
import { renderBridgePage } from '../../../scripts/render/render-bridge.ts';
import { ROUTES } from '../../../site/routes.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const SITE = 'https://www.theclaytable.in';
const HUB = 'https://theclaytable.in';

/** The headers a host gives `path` under this `_headers` file. */
const served = (file: string, path: string) => headersFor(parseHeaderRules(file), path);
/** Each policy of a Content-Security-Policy header (a host joins two rules' with a comma), by directive. */
const policies = (header = '') => header.split(',').map((p) => Object.fromEntries(p.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v])));

const framing = suite('hub bridge: who may frame what');

framing('should let the site, and only the site, frame the bridge page', () => {
  const h = served(hubHeaders(catalog, HUB_ROUTES.map((r) => r.path)), '/bridge/');
  assert.equal(policies(h['content-security-policy']).map((p) => p['frame-ancestors']), [[SITE]]);
  assert.is(h['x-frame-options'], undefined, 'it would forbid what the policy allows');
  assert.is(h['cache-control'], 'no-cache');
});

framing('should let no one frame a hub screen or its not-found page, in any browser', () => {
  const file = hubHeaders(catalog, HUB_ROUTES.map((r) => r.path));
  for (const path of ['/', '/offers', '/offers/', '/settings', '/404.html']) {
    const h = served(file, path);
    const all = policies(h['content-security-policy']);
    assert.is(all.length, 2, `${path}: the hub's policy and one that frames nothing`);
    assert.equal(all[1], { 'frame-ancestors': ["'none'"] }, path);
    assert.equal(all[0]!['connect-src'], ["'self'"], `${path}: the hub's own policy still applies`);
    assert.is(h['x-frame-options'], 'DENY', path);
  }
  // An unknown address is answered by the not-found page: only the site may frame it, as the bridge.
  assert.equal(policies(served(file, '/nowhere')['content-security-policy']).map((p) => p['frame-ancestors']), [[SITE]]);
});

framing('should let the site frame the hub\'s origin (the bridge), and nobody frame the site', () => {
  const h = served(siteHeaders(catalog, ROUTES.map((r) => r.path)), '/dashboard');
  const [csp] = policies(h['content-security-policy']);
  assert.ok(csp!['frame-src']!.includes(HUB));
  assert.equal(csp!['frame-ancestors'], ["'none'"]);
  assert.is(h['x-frame-options'], 'DENY');
});

framing('should keep every hub page unframeable, and frame no hub, when the build knows no site origin', () => {
  const trial = structuredClone(catalog);
  delete trial.site.urls.site;
  const file = hubHeaders(trial, HUB_ROUTES.map((r) => r.path));
  assert.not.match(file, '/bridge');
  for (const path of ['/', '/offers', '/nowhere', '/bridge/']) {
    const h = served(file, path);
    assert.equal(policies(h['content-security-policy']).map((p) => p['frame-ancestors']), [["'none'"]], path);
    assert.is(h['x-frame-options'], 'DENY', path);
  }
  const site = served(siteHeaders(trial, ROUTES.map((r) => r.path)), '/dashboard');
  assert.not.ok(policies(site['content-security-policy'])[0]!['frame-src']!.includes(HUB));
});

framing.run();

const page = suite('hub bridge: its page');

page('should load its one script from the hub and name the one origin it answers, with no inline script', () => {
  const html = renderBridgePage(catalog, { boot: '/assets/bridge-ABC.js', preload: [], files: [] }, 'https://www.example.in"><script>x</script>');
  assert.match(html, '<script type="module" src="/assets/bridge-ABC.js"></script>');
  assert.match(html, '<meta name="kiln-bridge-parent" content="https://www.example.in&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
  assert.is(html.match(/<script/g)?.length, 1);
  assert.match(html, '<meta name="robots" content="noindex">');
});

page.run();
