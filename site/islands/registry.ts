import type { ComponentProps, ComponentType } from 'react';

/**
 * When an island's JavaScript is fetched and hydrated (site/client/strategies/): at once, when
 * the browser is idle, when it comes into view, at the guest's first approach to it, at their
 * first activity anywhere on the page, or only when plain-DOM code asks for it (the cart drawer,
 * opened from any cart button).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction' | 'activity' | 'demand';

export interface IslandEntry {
  /** The island's module; esbuild makes each its own lazily loaded chunk. */
  load: () => Promise<{ default: ComponentType<never> }>;
  /** Its usual strategy; a page may choose another for one use. */
  when: HydrateWhen;
  /** 'file': its props are big, so they travel in a cached JSON file fetched with its code, not in the page. */
  props?: 'file';
}

/** Every island, by name: the browser imports from here only, never from a path built of strings. */
export const ISLANDS = {
  cart: { load: () => import('./cart-drawer.tsx'), when: 'demand' },
  dashboard: { load: () => import('./dashboard-view.tsx'), when: 'load', props: 'file' },
  estimator: { load: () => import('./estimator.tsx'), when: 'demand', props: 'file' },
  gallery: { load: () => import('./gallery-lightbox.tsx'), when: 'interaction', props: 'file' },
  hubs: { load: () => import('./hub-posts.tsx'), when: 'interaction', props: 'file' },
  product: { load: () => import('./product-details.tsx'), when: 'load' },
  productStory: { load: () => import('./product-story.tsx'), when: 'activity' },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

/** The props of an island's component, so a page passes exactly what the island takes. */
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>['default']
>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);
