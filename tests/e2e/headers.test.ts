import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNever, HUB, newPage, SITE } from './harness.ts';

/** The response headers of a path, asked for as a browser asks (gzip accepted). */
async function headersOf(page: Page, url: string): Promise<Record<string, string>> {
  const response = await page.request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  return response.headers();
}

const policy = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );

const headers = suite('deploy headers, as kiln serve sends them');

headers(
  'should lock the site down: a CSP without inline script, HSTS, nosniff, referrer and permissions policies, no framing',
  async () => {
    const page = await newPage();
    const h = await headersOf(page, `${SITE}/menu`);
    const csp = policy(h['content-security-policy']!);
    assert.ok(csp['script-src']!.includes("'self'"));
    assert.not.ok(csp['script-src']!.includes("'unsafe-inline'"), 'inline scripts run only by hash');
    assert.ok(
      csp['script-src']!.some((s) => s.startsWith("'sha256-")),
      'the theme script is hashed',
    );
    assert.equal(csp['frame-ancestors'], ["'none'"]);
    assert.equal(csp['object-src'], ["'none'"]);
    assert.ok(
      csp['connect-src']!.some((s) => /^http:\/\/localhost:\d+$/.test(s)),
      'the commerce API the build points at',
    );
    assert.ok(csp['frame-src']!.includes('https://www.google.com'), 'the map embed');
    assert.match(h['strict-transport-security']!, /max-age=\d{8,}/);
    assert.is(h['x-content-type-options'], 'nosniff');
    assert.is(h['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.match(h['permissions-policy']!, /camera=\(\)/);
    await page.close();
  },
);

headers('should cache hashed assets for good, pages never without asking, and send text gzip-compressed', async () => {
  const page = await newPage();
  await page.goto(`${SITE}/`);
  const script = await page.locator('script[type="module"]').getAttribute('src');
  const asset = await headersOf(page, SITE + script);
  assert.is(asset['cache-control'], 'public, max-age=31536000, immutable');
  assert.is(asset['content-encoding'], 'gzip');
  for (const path of ['/', '/about', '/about/', '/product/speckled-mug']) {
    const h = await headersOf(page, SITE + path);
    assert.is(h['cache-control'], 'no-cache', path);
    assert.is(h['content-encoding'], 'gzip', path);
  }
  assert.match((await headersOf(page, `${SITE}/images/logo.svg`))['cache-control']!, /max-age=86400/);
  await page.close();
});

headers('should give the hub its own policy, noindex and the same security headers', async () => {
  const page = await newPage();
  const h = await headersOf(page, `${HUB}/offers`);
  const csp = policy(h['content-security-policy']!);
  assert.not.ok(csp['script-src']!.includes("'unsafe-inline'"));
  assert.equal(csp['connect-src'], ["'self'"], 'it talks to nobody else');
  assert.is(h['x-robots-tag'], 'noindex');
  assert.is(h['x-content-type-options'], 'nosniff');
  assert.is(h['cache-control'], 'no-cache');
  await page.close();
});

headers('should block a script injected into a page, and fail the test that let it happen', async () => {
  const page = await newPage();
  await page.goto(`${SITE}/about`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await assertNever(
    () => page.evaluate(() => (window as unknown as { injected?: boolean }).injected === true),
    'the injected script ran',
  );
  let failure = '';
  await page.close().catch((error: Error) => (failure = error.message));
  assert.match(failure, /Content-Security-Policy violations:\n {2}\[csp\] script-src-elem blocked inline/);
});

headers.run();
