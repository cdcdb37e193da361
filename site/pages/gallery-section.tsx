import type { Catalog } from '../core/catalog/catalog-keys.ts';
import type { GalleryCatalog } from '../core/catalog/gallery.ts';
import type { SiteCatalog } from '../core/catalog/site.ts';
import { type ListPage, listPage } from '../core/lib/list-pages.ts';
import { ListPager } from '../sections/ListPager.tsx';
import Gallery from '../islands/gallery-lightbox.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { Callout } from '../ui/Callout.tsx';
import { Island } from '../islands/Island.tsx';
import { Icon } from '../ui/Icon.tsx';
import { usePhotosOf } from '../ui/Picture.tsx';

/**
 * The gallery island and the call to tag the studio; used on / (#gallery) and /gallery. A long
 * gallery shows one page of photos (core/lib/list-pages.ts; the first on the home page), as the island
 * gets them all as its props: links lead to the others.
 */
export function GallerySection({
  gallery,
  tagHeadingLevel = 3,
  expandable,
  pager,
}: {
  gallery: GalleryCatalog;
  tagHeadingLevel?: 2 | 3;
  expandable?: boolean;
  /** Which page of photos, and the links to the others (pages/gallery-page.tsx). */
  pager?: { at: ListPage; words: SiteCatalog['labels']['paging'] };
}) {
  const TagHeading = tagHeadingLevel === 2 ? 'h2' : 'h3';
  // Only the gallery is read to count its pages.
  const photos = (pager?.at ?? listPage({ gallery } as Catalog, '/gallery', '/')).slice(gallery.photos);
  const images = usePhotosOf(photos.map((p) => p.picture.src));
  return (
    <>
      <Island name="gallery" component={Gallery} props={{ photos, labels: gallery.labels, expandable, images }} />
      {pager && <ListPager at={pager.at} words={pager.words} />}
      <Callout tone="primary">
        <div>
          <TagHeading>{gallery.tag.heading}</TagHeading>
          <p>{gallery.tag.text}</p>
        </div>
        <a className={buttonClass('primary')} href={gallery.tag.link.href} target="_blank" rel="noopener noreferrer">
          {gallery.tag.link.label}
          <Icon name="arrow-up-right" size={18} />
        </a>
      </Callout>
    </>
  );
}
