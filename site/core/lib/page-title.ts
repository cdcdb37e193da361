import type { SiteCatalog } from '../catalog/site.ts';
import { fillTemplate } from './template.ts';

/** A page's <title> by site.json's titleTemplate: "Mugs · The studio". The build's pages and a product page's script both name it so. */
export const titleOf = (title: string, site: Pick<SiteCatalog, 'name' | 'titleTemplate'>): string =>
  fillTemplate(site.titleTemplate, { page: title, site: site.name });

/** A page's <title>: the studio name and tagline on the home page, site.json's titleTemplate elsewhere. */
export const pageTitle = (
  path: string,
  title: string,
  site: Pick<SiteCatalog, 'name' | 'tagline' | 'titleTemplate'>,
): string => (path === '/' ? `${site.name} · ${site.tagline}` : titleOf(title, site));
