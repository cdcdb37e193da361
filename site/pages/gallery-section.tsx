import type { GalleryCatalog } from '../catalog/gallery.ts';
import Gallery from '../islands/gallery-lightbox.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { Callout } from '../ui/Callout.tsx';
import { Island } from '../islands/Island.tsx';
import { Icon } from '../ui/Icon.tsx';
import { usePhotosOf } from '../ui/Picture.tsx';

/** The gallery island and the call to tag the studio; used on / (#gallery) and /gallery. */
export function GallerySection({ gallery, tagHeadingLevel = 3, expandable }: { gallery: GalleryCatalog; tagHeadingLevel?: 2 | 3; expandable?: boolean }) {
  const TagHeading = tagHeadingLevel === 2 ? 'h2' : 'h3';
  const images = usePhotosOf(gallery.photos.map((p) => p.picture.src));
  return (
    <>
      <Island name="gallery" component={Gallery} props={{ photos: gallery.photos, labels: gallery.labels, expandable, images }} />
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
