import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { GalleryPhoto } from '../../../site/core/catalog/gallery.ts';
import Gallery from '../../../site/islands/gallery-lightbox.tsx';
import { countByFilter, filterPhotos, GALLERY_FILTERS } from '../../../site/core/lib/gallery-filter.ts';
import { fillTemplate } from '../../../site/core/lib/template.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const { gallery } = catalog;

const photo = (id: string, category: GalleryPhoto['category']): GalleryPhoto => ({
  id,
  category,
  title: id,
  description: '',
  picture: { src: `images/${id}.svg`, alt: id },
});
const sample = [photo('a', 'art'), photo('f1', 'food'), photo('v', 'vibes'), photo('f2', 'food')];

const filtering = suite('gallery filtering');

filtering('should offer the filters All, Art, Food, Vibes in that order', () => {
  assert.equal(GALLERY_FILTERS, ['all', 'art', 'food', 'vibes']);
  assert.equal(
    GALLERY_FILTERS.map((f) => gallery.labels.filters[f]),
    ['All', 'Art', 'Food', 'Vibes'],
  );
});

filtering('should show every photo for "all", in catalogue order', () => {
  assert.equal(
    filterPhotos(sample, 'all').map((p) => p.id),
    ['a', 'f1', 'v', 'f2'],
  );
});

filtering('should show only the chosen category, keeping order', () => {
  assert.equal(
    filterPhotos(sample, 'food').map((p) => p.id),
    ['f1', 'f2'],
  );
  assert.equal(
    filterPhotos(sample, 'art').map((p) => p.id),
    ['a'],
  );
});

filtering('should count each filter', () => {
  assert.equal(countByFilter(sample), { all: 4, art: 1, food: 2, vibes: 1 });
  assert.equal(countByFilter([]), { all: 0, art: 0, food: 0, vibes: 0 });
});

filtering('should fill the count template', () => {
  assert.is(fillTemplate('Showing {count} of {total} photos', { count: 3, total: 10 }), 'Showing 3 of 10 photos');
});

const content = suite('gallery content (catalog/gallery.json)');

content('should hold ten photos over the three categories, each with a title, description and alt text', () => {
  assert.is(gallery.photos.length, 10);
  const counts = countByFilter(gallery.photos);
  assert.ok(counts.art > 0 && counts.food > 0 && counts.vibes > 0);
  for (const p of gallery.photos) assert.ok(p.title && p.description && p.picture.alt, p.id);
});

content('should link the tag call to a social network', () => {
  assert.match(gallery.tag.link.href, /^https:\/\/(www\.)?instagram\.com\//);
});

const ssr = suite('gallery island (SSR, before hydration)');
const html = renderHtml(<Gallery photos={gallery.photos} labels={gallery.labels} />);

ssr('should render all ten photos as links to the full picture', () => {
  const links = html.match(/<a class="photo" href="\/images\/gallery\/[^"]+\.svg"/g) ?? [];
  assert.is(links.length, 10);
});

ssr('should render the filters as toggle buttons with only "All" pressed', () => {
  assert.is((html.match(/aria-pressed="true"/g) ?? []).length, 1);
  assert.is((html.match(/aria-pressed="false"/g) ?? []).length, 3);
  assert.match(html, /role="group" aria-label="Filter photos by category"/);
});

ssr('should announce the count politely', () => {
  assert.match(html, /role="status" aria-live="polite"[^>]*>Showing 10 of 10 photos</);
});

ssr('should not render the dialog on the server', () => {
  assert.not.match(html, /<dialog/);
});

const cards = suite("gallery island: the phone's expandable cards (SSR)");
const expandable = renderHtml(<Gallery photos={gallery.photos} labels={gallery.labels} expandable />);

cards('should give each photo a <details> with its description, named after the photo, beside its link', () => {
  const details = expandable.match(/<details class="more">.*?<\/details>/g) ?? [];
  assert.is(details.length, 10);
  gallery.photos.forEach((p, i) => {
    assert.match(details[i]!, `<summary><span class="visually-hidden">About ${p.title}</span>`);
    assert.match(details[i]!, `<p>${p.description.replaceAll("'", '&#x27;')}</p>`);
  });
  assert.is((expandable.match(/<a class="photo"/g) ?? []).length, 10, 'the same links open the photos');
});

cards('should render no descriptions where the cards are off (the home page)', () => {
  assert.not.match(html, /<details/);
  for (const p of gallery.photos) assert.not.ok(html.includes(p.description), p.id);
});

filtering.run();
content.run();
ssr.run();
cards.run();
