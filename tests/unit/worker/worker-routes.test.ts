import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cacheKey, type RequestFacts, type RouteConfig, strategyFor } from '../../../site/worker/worker-routes.ts';

const routes = suite("the service worker's routing: which requests it answers, and how");

const SITE = 'https://www.theclaytable.in';
const CONFIG: RouteConfig = {
  immutable: ['/assets/', '/pictures/', '/app-icons/'],
  copies: ['/images/', '/icons.svg', '/sections/home/offers.html'],
  api: 'https://api.theclaytable.in',
};

const request = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: path.startsWith('http') ? path : SITE + path,
  method: 'GET',
  mode: 'no-cors',
  accept: '*/*',
  ...facts,
});
const navigate = (path: string) => request(path, { mode: 'navigate', accept: 'text/html,application/xhtml+xml' });
const strategy = (facts: RequestFacts, config: RouteConfig = CONFIG) => strategyFor(facts, SITE, config);

routes(
  'should fetch every page of the site network-first: a navigation, with or without a query, at any address',
  () => {
    for (const path of [
      '/',
      '/menu',
      '/menu/',
      '/menu?diet=vegan',
      '/product/speckled-mug',
      '/no-such-page',
      '/offline/',
    ]) {
      assert.is(strategy(navigate(path)), 'page', path);
    }
  },
);

routes("should treat the phone layout's fetch of a page to switch to as a page, and only a page", () => {
  assert.is(strategy(request('/gallery', { mode: 'cors', accept: 'text/html' })), 'page');
  assert.is(strategy(request('/sitemap.xml', { mode: 'cors', accept: 'text/html' })), undefined, 'a file, not a page');
  assert.is(
    strategy(request('/gallery', { mode: 'cors', accept: 'application/json' })),
    undefined,
    'not asked as a page',
  );
});

routes('should answer files named by their content cache-first: scripts, props, photos, app icons', () => {
  for (const path of [
    '/assets/boot-X2ZVCTDT.js',
    '/assets/chunks/react-root-AB12.js',
    '/assets/islands/cart-0123456789abcdef.json',
    '/pictures/hero-1a2b3c4d5e-800.avif',
    '/app-icons/logo-192-3c84351353.png',
  ]) {
    assert.is(strategy(request(path)), 'immutable', path);
  }
});

routes(
  'should keep a copy of the other files pages show, network-first: drawings, the icon sprite, late sections',
  () => {
    for (const path of ['/images/logo.svg', '/images/menu/appetizers.svg', '/icons.svg', '/sections/home/offers.html'])
      assert.is(strategy(request(path)), 'copy', path);
    assert.is(strategy(request('/icons.svg.bak')), undefined, 'an exact path is only that path');
    assert.is(strategy(request('/sections/home/other.html')), undefined, 'only the sections the build lists');
  },
);

routes('should leave everything else to the browser, uncached', () => {
  const left = {
    'the commerce API': request('https://api.theclaytable.in/store/clay-table-blr/products', {
      mode: 'cors',
      accept: 'application/json',
    }),
    "the payment page, a navigation to the API's origin": request('https://api.theclaytable.in/pay/123', {
      mode: 'navigate',
      accept: 'text/html',
    }),
    'the map embed': request('https://www.google.com/maps?q=x&output=embed', { mode: 'navigate' }),
    'the hub': request('https://theclaytable.in/bridge/', { mode: 'navigate' }),
    'a checkout (POST)': request('/assets/boot-X.js', { method: 'POST' }),
    'a video seeking (Range)': request('/images/clip.mp4', { range: true }),
    'the worker itself': request('/sw.js'),
    'a video': request('/videos/tour.mp4'),
    'the sitemap': request('/sitemap.xml'),
    'the manifest': request('/manifest.webmanifest'),
    "kiln dev's event stream": request('/__kiln/events', { accept: 'text/event-stream' }),
    'a URL no parser takes': request('http://[', { mode: 'navigate' }),
  };
  for (const [what, facts] of Object.entries(left)) assert.is(strategy(facts), undefined, what);
});

routes('should never answer the commerce API, even on the site’s own origin', () => {
  const sameOrigin = { ...CONFIG, api: `${SITE}/api` };
  assert.is(strategy(request('/api/store/x/products', { mode: 'cors', accept: 'text/html' }), sameOrigin), undefined);
  assert.is(strategy(navigate('/api/pay/1'), sameOrigin), undefined);
  assert.is(strategy(navigate('/apiary'), sameOrigin), 'page', 'a page whose path merely starts alike');
});

routes('should keep one copy of a page however its address is written', () => {
  const menu = `${SITE}/menu`;
  for (const path of ['/menu', '/menu/', '/menu?diet=vegan', '/menu/index.html', '/menu#drinks'])
    assert.is(cacheKey(SITE + path, 'page'), menu, path);
  assert.is(cacheKey(`${SITE}/`, 'page'), `${SITE}/`);
  assert.is(cacheKey(`${SITE}/index.html`, 'page'), `${SITE}/`);
  assert.is(cacheKey(`${SITE}/offline/`, 'page'), `${SITE}/offline`);
});

routes('should keep a file under its own address', () => {
  assert.is(cacheKey(`${SITE}/assets/boot-X.js`, 'immutable'), `${SITE}/assets/boot-X.js`);
  assert.is(cacheKey(`${SITE}/images/logo.svg?v=2#x`, 'copy'), `${SITE}/images/logo.svg?v=2`);
});

routes.run();
