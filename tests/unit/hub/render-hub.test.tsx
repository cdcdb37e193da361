import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HUB_ROUTES } from '../../../hub/hub-routes.ts';
import { renderHubPage } from '../../../scripts/render/render-hub.tsx';
import { renderSession } from '../../../scripts/render/render-session.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const assets = {
  boot: '/assets/hub-ABC.js',
  stylesheet: '/assets/scripted.css',
  preload: ['/assets/chunks/chunk-1.js'],
  files: [],
};
const render = suite('hub pages (SSR)');

render('should prerender every screen with its heading and description, so it paints before JavaScript', async () => {
  const catalog = await sampleCatalog();
  const headings: Record<string, string> = {
    '/': catalog.hub.dashboard.title,
    '/reservations': catalog.hub.reservations.title,
    '/offers': catalog.hub.offers.title,
    '/coupons': catalog.hub.coupons.title,
    '/referrals': catalog.hub.referrals.title,
    '/customers': catalog.hub.customers.title,
    '/settings': catalog.hub.settings.title,
  };
  for (const { path, nav } of HUB_ROUTES) {
    const html = renderHubPage(renderSession(), path, catalog, assets);
    assert.match(html, new RegExp(`<h1[^>]*>${headings[path]}</h1>`), path);
    assert.match(html, `<title>${catalog.hub.app.nav[nav]} · ${catalog.hub.app.title} · ${catalog.site.name}</title>`);
    assert.match(
      html,
      new RegExp(`<a [^>]*aria-current="page"[^>]*href="${path}"|<a [^>]*href="${path}"[^>]*aria-current="page"`),
      `${path} is marked current`,
    );
    assert.match(html, '<meta name="robots" content="noindex">');
    assert.match(html, `<meta name="description" content="${catalog.hub.app.description.replaceAll("'", '&#39;')}">`);
    assert.match(html, '<script type="module" src="/assets/hub-ABC.js"></script>');
  }
  assert.match(renderHubPage(renderSession(), '/', catalog, assets), '>12<', 'the stat cards');
});

render('should prerender the not-found screen for any other address', async () => {
  const catalog = await sampleCatalog();
  const html = renderHubPage(renderSession(), '/404', catalog, assets);
  assert.match(html, `<h1>${catalog.hub.notFound.title}</h1>`);
  assert.match(html, `>${catalog.hub.notFound.link}</a>`);
});

render('should carry its props as JSON that catalogue text cannot break out of', async () => {
  const catalog = await sampleCatalog();
  catalog.hub.offers.items[0]!.description = '</script><script>alert(1)</script><!--';
  const html = renderHubPage(renderSession(), '/offers', catalog, assets);
  const json = /<script type="application\/json" id="hub-props">([\s\S]*?)<\/script>/.exec(html)![1]!;
  assert.not.match(json, /<\/script|<!--/i);
  assert.is(JSON.parse(json).hub.offers.items[0].description, '</script><script>alert(1)</script><!--');
  assert.is(html.match(/<script>alert/g), null);
});

render("should carry the toaster the site's pages do, with the words a toast needs", async () => {
  const catalog = await sampleCatalog();
  const toaster = /<div id="toaster"[^>]*>/.exec(renderHubPage(renderSession(), '/', catalog, assets))?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`${name}="([^"]*)"`)
      .exec(toaster)?.[1]
      ?.replace(/&quot;|&#x27;|&amp;/g, (entity) => ({ '&quot;': '"', '&#x27;': "'", '&amp;': '&' })[entity]!);
  assert.is(attribute('data-dismiss-label'), catalog.hub.app.dismissToast);
  assert.equal(JSON.parse(attribute('data-load-failed') ?? 'null'), catalog.site.labels.loadFailed);
});

render.run();
