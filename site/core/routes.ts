/**
 * Every desktop route of SPEC §2.1, as data: its path, and which page renders it (a key of
 * site/pages/page-list.ts). Each is prerendered to dist/site/<path>/index.html inside the shared
 * layout; its <title> and meta description are pages.json's `routes[path]`. Imports no
 * component, so validation and the CLI can know the routes without loading React.
 */
import type { Catalog } from './catalog/catalog-keys.ts';
import { laterListPages } from './lib/list-pages.ts';
import { fillTemplate } from './lib/template.ts';

export const ROUTES = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/contact', page: 'contact' },
  { path: '/packages', page: 'packages' },
  { path: '/menu', page: 'menu' },
  { path: '/gallery', page: 'gallery' },
  { path: '/events', page: 'events' },
  { path: '/pottery', page: 'pottery' },
  { path: '/reservations', page: 'reservations' },
  { path: '/offers', page: 'offers' },
  { path: '/hubs', page: 'hubs' },
  { path: '/crash-course', page: 'crashCourse' },
  { path: '/collaborate', page: 'collaborate' },
  { path: '/press', page: 'press' },
  { path: '/careers', page: 'careers' },
  { path: '/faq', page: 'faq' },
  { path: '/privacy-policy', page: 'policy' },
  { path: '/refund-policy', page: 'policy' },
  { path: '/terms', page: 'policy' },
  { path: '/bistro-policies', page: 'policy' },
  { path: '/store', page: 'store' },
  // One shell for every /product/{id}: static hosts rewrite /product/* to it.
  { path: '/product', page: 'product' },
  { path: '/success', page: 'success' },
  { path: '/blog', page: 'comingSoon' },
  { path: '/gift-cards', page: 'comingSoon' },
  { path: '/care-instructions', page: 'comingSoon' },
  { path: '/videos', page: 'comingSoon' },
  { path: '/virtual-tour', page: 'comingSoon' },
  { path: '/private-sessions', page: 'comingSoon' },
  { path: '/policies', page: 'comingSoon' },
  { path: '/testimonials', page: 'comingSoon' },
  { path: '/membership', page: 'comingSoon' },
  // The phone layout's Dashboard view (SPEC §2.7), a page of its own at every width.
  { path: '/dashboard', page: 'dashboard' },
] as const;

export type Route = (typeof ROUTES)[number];
/**
 * The page components a route can name (site/pages/page-list.ts maps each to its component); `content`
 * draws the café's own pages (site/core/content-page-paths.ts).
 */
export type PageName = Route['page'] | 'notFound' | 'content';

export const ROUTE_PATHS: readonly string[] = ROUTES.map((r) => r.path);

/**
 * pages.json's title and description for `path`. The check (rules/pages-cover-routes.ts) lets no
 * page of the catalogue go without; the path and the site's description stand in only for a
 * catalogue read unchecked, so no page's words are written in code.
 */
export const pageMeta = (
  catalog: Pick<Catalog, 'pages' | 'site'>,
  path: string,
): { title: string; description: string } =>
  catalog.pages.routes[path] ?? { title: path, description: catalog.site.description };

/**
 * The later pages of the lists that grow with the café ("/menu/page/2", lib/list-pages.ts), each
 * drawn by its first page's component (`of`), titled and described as it is with the page's
 * number (site.json labels.paging.title). None for the sample catalogue.
 */
export function laterPageRoutes(
  catalog: Catalog,
): { path: string; page: PageName; of: string; meta: { title: string; description: string } }[] {
  return laterListPages(catalog).map(({ path, of, page }) => {
    const first = pageMeta(catalog, of);
    const numbered = (text: string) => fillTemplate(catalog.site.labels.paging.title, { title: text, page });
    return {
      path,
      page: ROUTES.find((r) => r.path === of)!.page,
      of,
      meta: {
        title: numbered(first.title),
        description: numbered(first.description),
      },
    };
  });
}

/**
 * A product's address. Each product the store page lists (store.json `products`) is prerendered
 * there from the catalogue; any other id is served the /product shell.
 */
export const productPath = (id: string): string => `/product/${id}`;

/** The page served for any path that is not a route (dist/site/404.html); pages.json `notFound` gives its title. */
export const NOT_FOUND_ROUTE = { path: '/404', page: 'notFound' } as const;

/**
 * Where a part of a page that arrives after it is prerendered (site/pages/fragments.ts): the
 * home page's lazily loaded sections. Not a page of its own: not in the sitemap.
 */
export const sectionPath = (page: 'home', id: string): string => `/sections/${page}/${id}.html`;
