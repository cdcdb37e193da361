import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ContentPage, { paragraphsOf } from '../../../site/pages/content-page.tsx';
import { renderHtml } from '../../render-html.tsx';
import { OWN_PAGES } from '../../own-pages-fixture.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const page = suite("a page of the café's own");

page('should split text into paragraphs on empty lines only', () => {
  assert.equal(paragraphsOf('One.\n\nTwo,\nstill two.\n  \nThree.\n\n'), ['One.', 'Two,\nstill two.', 'Three.']);
});

page('should draw its heading, intro, sections, paragraphs, picture and links', async () => {
  const catalog = { ...(await sampleCatalog()), contentPages: OWN_PAGES };
  const html = renderHtml(<ContentPage catalog={catalog} path="/catering" />);
  assert.is((html.match(/<h1/g) ?? []).length, 1);
  assert.match(html, /<h1>Catering for your office<\/h1>/);
  assert.match(html, /Tell us the day and the number of guests/);
  assert.match(html, /<h2 id="part-1-heading">What we bring<\/h2>/);
  assert.match(html, /<h2 id="part-2-heading">Ask for a quote<\/h2>/);
  assert.match(
    html,
    /<p>Trays of snacks, a cake and flasks of chai\.<\/p><p>Every dish can be made without nuts\.<\/p>/,
  );
  assert.match(html, /alt="A long table set with trays of snacks"/);
  assert.match(html, /href="\/menu"[^>]*>See the menu/);
  assert.match(html, /href="\/seasons\/winter"[^>]*>Winter evenings/);
  // A section with no picture has no picture; a page with no intro, no intro.
  const winter = renderHtml(<ContentPage catalog={catalog} path="/seasons/winter" />);
  assert.not.match(winter, /<img/);
  assert.match(winter, /<h1>Winter evenings<\/h1><\/div>/);
});

page.run();
