import type { Catalog } from '../core/catalog/catalog-keys.ts';
import type { BuildMemo } from '../core/lib/build-memo.ts';

/** What every page component is rendered with. */
export interface PageProps {
  catalog: Catalog;
  /** The route's path, e.g. "/privacy-policy": lets one page component serve several routes. */
  path: string;
  /** The build's time (scripts/write/build-clock.ts): the events page offers "Add to calendar" only for events still ahead of it. */
  now?: Date;
  /** The build's answers worked out once (core/lib/build-memo.ts): a long list's plan, the menu's chips. */
  memo?: BuildMemo;
}
