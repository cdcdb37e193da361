import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seoHead } from '../../../scripts/render/seo-head.ts';
import { robotsTxt } from '../../../scripts/seo/robots-txt.ts';
import { sitemapXml } from '../../../scripts/seo/sitemap-xml.ts';

const site = { name: 'The Clay Table', locale: 'en-IN' };
const image = {
  url: 'https://www.theclaytable.in/share/menu-1a2b.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'A bowl "of" biryani',
};

const head = suite('seoHead: the tags search engines and link previews read');

head(
  'should write the canonical link, Open Graph tags with the share picture, a large X card and one JSON-LD graph',
  () => {
    const html = seoHead({
      title: 'Menu · The Clay Table',
      description: 'Food & drink',
      site,
      seo: {
        url: 'https://www.theclaytable.in/menu',
        image,
        jsonLd: [{ '@type': 'Menu', name: 'x' }],
      },
    });
    const lines = html.split('\n');
    assert.equal(lines.slice(0, -1), [
      '<link rel="canonical" href="https://www.theclaytable.in/menu">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="The Clay Table">',
      '<meta property="og:locale" content="en_IN">',
      '<meta property="og:title" content="Menu · The Clay Table">',
      '<meta property="og:description" content="Food &amp; drink">',
      '<meta property="og:url" content="https://www.theclaytable.in/menu">',
      '<meta property="og:image" content="https://www.theclaytable.in/share/menu-1a2b.png">',
      '<meta property="og:image:type" content="image/png">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:alt" content="A bowl &quot;of&quot; biryani">',
      '<meta name="twitter:card" content="summary_large_image">',
    ]);
    assert.is(
      lines.at(-1),
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Menu","name":"x"}]}</script>',
    );
  },
);

head('should leave out what it was given no address for, and say noindex when asked', () => {
  const html = seoHead({ title: 'T', description: 'D', site, seo: { noindex: true } });
  assert.ok(html.startsWith('<meta name="robots" content="noindex">\n'));
  for (const gone of ['canonical', 'og:url', 'og:image', 'ld+json']) assert.not.ok(html.includes(gone), gone);
  assert.ok(html.includes('<meta name="twitter:card" content="summary">'), 'no picture, no large card');
  assert.ok(html.includes('<meta property="og:title" content="T">'));
});

const files = suite('sitemap.xml and robots.txt');

files('should list each address once, escaped, with no lastmod', () => {
  assert.is(
    sitemapXml(['https://a.in/', 'https://a.in/x?a=1&b=2']),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '  <url><loc>https://a.in/</loc></url>\n  <url><loc>https://a.in/x?a=1&amp;b=2</loc></url>\n</urlset>\n',
  );
});

files('should allow every crawler and point at the sitemap, or keep them all out', () => {
  assert.is(
    robotsTxt({ allow: true, sitemap: 'https://a.in/sitemap.xml' }),
    'User-agent: *\nAllow: /\n\nSitemap: https://a.in/sitemap.xml\n',
  );
  assert.is(robotsTxt({ allow: true }), 'User-agent: *\nAllow: /\n', 'no Sitemap line without one');
  assert.is(robotsTxt({ allow: false }), 'User-agent: *\nDisallow: /\n');
});

head.run();
files.run();
