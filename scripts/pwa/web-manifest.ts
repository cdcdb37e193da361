import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import { START_PATH } from '../../site/core/lib/web-app.ts';
import type { ThemeColors } from './theme-colors.ts';

/** One icon as the manifest lists it. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifestInput {
  site: Pick<SiteCatalog, 'name' | 'description' | 'locale' | 'app'>;
  icons: readonly ManifestIcon[];
  colors: ThemeColors;
}

/**
 * /manifest.webmanifest: what a browser needs to offer the site as an app (name, icons, start
 * page, standalone display) and to draw its splash screen and title bar, in the light theme's
 * colour, as the page's own theme-color tag does.
 */
export function webManifest({ site, icons, colors }: WebManifestInput): object {
  return {
    // The start page as the app's identity: the same app however its start URL changes later.
    id: START_PATH,
    name: site.name,
    short_name: site.app.shortName,
    description: site.description,
    lang: site.locale,
    start_url: START_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: colors.light,
    background_color: colors.light,
    icons,
  };
}
