import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fragmentStyle } from '../../../scripts/render/page-css.ts';
import { minifyCss } from '../../../scripts/bundle/minify-css.ts';
import { renderFragment } from '../../../scripts/render/render-fragment.tsx';
import { renderPageParts } from '../../../scripts/render/render-page.tsx';
import { renderSession } from '../../../scripts/render/render-session.tsx';
import { PAGES } from '../../../site/pages/page-list.ts';
import { HOME_SECTIONS } from '../../../site/pages/home-sections.tsx';
import { cssRules } from '../../../site/styles/css-rules.ts';
import { scriptedCss } from '../../../site/styles/scripted-css.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const rules = suite("page styles: a late section's rules");

rules("should split goober's output into its top-level rules, at-rules whole, braces in strings kept", () => {
  const css =
    '.go1{color:red;}.go1 h2{margin:0;}@media (max-width:767px){.go1{display:none;}.go2{gap:4px;}}.go3::after{content:"}{";}';
  assert.equal(cssRules(css), [
    '.go1{color:red;}',
    '.go1 h2{margin:0;}',
    '@media (max-width:767px){.go1{display:none;}.go2{gap:4px;}}',
    '.go3::after{content:"}{";}',
  ]);
});

rules('should carry only the rules the page lacks, and nothing when it lacks none', () => {
  const page = '.go1{color:red;}@media (max-width:767px){.go1{display:none;}}';
  assert.is(
    fragmentStyle('.go1{color:red;}.go9{gap:4px;}@media (max-width:767px){.go1{display:none;}}.go9 p{margin:0;}', page),
    '<style>.go9{gap:4px;}.go9 p{margin:0;}</style>',
  );
  assert.is(fragmentStyle('.go1{color:red;}', page), '');
});

rules('should leave out of every home section the rules the home page has, and keep its own', async () => {
  const catalog = await sampleCatalog();
  const assets = { boot: '/assets/boot.js', stylesheet: '/assets/scripted.css', preload: [], files: [] };
  const { css } = renderPageParts(renderSession(), {
    path: '/',
    Page: PAGES.home,
    meta: { title: 'Home', description: '' },
    catalog,
    assets,
    year: 2026,
  });
  const onPage = new Set(cssRules(css));
  let shared = 0;
  for (const [id, Section] of Object.entries(HOME_SECTIONS)) {
    const html = renderFragment(renderSession(), Section, catalog, '/', css);
    const style = html.match(/^<style>([^<]*)<\/style>/)?.[1] ?? '';
    const carried = cssRules(style);
    assert.ok(carried.length > 0, `${id}: its own rules`);
    assert.equal(
      carried.filter((rule) => onPage.has(rule)),
      [],
      `${id}: none the page has`,
    );
    // The check above can fail: the section alone uses rules the page has too.
    shared += cssRules(
      renderFragment(renderSession(), Section, catalog, '/', '').match(/^<style>([^<]*)<\/style>/)![1]!,
    ).filter((r) => onPage.has(r)).length;
  }
  assert.ok(shared > 0, 'the sections share rules with the page');
});

rules.run();

const firstTrip = suite("page styles: a page's first round trip");

firstTrip('should inline what a page shows before any script, and link what only scripts draw for print', async () => {
  const catalog = await sampleCatalog();
  const assets = { boot: '/assets/boot.js', stylesheet: '/assets/scripted-1.css', preload: [], files: [] };
  const { html } = renderPageParts(renderSession(), {
    path: '/',
    Page: PAGES.home,
    meta: { title: 'Home', description: '' },
    catalog,
    assets,
    year: 2026,
  });
  const inline = html.match(/<style id="_goober">([^<]*)<\/style>/)?.[1] ?? '';
  assert.ok(
    inline.includes('--bg:') && inline.includes('aria-busy'),
    'the theme, and the mark of a tap held while the page loads',
  );
  assert.not.ok(inline.includes('.toast'), 'no toast rules');
  assert.match(html, /<link rel="stylesheet" href="\/assets\/scripted-1\.css" media="print" data-scripted>/);
  const scripted = minifyCss(scriptedCss);
  assert.ok(scripted.includes('.toast{') && scripted.includes('.toaster{'), 'the toasts go in the linked sheet');
});

firstTrip.run();
