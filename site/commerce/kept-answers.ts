/*
 * Answers plain-DOM code fetched that an island asks for next: a listed product's, which
 * client/init-live-product.ts fetches to fill in its price, options and stock before the description's island
 * wakes (islands/product-story.tsx), so that on a slow phone the island shows the description without
 * asking the store again. Kept under a global symbol, as the two are bundled apart (an extra is
 * one file of its own). Only a good answer is kept, for a short while, and each is handed over
 * once: a failed one, an old one (a guest who waited, a page visited again by a view switch), and
 * the island's later asks go to the network.
 */

/** How long an answer is worth handing over: the island wakes at the guest's first move, most often within seconds. */
const KEEP_MS = 10_000;

interface Kept {
  answer: Promise<Response>;
  at: number;
}

const KEY = Symbol.for('kiln.keptAnswers');
const kept = (): Map<string, Kept> => ((globalThis as { [KEY]?: Map<string, Kept> })[KEY] ??= new Map());

/** fetch(url), its answer also kept for the next fetchKept() of the same address, if it is a good one. */
export function fetchAndKeep(url: string): Promise<Response> {
  const response = fetch(url);
  // Copied before the caller reads the body: this reaction runs before any the caller adds.
  const answer = response.then((r) => (r.ok ? r.clone() : Promise.reject(new Error(`${url}: HTTP ${r.status}`))));
  answer.catch(() => undefined);
  kept().set(url, { answer, at: performance.now() });
  return response;
}

/** fetch() as an island's commerce client makes it: a GET whose good answer was kept moments ago is handed over, once; anything else asks the network. */
export function fetchKept(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const found = (init?.method ?? 'GET') === 'GET' ? kept().get(url) : undefined;
  if (found) kept().delete(url);
  if (!found || performance.now() - found.at > KEEP_MS) return fetch(input, init);
  return found.answer.catch(() => fetch(input, init));
}
