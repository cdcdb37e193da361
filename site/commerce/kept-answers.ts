/*
 * Answers plain-DOM code fetched that an island asks for next: a listed product's, which
 * client/product-live.ts fetches to fill in its price and stock before the product's island wakes
 * (islands/product-details.tsx), so that on a slow phone the island shows the product without
 * asking the store again. Kept under a global symbol, as the two are bundled apart (an extra is
 * one file of its own), and each handed over once: the island's later asks go to the network.
 */

const KEY = Symbol.for('kiln.keptAnswers');
const kept = (): Map<string, Promise<Response>> => ((globalThis as { [KEY]?: Map<string, Promise<Response>> })[KEY] ??= new Map());

/** fetch(url), its answer also kept for the next fetchKept() of the same address. */
export function fetchAndKeep(url: string): Promise<Response> {
  const response = fetch(url);
  // Copied before the caller reads the body: this reaction runs before any the caller adds.
  const copy = response.then((r) => r.clone());
  copy.catch(() => undefined);
  kept().set(url, copy);
  return response;
}

/** fetch() as an island's commerce client makes it: a GET whose answer was kept is handed over, once; anything else asks the network. */
export function fetchKept(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const answer = (init?.method ?? 'GET') === 'GET' ? kept().get(url) : undefined;
  if (!answer) return fetch(input, init);
  kept().delete(url);
  return answer.catch(() => fetch(input, init));
}
