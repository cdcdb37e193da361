import type { SiteCatalog } from '../../site/catalog/site.ts';

/** A page's <title>: the studio name and tagline on the home page, site.json's titleTemplate elsewhere. */
export const pageTitle = (path: string, title: string, site: Pick<SiteCatalog, 'name' | 'tagline' | 'titleTemplate'>): string =>
  path === '/' ? `${site.name} · ${site.tagline}` : site.titleTemplate.replace('{page}', title).replace('{site}', site.name);
