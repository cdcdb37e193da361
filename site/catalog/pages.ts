/** catalog/pages.json: each route's <title> and meta description, and the 404 page. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface PagesCatalog {
  /** Keyed by route path, e.g. "/about". */
  routes: Record<string, PageMeta>;
  notFound: PageMeta & { heading: string; text: string; homeLabel: string };
  /** What the hub address shows until the business hub is built. */
  hubPlaceholder: { title: string; heading: string; text: string; backLabel: string };
}
