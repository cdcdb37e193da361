import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import AboutPage from '../../../site/pages/about-page.tsx';
import PotteryPage from '../../../site/pages/pottery-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();

const about = suite('/about');
const html = renderHtml(<AboutPage catalog={catalog as Catalog} path="/about" />);

about('should show the six offerings of SPEC §2.7 in order', () => {
  assert.equal(
    catalog!.about.offerings.items.map((o) => o.title),
    ['Painting', 'Board Games', 'Table Service', 'Single Point Service', 'Birthday Party', 'Stand Up Comedy'],
  );
  for (const o of catalog!.about.offerings.items) assert.match(html, `data-card="${o.id}"`);
});

about('should show the story, the concept and three pride cards', () => {
  assert.match(html, /id="story"/);
  assert.match(html, /id="concept"/);
  assert.is(catalog!.about.pride.cards.length, 3);
});

about('should link to /reservations', () => {
  assert.match(html, /href="\/reservations"/);
});

const pottery = suite('/pottery');
const potteryHtml = renderHtml(<PotteryPage catalog={catalog as Catalog} path="/pottery" />);

pottery('should show four numbered steps and three feature pictures', () => {
  assert.is(catalog!.pottery.steps.items.length, 4);
  assert.is((potteryHtml.match(/<ol/g) ?? []).length, 1);
  assert.is(catalog!.pottery.features.items.length, 3);
});

pottery('should state walk-ins welcome, the ₹999 price with firing, the session length and collection time', () => {
  assert.match(potteryHtml, /Walk-ins welcome/);
  assert.match(potteryHtml, /From ₹999/);
  assert.match(potteryHtml, /including paints, glazing and firing/);
  assert.match(potteryHtml, /1\.5 – 2 hours/);
  assert.match(potteryHtml, /About a week/);
});

about.run();
pottery.run();
