/**
 * "/about" on the site at `siteUrl` → "https://www.theclaytable.in/about"; undefined without a
 * site URL (a trial build), so whatever needs an absolute address is left out.
 */
export const absoluteUrl = (siteUrl: string | undefined, path: string): string | undefined =>
  siteUrl ? new URL(path, siteUrl).href : undefined;
