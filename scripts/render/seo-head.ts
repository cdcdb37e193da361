import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import { escapeHtml as e } from './escape-html.ts';
import { jsonLdScript } from './json-ld.ts';

/** What search engines and link previews are told about one page, beyond its title and description. */
export interface PageSeo {
  /** The page's own absolute address (canonical link, og:url). None without a site URL, or where no one address fits. */
  url?: string;
  /** The picture a link preview shows, with its absolute address. None without a site URL. */
  image?: { url: string; width: number; height: number; type: string; alt: string };
  /** Asks search engines to leave the page out of their results. */
  noindex?: boolean;
  /** schema.org nodes, written as one JSON-LD graph. */
  jsonLd?: readonly object[];
}

export interface SeoHeadInput {
  title: string;
  description: string;
  site: Pick<SiteCatalog, 'name' | 'locale'>;
  seo: PageSeo;
}

/**
 * The <head> tags after the title and description: robots, canonical link, Open Graph and X
 * card tags, and the page's structured data. Whatever needs an address it was not given is left out.
 */
export function seoHead({ title, description, site, seo }: SeoHeadInput): string {
  const { url, image, noindex, jsonLd = [] } = seo;
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${e(String(content))}">`;
  return [
    noindex && '<meta name="robots" content="noindex">',
    url && `<link rel="canonical" href="${e(url)}">`,
    property('og:type', 'website'),
    property('og:site_name', site.name),
    // Open Graph writes locales with an underscore: en_IN.
    property('og:locale', site.locale.replace('-', '_')),
    property('og:title', title),
    property('og:description', description),
    url && property('og:url', url),
    ...(image
      ? [
          property('og:image', image.url),
          property('og:image:type', image.type),
          property('og:image:width', image.width),
          property('og:image:height', image.height),
          property('og:image:alt', image.alt),
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    jsonLd.length > 0 && jsonLdScript({ '@context': 'https://schema.org', '@graph': jsonLd }),
  ]
    .filter(Boolean)
    .join('\n');
}
