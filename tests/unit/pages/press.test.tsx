import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import PressPage from '../../../site/pages/press-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();

const press = suite('/press');
const html = renderHtml(<PressPage catalog={catalog as Catalog} path="/press" />);

press('should list five or six articles with publication, title, date and link', () => {
  const n = catalog!.press.items.length;
  assert.ok(n >= 5 && n <= 6, `${n} items`);
  assert.is((html.match(/<article/g) ?? []).length, n);
  for (const item of catalog!.press.items) {
    assert.match(html, `dateTime="${item.date}"`);
    assert.match(html, `href="${item.href}"`);
  }
});

press('should list the newest article first', () => {
  const dates = [...html.matchAll(/dateTime="([^"]+)"/g)].map((m) => m[1]!);
  assert.is(dates.length, catalog!.press.items.length);
  assert.equal(dates, [...dates].sort().reverse());
});

press('should keep four press logos for the home page, each with alt text', () => {
  assert.ok(catalog!.press.logos.length >= 4);
  for (const logo of catalog!.press.logos) assert.ok(logo.picture.alt);
});

press.run();
