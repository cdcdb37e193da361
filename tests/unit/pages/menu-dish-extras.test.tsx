import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ImageManifest } from '../../../site/core/lib/responsive-image.ts';
import MenuPage from '../../../site/pages/menu-page.tsx';
import { PictureImages } from '../../../site/ui/picture-images.ts';
import { renderHtml } from '../../render-html.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

/* Issue 36, part 2: a dish's photo, its note and the hours it is served, on the menu page. */

const extras = suite('menu: a dish with a photo, a note and serving hours');

const images: ImageManifest = {
  '/images/menu/fries.jpg': {
    base: '/pictures/fries-0123456789',
    widths: [160, 200, 400],
    fallback: 'jpg',
    width: 400,
    height: 300,
  },
};
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function render() {
  const catalog = await sampleCatalog();
  const fries = catalog.menu.categories[0]!.sections![0]!.items[0]!;
  Object.assign(fries, {
    photo: { src: 'images/menu/fries.jpg', alt: 'A paper cone of fries dusted red' },
    note: 'Serves 2',
    served: { from: '12:00', until: '16:00', label: 'Lunch, noon to 4 PM' },
  });
  const html = renderHtml(
    <PictureImages value={images}>
      <MenuPage catalog={catalog} path="/menu" />
    </PictureImages>,
  );
  const li = html.match(/<li[^>]*>(?:(?!<\/li>).)*Peri Peri Fries(?:(?!<\/li>).)*<\/li>/)?.[0] ?? '';
  return { html, li };
}

extras('should show the photo small and lazy, as its one WebP file twice its width, with its description', async () => {
  const { li } = await render();
  assert.match(
    li,
    /<img class="[^"]+" src="\/pictures\/fries-0123456789-160\.webp" alt="A paper cone of fries dusted red" width="64" height="64" loading="lazy" decoding="async"\/>/,
  );
});

extras('should put the photo in the cart line, not the tab’s picture', async () => {
  const { li } = await render();
  const { product } = JSON.parse(decode(li.match(/data-add-to-cart="([^"]+)"/)![1]!));
  assert.is(product.image, '/pictures/fries-0123456789-160.jpg');
});

extras('should show the note and the serving hours’ words, and mark the add button with the café’s clock', async () => {
  const { li } = await render();
  assert.match(li, />Serves 2</);
  assert.match(li, />Lunch, noon to 4 PM</);
  assert.match(li, /<span data-served="Asia\/Kolkata 12:00 16:00"><button/);
});

extras('should carry none of it for the dishes that have none', async () => {
  const { html } = await render();
  assert.is((html.match(/<img [^>]*loading="lazy"[^>]*width="64"/g) ?? []).length, 0, 'the attributes in order');
  assert.is((html.match(/width="64" height="64"/g) ?? []).length, 1, 'one photo');
  assert.is((html.match(/data-served=/g) ?? []).length, 1);
});

extras.run();
