import { onIdle } from './strategies/idle.ts';
import { onInteraction } from './strategies/interaction.ts';
import { onLoad } from './strategies/load.ts';
import { onVisible } from './strategies/visible.ts';

const strategies = { load: onLoad, idle: onIdle, visible: onVisible, interaction: onInteraction, demand: () => {} };

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once, however many strategies or callers ask. */
function hydrateOnce(el: HTMLElement): Promise<void> {
  let done = started.get(el);
  if (!done) started.set(el, (done = hydrate(el)));
  return done;
}

/** Hydrates the island of that name now (for 'demand' islands); resolves when it is live. */
export function hydrateIslandNamed(name: string): Promise<void> {
  const el = document.querySelector<HTMLElement>(`[data-island="${CSS.escape(name)}"]`);
  return el ? hydrateOnce(el) : Promise.resolve();
}

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  try {
    const [island, root] = await Promise.all([import(`../islands/${name}.tsx`), import('./react-root.tsx')]);
    const props = JSON.parse(el.dataset.props ?? '{}');
    await root.hydrateComponent(el, island.default, props);
    el.dataset.hydrated = '';
  } catch (error) {
    // The server HTML stays on the page and keeps working as far as it can without React.
    // (A render error has been logged by react-root already, with the island's name.)
    if (!el.hasAttribute('data-failed')) console.error(`[kiln] island "${name}" failed:`, error);
  }
}

/** Finds every island marker on the page and arms its hydration strategy. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]:not([data-armed])')) {
    el.dataset.armed = '';
    const when = strategies[el.dataset.when as keyof typeof strategies] ?? onVisible;
    when(el, () => hydrateOnce(el));
  }
}
