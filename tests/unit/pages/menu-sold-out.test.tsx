import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import MenuPage from '../../../site/pages/menu-page.tsx';
import { renderHtml } from '../../render-html.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

/* Issue 36, part 2: a dish sold out for the day shows "Sold out", with no add button to press. */

const soldOut = suite('menu page: a dish sold out for the day');

/** The sample, Paneer Tikka marked sold out on 2026-11-28 (the café opens 11:00 to 22:00 every day, in India). */
async function renderAt(now: string) {
  const catalog = await sampleCatalog();
  catalog.menu.categories.appetizer.veg[1]!.soldOut = '2026-11-28';
  return renderHtml(<MenuPage catalog={catalog} path="/menu" now={new Date(now)} />);
}

const row = (html: string, name: string) =>
  html.match(new RegExp(`<li[^>]*>(?:(?!</li>).)*${name}(?:(?!</li>).)*</li>`))?.[0] ?? '';

soldOut('should say Sold out instead of the add button, which comes back when the café next opens', async () => {
  const html = await renderAt('2026-11-28T14:00:00+05:30');
  const tikka = row(html, 'Paneer Tikka');
  // Offered again at 11:00 the next morning in India: the moment any browser compares with its clock.
  const until = Date.parse('2026-11-29T11:00:00+05:30');
  assert.match(
    tikka,
    new RegExp(`<span class="go\\w+" data-sold-out-until="${until}">Sold out</span><span hidden="">`),
  );
  assert.not.match(row(html, 'Peri Peri Fries'), /Sold out/);
});

soldOut('should offer it again in a page built after the next opening', async () => {
  const tikka = row(await renderAt('2026-11-29T11:00:00+05:30'), 'Paneer Tikka');
  assert.not.match(tikka, /Sold out/);
  assert.match(tikka, /data-add-to-cart/);
});

soldOut.run();
