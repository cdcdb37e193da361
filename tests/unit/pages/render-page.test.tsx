import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderPage } from '../../../scripts/render/render-page.tsx';
import { renderSession } from '../../../scripts/render/render-session.tsx';
import type { PageProps } from '../../../site/pages/page-props.ts';
import { css } from '../../../site/styles/styled.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const render = suite('renderPage');

const assets = {
  boot: '/assets/boot-ABC.js',
  stylesheet: '/assets/scripted.css',
  preload: ['/assets/chunks/chunk-1.js'],
  files: [],
};
const meta = { title: 'About Us', description: 'Our story' };
const load = sampleCatalog;
const Echo = ({ catalog }: PageProps) => <h1>{catalog.site.tagline}</h1>;

render('should produce a whole document with title, description, theme script and assets', async () => {
  const catalog = await load();
  const html = renderPage(renderSession(), { path: '/about', Page: Echo, meta, catalog, assets, year: 2026 });
  assert.ok(html.startsWith('<!doctype html>'));
  assert.ok(html.includes(`<title>About Us · ${catalog.site.name}</title>`));
  assert.ok(html.includes('<meta name="description" content="Our story">'));
  assert.ok(html.includes('<script type="module" src="/assets/boot-ABC.js"></script>'));
  assert.ok(html.includes('<link rel="modulepreload" href="/assets/chunks/chunk-1.js">'));
  assert.ok(html.indexOf('localStorage') < html.indexOf('<body>'), 'theme applied in <head>, before paint');
  assert.ok(html.includes('<main id="main"'));
});

render('should inline only the CSS the page used, separately for each page', async () => {
  const catalog = await load();
  const Styled = () => <h1 className="x">x</h1>;
  const a = renderPage(renderSession(), { path: '/about', Page: Echo, meta, catalog, assets, year: 2026 });
  const b = renderPage(renderSession(), { path: '/about', Page: Styled, meta, catalog, assets, year: 2026 });
  const goober = (html: string) => html.match(/<style id="_goober">([\s\S]*?)<\/style>/)![1]!;
  assert.ok(goober(a).length > 100, 'header and footer styles present');
  assert.is(goober(a), goober(b), 'extracting resets between pages: the same chrome gives the same CSS');
});

render('should not inline rules that something rendered earlier in the process left behind', async () => {
  const catalog = await load();
  const goober = (html: string) => html.match(/<style id="_goober">([\s\S]*?)<\/style>/)![1]!;
  const clean = goober(renderPage(renderSession(), { path: '/about', Page: Echo, meta, catalog, assets, year: 2026 }));
  css`--left-behind: 1; color: rebeccapurple;`; // a component rendered outside any page (a test, say)
  const after = goober(renderPage(renderSession(), { path: '/about', Page: Echo, meta, catalog, assets, year: 2026 }));
  assert.not.ok(after.includes('rebeccapurple'));
  assert.is(after, clean);
});

render(
  "should keep the components' rules exactly as goober writes them, so an island waking finds them and adds none again",
  async () => {
    const catalog = await load();
    const rules = `color: rebeccapurple; @media (max-width: 767px) { display: none; }`;
    const written = { data: '' }; // what goober writes for these rules in a browser
    css.call({ target: written } as never, rules);
    const Styled = () => <h1 className={css(rules)}>x</h1>;
    const html = renderPage(renderSession(), { path: '/about', Page: Styled, meta, catalog, assets, year: 2026 });
    const sheet = html.match(/<style id="_goober">([\s\S]*?)<\/style>/)![1]!;
    assert.ok(written.data.includes('rebeccapurple'));
    assert.ok(sheet.includes(written.data), `${written.data} is in the page's sheet as written`);
  },
);

render('should show catalogue text containing HTML as text, never as markup', async () => {
  const catalog = await load();
  catalog.site.tagline = '<img src=x onerror="alert(1)">';
  catalog.site.name = '</title><script>alert(2)</script>';
  const html = renderPage(renderSession(), {
    path: '/about',
    Page: Echo,
    meta: { title: '"><script>x</script>', description: '"' },
    catalog,
    assets,
    year: 2026,
  });
  assert.not.ok(html.includes('<img src=x'), 'tagline escaped');
  assert.ok(html.includes('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'));
  assert.not.ok(html.includes('<script>alert(2)</script>'), 'name escaped in <title> and the header');
  assert.not.ok(html.includes('<script>x</script>'), 'page title escaped');
});

render('should put the current year in the copyright line', async () => {
  const catalog = await load();
  const html = renderPage(renderSession(), { path: '/about', Page: Echo, meta, catalog, assets, year: 2031 });
  assert.ok(html.includes('<span data-year="true">2031</span>'));
});

render.run();
