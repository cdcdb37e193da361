import type { GalleryCatalog } from '../catalog/gallery.ts';
import Gallery from '../islands/gallery.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { Callout } from '../ui/Callout.tsx';
import { Island } from '../islands/Island.tsx';
import { pickImages } from '../lib/responsive-image.ts';
import { Icon } from '../ui/Icon.tsx';
import { imageUrl } from '../ui/Picture.tsx';
import { usePictureImages } from '../ui/picture-images.ts';

/** The gallery island and the call to tag the studio; used on / (#gallery) and /gallery. */
export function GallerySection({ gallery, tagHeadingLevel = 3, expandable }: { gallery: GalleryCatalog; tagHeadingLevel?: 2 | 3; expandable?: boolean }) {
  const TagHeading = tagHeadingLevel === 2 ? 'h2' : 'h3';
  const images = pickImages(usePictureImages(), gallery.photos.map((p) => imageUrl(p.picture.src)));
  return (
    <>
      <Island name="gallery" component={Gallery} props={{ photos: gallery.photos, labels: gallery.labels, expandable, images }}/>
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
