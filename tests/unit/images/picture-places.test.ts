import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { picturesIn, slotsAt, slotWidths, widthsToMake } from '../../../scripts/images/picture-places.ts';
import { isImagePath } from '../../../scripts/validate/formats.ts';
import { CATALOG_KEYS, type Catalog, type CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { widthsFor, type ResponsiveImage } from '../../../site/core/lib/responsive-image.ts';
import { PICTURE_PLACES, PICTURE_SLOTS } from '../../../site/ui/picture-slots.ts';
import { sampleCatalog } from '../../sample-catalog.ts';
import { OWN_PAGES } from '../../own-pages-fixture.ts';

const places = suite('picture places: where the site shows each catalogue picture');

/** Every picture path in the catalogue, found without the table: any string that is one. */
function picturePaths(catalog: Catalog): { file: CatalogKey; pointer: string; src: string }[] {
  const found: { file: CatalogKey; pointer: string; src: string }[] = [];
  const walk = (file: CatalogKey, value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      if (isImagePath(value)) found.push({ file, pointer, src: value });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        walk(file, child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  for (const file of CATALOG_KEYS) walk(file, catalog[file], '');
  return found;
}

places(
  'should give every picture of the sample catalogue a place (a new picture field needs its line in PICTURE_PLACES)',
  async () => {
    const catalog = await sampleCatalog();
    const all = picturePaths(catalog);
    assert.ok(all.length > 60, `${all.length} pictures`);
    assert.equal(
      all.filter((p) => slotsAt(p.file, p.pointer) === undefined).map((p) => `${p.file} ${p.pointer}`),
      [],
    );
    // And the table's walk finds exactly those.
    const walked = picturesIn((file) => catalog[file])
      .map((p) => `${p.file} ${p.pointer} ${p.src}`)
      .sort();
    assert.equal(walked, all.map((p) => `${p.file} ${p.pointer} ${p.src}`).sort());
  },
);

places(
  'should list no place the sample or the bakery never fills (a stale line would hide a renamed field)',
  async () => {
    // The sample has no pages of its own: the tests' two (tests/own-pages-fixture.ts) fill their place.
    const catalog = { ...(await sampleCatalog()), contentPages: OWN_PAGES };
    // The bakery's menu has the dish photos the sample's has not.
    const bakeryMenu = JSON.parse(await readFile('tests/fixtures/bakery/menu.json', 'utf8'));
    const walked = [
      ...picturesIn((file) => catalog[file]),
      ...picturesIn((file) => (file === 'menu' ? bakeryMenu : undefined)),
    ];
    const empty = PICTURE_PLACES.filter(
      (place) => !walked.some((p) => p.file === place.file && slotsAt(p.file, p.pointer) === place.slots),
    );
    assert.equal(empty, []);
  },
);

places('should match a pointer segment by segment, * standing for one key or index', () => {
  assert.equal(slotsAt('gallery', '/photos/3/picture/src'), ['galleryGrid', 'galleryCards', 'lightbox', 'carousel']);
  assert.equal(slotsAt('comingSoon', '/pages/~1gift-cards/illustration/src'), ['feature']);
  assert.equal(slotsAt('site', '/logo/src'), []);
  assert.is(slotsAt('gallery', '/photos/3/picture'), undefined);
  assert.is(slotsAt('gallery', '/photos/3/extra/picture/src'), undefined);
  assert.is(slotsAt('menu', '/photos/3/picture/src'), undefined);
});

places('should give every slot widths in ascending order, and sizes for the browser', () => {
  for (const [name, slot] of Object.entries(PICTURE_SLOTS)) {
    assert.ok(slot.widths.length > 0, name);
    assert.equal(
      [...slot.widths].sort((a, b) => a - b),
      [...slot.widths],
      name,
    );
    assert.ok(slot.sizes.trim() !== '', name);
  }
});

places('slotWidths should join the widths of several slots, each once, ascending', () => {
  assert.equal(slotWidths(['pastEvent', 'card']), [160, 400, 800, 1200]);
  assert.equal(slotWidths([]), []);
});

places('widthsToMake should never enlarge: a narrow photo ends at its own width', () => {
  assert.equal(widthsToMake([400, 800, 1200], 4000), [400, 800, 1200]);
  assert.equal(widthsToMake([400, 800, 1200], 1200), [400, 800, 1200]);
  assert.equal(widthsToMake([400, 800, 1200], 1000), [400, 800, 1000]);
  // Within a tenth of its own width, the width already made is enough.
  assert.equal(widthsToMake([400, 800, 1200], 850), [400, 800]);
  assert.equal(widthsToMake([400, 800, 1200], 300), [300]);
});

places(
  "widthsFor should give a place only the widths it can use, so a thumbnail does not list the lightbox's files",
  () => {
    const image: ResponsiveImage = {
      base: '/pictures/bowl-0123456789',
      widths: [240, 400, 800, 1200, 1600],
      fallback: 'jpg',
      width: 1600,
      height: 1200,
    };
    assert.equal(widthsFor(image, PICTURE_SLOTS.galleryCards.widths), [240, 400, 800]);
    assert.equal(widthsFor(image, PICTURE_SLOTS.lightbox.widths), [800, 1200, 1600]);
    assert.equal(widthsFor(image, PICTURE_SLOTS.carousel.widths), [400, 800, 1200]);
    const narrow: ResponsiveImage = { ...image, widths: [240, 400, 700], width: 700, height: 525 };
    assert.equal(widthsFor(narrow, PICTURE_SLOTS.lightbox.widths), [700]);
    assert.equal(widthsFor(narrow, PICTURE_SLOTS.postThumb.widths), [240]);
  },
);

places.run();
