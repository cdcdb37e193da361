import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import HomePage from '../../../site/pages/home-page.tsx';
import { HOME_SECTIONS } from '../../../site/pages/home-sections.tsx';
import { PAGE_ANCHORS } from '../../../site/core/catalog/page-anchors.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const html = renderHtml(<HomePage catalog={catalog} path="/" />);
const sectionHtml = (id: keyof typeof HOME_SECTIONS) => {
  const Section = HOME_SECTIONS[id];
  return renderHtml(<Section catalog={catalog} path="/" />);
};

const home = suite('home page (SSR)');

home('should leave pottery, testimonials, reservations and offers to load later, saying so (SPEC §2.2)', () => {
  for (const id of Object.keys(HOME_SECTIONS)) {
    assert.match(
      html,
      new RegExp(
        `<div id="${id}"[^>]*data-lazy-section="/sections/home/${id}.html"[^>]*><p role="status">Loading Section...</p>`,
      ),
      `#${id}`,
    );
    assert.match(
      sectionHtml(id as keyof typeof HOME_SECTIONS),
      new RegExp(`^<section id="${id}"`),
      `${id}: the section, with its anchor`,
    );
  }
});

home('should have one h1 reading "Where Food Meets Art"', () => {
  const h1s = html.match(/<h1[^>]*>.*?<\/h1>/gs) ?? [];
  assert.is(h1s.length, 1);
  assert.is(h1s[0]!.replace(/<[^>]+>/g, ''), 'Where Food Meets Art');
});

home('should link "Book a Creative Session" to #reservations', () => {
  assert.match(html, /<a[^>]*href="#reservations"[^>]*>Book a Creative Session/);
});

home('should render every section anchor of SPEC §2.2, exactly those validation lets a link jump to', () => {
  assert.equal(PAGE_ANCHORS['/'], [
    'pottery',
    'testimonials',
    'press-social-proof',
    'reservations',
    'offers',
    'gallery',
    'faq',
  ]);
  // The sections themselves and the places kept for those that load later, in page order.
  const sections = [...html.matchAll(/<(?:section|div)\b[^>]*\bid="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => tag.startsWith('<section') || tag.includes('data-lazy-section'))
    .map(([, id]) => id);
  assert.equal(sections, PAGE_ANCHORS['/']);
});

home('should show the 4.5+ star claim and four press logos with alt text', () => {
  const proof = html.slice(html.indexOf('id="press-social-proof"'), html.indexOf('id="reservations"'));
  assert.match(proof, /Rated 4\.5\+ stars/);
  const logos = proof.match(/<img [^>]*>/g) ?? [];
  assert.is(logos.length, 4);
  for (const img of logos) assert.match(img, /alt="[^"]+"/);
});

home('should show six testimonials, each with a name and a rating read out', () => {
  const section = sectionHtml('testimonials');
  assert.is((section.match(/<blockquote/g) ?? []).length, 6);
  assert.is((section.match(/aria-label="Rated [\d.]+ out of 5"/g) ?? []).length, 6);
});

home('should render the gallery as an island that hydrates on interaction', () => {
  assert.match(html, /data-island="gallery" data-when="interaction"/);
});

const content = suite('home content (catalog/home.json, testimonials.json)');

content('should hold exactly the five FAQ questions of SPEC §2.2', () => {
  const items = catalog!.home.faq.items;
  assert.is(items.length, 5);
  const text = items.map((i) => `${i.question} ${i.answer}`).join('\n');
  assert.match(text, /known for/);
  assert.match(items[1]!.answer, /^No\./);
  assert.match(items[2]!.answer, /^Yes/);
  assert.match(items[3]!.answer, /1\.5 to 2 hours/);
  assert.match(items[3]!.answer, /7-10 days/);
  assert.match(items[3]!.answer, /pickup notice/);
  assert.match(items[4]!.answer, /walk-ins are welcome/i);
  assert.match(items[4]!.answer, /peak hours/);
});

content('should hold six testimonials with ratings between 1 and 5', () => {
  const items = catalog!.testimonials.items;
  assert.is(items.length, 6);
  for (const t of items) assert.ok(t.rating >= 1 && t.rating <= 5, t.id);
});

home.run();
content.run();
