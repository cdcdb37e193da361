import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchAndKeep, fetchKept } from '../../../site/commerce/kept-answers.ts';

/* What a listed product's page fetched without React is handed to its island once, not asked for again. */
const kept = suite('kept answers: the store asked once for a product page');

const real = globalThis.fetch;
let asked: string[];
kept.before.each(() => {
  asked = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
    if (String(input).includes('down')) throw new TypeError('Failed to fetch');
    // The store is busy at the first ask only.
    const status = String(input).includes('busy') && asked.filter((a) => a.includes('busy')).length === 1 ? 503 : 200;
    return new Response(JSON.stringify({ n: asked.length }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});
kept.after(() => {
  globalThis.fetch = real;
});

kept('should hand the island the answer the page already read, once, then ask the network again', async () => {
  const url = 'https://api.test/store/s/products/mug';
  assert.equal(await (await fetchAndKeep(url)).json(), { n: 1 }, 'the page reads its answer');
  assert.equal(await (await fetchKept(url)).json(), { n: 1 }, 'the island gets the same answer');
  assert.equal(asked, [`GET ${url}`], 'asked once');
  assert.equal(await (await fetchKept(url)).json(), { n: 2 }, 'a later ask goes to the network');
});

kept('should never hand over an answer to a request that is not a GET, nor to another address', async () => {
  const url = 'https://api.test/store/s/checkout';
  await fetchAndKeep(url);
  await fetchKept(url, { method: 'POST', body: '{}' });
  await fetchKept('https://api.test/store/s/products/bowl');
  assert.equal(asked, [`GET ${url}`, `POST ${url}`, 'GET https://api.test/store/s/products/bowl']);
});

kept('should ask the network itself when the kept request failed, or the store answered with an error', async () => {
  const url = 'https://api.test/down/products/mug';
  await fetchAndKeep(url).catch(() => undefined);
  await fetchKept(url).catch(() => undefined);
  assert.is(asked.length, 2, 'the failed request is not handed over');
  const busy = 'https://api.test/busy/products/mug';
  assert.is((await fetchAndKeep(busy)).status, 503);
  assert.is((await fetchKept(busy)).status, 200, 'a 503 is asked again, not handed over');
});

kept(
  'should hand over nothing older than a few seconds: a guest who waited, or a page visited again, gets fresh answers',
  async () => {
    const url = 'https://api.test/store/s/products/vase';
    const clock = performance.now;
    await fetchAndKeep(url);
    const later = clock.call(performance) + 60_000;
    performance.now = () => later;
    try {
      assert.equal(await (await fetchKept(url)).json(), { n: 2 }, 'asked again');
    } finally {
      performance.now = clock;
    }
    assert.is((await fetchKept(url)).ok, true);
    assert.is(asked.length, 3, 'and the old answer is not kept for another ask');
  },
);

kept.run();
