import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import { fillTemplate } from '../../site/core/lib/template.ts';

/** A page's <title>: the studio name and tagline on the home page, site.json's titleTemplate elsewhere. */
export const pageTitle = (path: string, title: string, site: Pick<SiteCatalog, 'name' | 'tagline' | 'titleTemplate'>): string =>
  path === '/' ? `${site.name} · ${site.tagline}` : fillTemplate(site.titleTemplate, { page: title, site: site.name });
