import { ArrowUpRight } from 'lucide-react';
import type { GalleryCatalog } from '../catalog/gallery.ts';
import Gallery from '../islands/gallery.tsx';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Island } from '../ui/Island.tsx';

const tagCard = () => css`
  margin-top: 32px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  padding: 24px 28px;
  border-radius: ${radius.lg};
  background: ${color.primarySoft};
  h2, h3 { font-family: ${font.display}; font-size: 1.3rem; margin: 0 0 4px; }
  p { margin: 0; color: ${color.text}; }
`;

/** The gallery island and the call to tag the studio; used on / (#gallery) and /gallery. */
export function GallerySection({ gallery, tagHeadingLevel = 3 }: { gallery: GalleryCatalog; tagHeadingLevel?: 2 | 3 }) {
  const TagHeading = tagHeadingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Island name="gallery" component={Gallery} props={{ photos: gallery.photos, labels: gallery.labels }} when="interaction" />
      <div className={tagCard()}>
        <div>
          <TagHeading>{gallery.tag.heading}</TagHeading>
          <p>{gallery.tag.text}</p>
        </div>
        <a className={buttonClass('primary')} href={gallery.tag.link.href} target="_blank" rel="noopener noreferrer">
          {gallery.tag.link.label}
          <ArrowUpRight size={18} aria-hidden="true" />
        </a>
      </div>
    </>
  );
}
