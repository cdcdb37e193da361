import type { ComponentType } from 'react';
import { IslandAttribute as A } from '../islands/attributes.ts';
import { ISLANDS, isIslandName, type HydrateWhen, type IslandName } from '../islands/registry.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { onActivity } from './strategies/on-activity.ts';
import { onDemand } from './strategies/on-demand.ts';
import { onIdle } from './strategies/on-idle.ts';
import { onInteraction } from './strategies/on-interaction.ts';
import { onLoad } from './strategies/on-load.ts';
import { onVisible } from './strategies/on-visible.ts';
import { retry } from './retry.ts';
import { wakeCart } from './init-cart.ts';

const STRATEGIES: Record<HydrateWhen, (el: HTMLElement, hydrate: () => Promise<boolean>) => void> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  interaction: onInteraction,
  activity: onActivity,
  demand: onDemand,
};

const started = new WeakMap<HTMLElement, Promise<boolean>>();

/** React's glue, loaded with the first island: until then there is nothing to unmount. A failed load is forgotten, to be tried again. */
let reactRoot: Promise<typeof import('./hydrate-component.tsx')> | undefined;
const loadReactRoot = () =>
  (reactRoot ??= import('./hydrate-component.tsx').catch((error: unknown) => {
    reactRoot = undefined;
    throw error;
  }));

/** A dropped request is tried once more after this long, before a tap that waits for it gives up. */
const RETRY_MS = 1000;

/**
 * Hydrates an island once, however many strategies or callers ask; resolves true once it is live.
 * An island whose code or props did not arrive is forgotten, so the next ask (a tap) tries again.
 */
function hydrateOnce(el: HTMLElement): Promise<boolean> {
  let done = started.get(el);
  if (!done) started.set(el, (done = hydrate(el)));
  return done;
}

/** Hydrates the island of that name now (for 'demand' islands); resolves true once it is live. */
export function hydrateIslandNamed(name: IslandName): Promise<boolean> {
  const el = document.querySelector<HTMLElement>(`[${A.name}="${CSS.escape(name)}"]`);
  return el ? hydrateOnce(el) : Promise.resolve(false);
}

async function hydrate(el: HTMLElement): Promise<boolean> {
  const name = el.getAttribute(A.name) ?? '';
  try {
    if (!isIslandName(name)) throw new Error('no island of that name in site/islands/registry.ts');
    const island = ISLANDS[name];
    // An island may change the cart (the drawer, a product's Add to Cart): the header's count follows it.
    void wakeCart().catch(() => undefined);
    const [module, root, props] = await retry(
      () => Promise.all([island.load(), loadReactRoot(), islandProps(el)]),
      RETRY_MS,
    ).catch((error: unknown) => {
      // The network, most likely: not this island's fault, so the next ask starts afresh.
      started.delete(el);
      throw error;
    });
    await root.hydrateComponent(el, module.default as ComponentType<object>, props);
    el.setAttribute(A.hydrated, '');
    return true;
  } catch (error) {
    // The server HTML stays on the page and keeps working as far as it can without React.
    // (A render error has been logged by react-root already, with the island's name.)
    if (!el.hasAttribute(A.failed)) console.error(`[kiln] island "${name}" failed:`, error);
    return false;
  }
}

/** The props the server wrote for exactly this island (site/islands/Island.tsx): in the marker, or in a file beside the bundles. */
async function islandProps(el: HTMLElement): Promise<object> {
  const src = el.getAttribute(A.propsSrc);
  if (!src) return JSON.parse(el.getAttribute(A.props) ?? '{}') as object;
  const response = await fetch(src);
  if (!response.ok) throw new Error(`props ${src}: HTTP ${response.status}`);
  return (await response.json()) as object;
}

/** Finds every island marker on the page (or in `root`) and arms its hydration strategy. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${A.name}]:not([${Hook.armed}])`)) {
    el.setAttribute(Hook.armed, '');
    const when = el.getAttribute(A.when);
    const strategy = when && when in STRATEGIES ? STRATEGIES[when as HydrateWhen] : onVisible;
    strategy(el, () => hydrateOnce(el));
  }
}

/** Unmounts the islands inside `root`, which is leaving the page (a view switched in place), so none keeps listening. */
export async function releaseIslands(root: ParentNode): Promise<void> {
  // None is hydrated while React's glue has not arrived (or failed to).
  const glue = await reactRoot?.catch(() => undefined);
  if (!glue) return;
  for (const el of root.querySelectorAll<HTMLElement>(`[${A.hydrated}]`)) glue.unmountIsland(el);
}
