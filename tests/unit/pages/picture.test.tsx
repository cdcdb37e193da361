import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Gallery from '../../../site/islands/gallery-lightbox.tsx';
import type { ImageManifest, ResponsiveImage } from '../../../site/core/lib/responsive-image.ts';
import { Picture, pictureAddress } from '../../../site/ui/Picture.tsx';
import { PictureImages } from '../../../site/ui/picture-images.ts';
import { PICTURE_SLOTS } from '../../../site/ui/picture-slots.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const picture = suite('Picture: a drawing as it was, a photo as <picture>');

const bowl: ResponsiveImage = {
  base: '/pictures/bowl-0123456789',
  widths: [240, 400, 800, 1200, 1600],
  fallback: 'jpg',
  width: 1600,
  height: 1200,
};
const images: ImageManifest = { '/images/bowl.jpg': bowl };
const withImages = (node: React.ReactNode) => renderHtml(<PictureImages value={images}>{node}</PictureImages>);

picture('should draw a drawing as the one <img> it always was', () => {
  assert.is(
    withImages(<Picture picture={{ src: 'images/mug.svg', alt: 'A mug' }} slot="card" />),
    '<img src="/images/mug.svg" alt="A mug" width="800" height="600" loading="lazy" decoding="async"/>',
  );
  // (React adds its own preload link before an eager <img>, as it always did.)
  assert.match(
    renderHtml(<Picture picture={{ src: 'images/bowl.jpg', alt: 'A bowl' }} slot="feature" eager />),
    /<img src="\/images\/bowl.jpg" alt="A bowl" width="800" height="600" loading="eager" decoding="async"\/>$/,
    'with no photos provided, a photo path is a plain <img> too',
  );
});

picture(
  'should draw a photo as AVIF, WebP and JPEG sources with the sizes of its place and only the widths it can use',
  () => {
    const html = withImages(
      <Picture picture={{ src: 'images/bowl.jpg', alt: 'A bowl' }} slot="galleryCards" className="thumb" />,
    );
    const sizes = PICTURE_SLOTS.galleryCards.sizes;
    const set = (ext: string) => [240, 400, 800].map((w) => `/pictures/bowl-0123456789-${w}.${ext} ${w}w`).join(', ');
    assert.match(html, /^<picture class="go\d+">/);
    assert.ok(html.includes(`<source type="image/avif" srcSet="${set('avif')}" sizes="${sizes}"/>`), html);
    assert.ok(html.includes(`<source type="image/webp" srcSet="${set('webp')}" sizes="${sizes}"/>`), html);
    assert.ok(
      html.includes(
        `<img src="/pictures/bowl-0123456789-800.jpg" srcSet="${set('jpg')}" sizes="${sizes}" alt="A bowl" width="1600" height="1200" class="thumb" loading="lazy" decoding="async"/>`,
      ),
      html,
    );
    assert.not.match(html, 'fetchPriority');
  },
);

picture('should put an eager photo first in the queue', () => {
  const html = withImages(<Picture picture={{ src: 'images/bowl.jpg', alt: 'A bowl' }} slot="feature" eager />);
  assert.match(html, 'loading="eager" fetchPriority="high"');
  assert.match(html, '/pictures/bowl-0123456789-1200.jpg 1200w"');
  assert.not.match(html, '1600w', 'the feature slot stops at the first width covering 1200');
});

picture(
  'pictureAddress should give one file: the smallest wide enough, the widest by default, the drawing itself otherwise',
  () => {
    assert.is(pictureAddress(images, 'images/bowl.jpg', 144), '/pictures/bowl-0123456789-240.jpg');
    assert.is(pictureAddress(images, 'images/bowl.jpg'), '/pictures/bowl-0123456789-1600.jpg');
    assert.is(pictureAddress(images, 'images/mug.svg', 144), '/images/mug.svg');
  },
);

picture('should let an island draw its photos from its props alone, as the browser will', async () => {
  const { gallery } = await sampleCatalog();
  const photos = gallery.photos.map((p, i) =>
    i === 0 ? { ...p, picture: { ...p.picture, src: 'images/bowl.jpg' } } : p,
  );
  // Rendered as a root of its own, as Island.tsx and the browser do: no page context reaches it.
  const html = renderHtml(<Gallery photos={photos} labels={gallery.labels} images={images} />);
  assert.is((html.match(/<picture /g) ?? []).length, 1);
  assert.match(html, `sizes="${PICTURE_SLOTS.galleryGrid.sizes}"`);
  assert.match(html, 'href="/pictures/bowl-0123456789-1600.jpg"');
  const without = renderHtml(<Gallery photos={gallery.photos} labels={gallery.labels} />);
  assert.not.match(without, '<picture');
});

picture.run();
