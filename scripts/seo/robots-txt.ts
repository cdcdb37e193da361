/**
 * robots.txt: `allow` lets every crawler read everything and names the sitemap when there is one
 * (a build without a site URL has none); otherwise every crawler is asked to stay out (the hub).
 */
export function robotsTxt({ allow, sitemap }: { allow: boolean; sitemap?: string }): string {
  const rules = `User-agent: *\n${allow ? 'Allow: /' : 'Disallow: /'}\n`;
  return sitemap ? `${rules}\nSitemap: ${sitemap}\n` : rules;
}
