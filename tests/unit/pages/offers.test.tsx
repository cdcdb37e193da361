import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OffersList } from '../../../site/sections/OffersList.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const offers = suite('offers');

offers('should hold the four SPEC §9 offers and render a card for each', async () => {
  const catalog = await sampleCatalog();
  const items = catalog.offers.items;
  const text = items.map((o) => `${o.highlight} ${o.details} ${o.terms.join(' ')}`);
  assert.is(items.length, 4);
  assert.match(text[0]!, /20% off.*total bill.*ID/s);
  assert.match(text[1]!, /15% off.*pottery.*Monday to Thursday/s);
  assert.match(text[2]!, /weekday.*pottery session/is);
  assert.match(text[3]!, /10/);
  const html = renderHtml(<OffersList offers={catalog.offers} />);
  assert.is((html.match(/<h3/g) ?? []).length, 4);
  assert.match(html, /Birthday Week/);
});

offers.run();
