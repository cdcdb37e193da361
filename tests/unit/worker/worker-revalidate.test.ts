import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { WorkerConfig } from '../../../site/core/lib/web-app.ts';

/*
 * Issue 33, part 1: the worker's network-first fetch asks the server whether a page changed,
 * rather than taking the browser's HTTP cache's copy (which kept an old price after a deploy).
 * The real worker runs here in a stand-in worker scope that records what it fetches.
 */

const SITE = 'https://www.example.org';
const CONFIG: WorkerConfig = { version: 'test', precache: [], immutable: ['/assets/'], copies: ['/sections/home/'] };

type Listener = (event: unknown) => void;
const listeners: Record<string, Listener> = {};
const fetched: { url: string; cache: RequestCache | undefined }[] = [];
const emptyCache = {
  match: async () => undefined,
  put: async () => undefined,
  keys: async () => [],
  delete: async () => true,
};
const scope = {
  KILN_WORKER: CONFIG,
  location: { origin: SITE },
  registration: {},
  clients: { claim: async () => undefined, matchAll: async () => [] },
  skipWaiting: async () => undefined,
  addEventListener: (type: string, listener: Listener) => {
    listeners[type] = listener;
  },
};
const stubs = {
  self: scope,
  caches: { open: async () => emptyCache, keys: async () => [] },
  fetch: async (input: Request | string, init?: RequestInit) => {
    // The cache mode the request goes out with: the init's, else the request's own (a browser's default).
    fetched.push(
      typeof input === 'string'
        ? { url: input, cache: init?.cache }
        : { url: input.url, cache: init?.cache ?? input.cache },
    );
    return new Response('<p>new price</p>', { status: 200 });
  },
};

// The stand-in scope only while this suite runs: the unit tests share one process, and others fetch for real.
const originals = Object.fromEntries(
  Object.keys(stubs).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]),
);

/** Dispatches a fetch event to the worker; resolves with the answer it gives. */
function dispatch(
  request: Pick<Request, 'url' | 'method' | 'mode' | 'headers'>,
  preloaded?: Response,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    listeners.fetch!({
      request,
      preloadResponse: Promise.resolve(preloaded),
      respondWith: (answer: Promise<Response>) => answer.then(resolve, reject),
      waitUntil: () => undefined,
    });
  });
}

const worker = suite('service worker: network-first revalidates');

worker.before(async () => {
  Object.assign(globalThis, stubs);
  await import('../../../site/worker/service-worker.ts');
});
worker.after(() => {
  for (const [name, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

worker.before.each(() => {
  fetched.length = 0;
});

worker("should ask the server to revalidate a page it fetches, past the browser's HTTP cache", async () => {
  for (const path of ['/menu/page/3', '/', '/events']) {
    fetched.length = 0;
    const answer = await dispatch(new Request(SITE + path, { headers: { accept: 'text/html' } }));
    assert.is(await answer.text(), '<p>new price</p>');
    assert.equal(fetched, [{ url: SITE + path, cache: 'no-cache' }], path);
  }
});

worker("should ask the server to revalidate a home page's late section", async () => {
  await dispatch(new Request(`${SITE}/sections/home/pottery.html`));
  assert.equal(fetched, [{ url: `${SITE}/sections/home/pottery.html`, cache: 'no-cache' }]);
});

worker('should revalidate a navigation the browser did not preload', async () => {
  await dispatch({
    url: `${SITE}/menu`,
    method: 'GET',
    mode: 'navigate',
    headers: new Headers({ accept: 'text/html' }),
  });
  assert.equal(fetched, [{ url: `${SITE}/menu`, cache: 'no-cache' }]);
});

worker('should not fetch again a page the browser already preloaded for a navigation', async () => {
  // A Request cannot be made with mode "navigate" outside a browser: a stand-in has what the worker reads.
  const navigation = {
    url: `${SITE}/menu`,
    method: 'GET',
    mode: 'navigate' as const,
    headers: new Headers({ accept: 'text/html' }),
  };
  const answer = await dispatch(navigation, new Response('preloaded'));
  assert.is(await answer.text(), 'preloaded');
  assert.equal(fetched, []);
});

worker.run();
