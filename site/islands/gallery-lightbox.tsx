import { useEffect, useState, type MouseEvent } from 'react';
import type { GalleryFilter, GalleryLabels, GalleryPhoto } from '../core/catalog/gallery.ts';
import { countByFilter, filterPhotos, GALLERY_FILTERS } from '../core/lib/gallery-filter.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { css } from '../styles/styled.ts';
import { color, font, media, radius, shadow } from '../styles/tokens.ts';
import type { ImageManifest } from '../core/lib/responsive-image.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Picture, pictureAddress } from '../ui/Picture.tsx';
import { NO_IMAGES, PictureImages } from '../ui/picture-images.ts';
import { Icon } from '../ui/Icon.tsx';

export interface GalleryProps {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
  /**
   * Below 768 px, the photos become a list of cards that open to show their description (SPEC
   * §2.2; the /gallery page). The home page leaves it off: its phone view shows a carousel
   * instead (SPEC §2.7), and its HTML has no room for ten descriptions.
   */
  expandable?: boolean;
  /** The photos among them, made responsive by the build (none when every picture is a drawing). */
  images?: ImageManifest;
}

const root = () => css`
  .filters { display: flex; flex-wrap: wrap; gap: 8px; }
  .filters button {
    display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 8px 0 18px;
    border: 1.5px solid ${color.border}; border-radius: ${radius.pill}; background: ${color.surface};
    color: ${color.text}; font-weight: 650; cursor: pointer;
  }
  .filters button:hover { border-color: ${color.text}; }
  .filters button[aria-pressed='true'] { background: ${color.text}; color: ${color.bg}; border-color: ${color.text}; }
  .filters .n {
    min-width: 28px; padding: 2px 8px; border-radius: ${radius.pill}; background: ${color.surface2};
    color: ${color.text}; font-size: 0.85rem; text-align: center;
  }
  .filters [aria-pressed='true'] .n { background: ${color.bg}; color: ${color.text}; }
  .status { margin: 14px 0 20px; color: ${color.muted}; font-size: 0.95rem; }
  .grid {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* minmax(0, …): a long word in a title wraps instead of widening its column. */
  ${media.desktop} { .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px; } }
  ${media.wide} { .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
  .photo {
    display: block; height: 100%; text-decoration: none; border-radius: ${radius.md}; overflow: hidden;
    background: ${color.surface}; border: 1px solid ${color.border}; box-shadow: ${shadow.card};
    transition: transform 0.2s ease, box-shadow 0.2s ease;
  }
  .photo:hover { transform: translateY(-3px); box-shadow: ${shadow.raised}; }
  .frame { position: relative; display: block; }
  .frame img { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
  .zoom {
    position: absolute; right: 10px; bottom: 10px; display: grid; place-items: center; width: 36px; height: 36px;
    border-radius: ${radius.pill}; background: rgb(43 33 24 / 70%); color: #fff; opacity: 0;
    transition: opacity 0.2s ease;
  }
  .photo:hover .zoom, .photo:focus-visible .zoom { opacity: 1; }
  /* Tapped while the gallery's code is on its way (client/strategies/on-interaction.ts): it opens once that arrives. */
  .photo[aria-busy='true'] { cursor: progress; }
  .photo[aria-busy='true'] img { opacity: 0.6; }
  .photo[aria-busy='true'] .zoom { opacity: 1; }
  .caption { display: grid; grid-template-columns: minmax(0, 1fr); gap: 2px; padding: 12px 14px 14px; }
  .title { font-family: ${font.display}; font-weight: 600; font-size: 1.05rem; line-height: 1.3; }
  .category { font-size: 0.78rem; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: ${color.muted}; }
`;

/**
 * The phone's card list, on top of root(): a row per photo (thumbnail, title, category: still the
 * link that opens it large) with a round disclosure button at its end, the <details> that holds
 * the description and works before any JavaScript. On the desktop the <details> is not there.
 */
const cards = () => css`
  ${media.desktop} { .more { display: none; } }
  ${media.mobile} {
    --thumb: 112px;
    --pad: 10px;
    /* The four filters share one row, however long the words. */
    .filters { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
    /* The narrowest phones (320 px) take them two by two. */
    @media (max-width: 359px) { .filters { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
    .filters button { justify-content: center; gap: 6px; padding: 0 6px; }
    .filters .n { min-width: 24px; padding: 1px 6px; }
    .grid { grid-template-columns: minmax(0, 1fr); gap: 12px; }
    .grid li {
      position: relative; border-radius: ${radius.md}; background: ${color.surface};
      border: 1px solid ${color.border}; box-shadow: ${shadow.card};
    }
    .photo {
      display: grid; grid-template-columns: var(--thumb) minmax(0, 1fr); gap: 14px; align-items: center; height: auto;
      padding: var(--pad) 64px var(--pad) var(--pad); border: 0; border-radius: ${radius.md}; box-shadow: none; background: none;
    }
    .photo:hover { transform: none; box-shadow: none; }
    .frame { border-radius: ${radius.sm}; overflow: hidden; }
    /* On a touch screen there is no hover to reveal it: the mark that the photo opens large stays. */
    .zoom { opacity: 1; right: 6px; bottom: 6px; width: 30px; height: 30px; }
    .caption { padding: 0; }
    .more summary {
      position: absolute; right: 10px; top: calc((var(--thumb) * 3 / 4 + 2 * var(--pad)) / 2 - 22px);
      display: grid; place-items: center; width: 44px; height: 44px; border-radius: ${radius.pill};
      background: ${color.surface2}; color: ${color.text}; list-style: none; cursor: pointer;
    }
    .more summary::-webkit-details-marker { display: none; }
    .more[open] summary { background: ${color.text}; color: ${color.bg}; }
    .more summary .icon { transition: transform 0.2s ease; }
    .more[open] summary .icon { transform: rotate(180deg); }
    .more p { margin: 0; padding: 0 14px 14px; color: ${color.muted}; }
  }
  /* A tap on an icon lands on the <svg>, which the first-click replay cannot click(): let it fall through to its control. */
  .zoom svg, .more svg { pointer-events: none; }
`;

const lightbox = () => css`
  img { width: 100%; height: auto; max-height: 62vh; object-fit: contain; border-radius: ${radius.md}; background: ${color.surface2}; }
  .meta { display: flex; gap: 12px; align-items: baseline; margin-top: 16px; }
  .category {
    flex-shrink: 0; padding: 2px 10px; border-radius: ${radius.pill}; background: ${color.primarySoft};
    color: ${color.text}; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase;
  }
  p { margin: 0; min-width: 0; color: ${color.muted}; }
`;

/**
 * The photo gallery (SPEC §2.2): filter buttons, a grid of photos and a lightbox. Before
 * hydration it is a plain grid of links to each full-size picture; once live, a link opens
 * the picture in a dialog instead.
 */
export default function Gallery({ photos, labels, expandable = false, images = NO_IMAGES }: GalleryProps) {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The dialog exists only in the browser: the server markup stays a plain grid of links.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const shown = filterPhotos(photos, filter);
  const counts = countByFilter(photos);
  const selected = photos.find((p) => p.id === selectedId);

  // Runs only once React is live; a modified click still opens the picture in a new tab.
  const open = (event: MouseEvent, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setSelectedId(id);
  };

  return (
    <PictureImages value={images}>
      <div className={expandable ? `${root()} ${cards()}` : root()} data-gallery>
        <div className="filters" role="group" aria-label={labels.filterGroup}>
          {GALLERY_FILTERS.map((f) => (
            <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)} data-filter={f}>
              {labels.filters[f]}
              <span className="n">{counts[f]}</span>
            </button>
          ))}
        </div>
        <p className="status" role="status" aria-live="polite" aria-atomic="true">
          {fillTemplate(labels.count, { count: shown.length, total: photos.length })}
        </p>
        <ul className="grid">
          {shown.map((photo) => (
            <li key={photo.id} data-category={photo.category}>
              <a
                className="photo"
                href={pictureAddress(images, photo.picture.src)}
                aria-haspopup={live ? 'dialog' : undefined}
                onClick={(e) => open(e, photo.id)}
              >
                <span className="frame">
                  <Picture
                    picture={{ src: photo.picture.src, alt: '' }}
                    slot={expandable ? 'galleryCards' : 'galleryGrid'}
                  />
                  <span className="zoom" aria-hidden="true">
                    <Icon name="maximize-2" size={18} />
                  </span>
                </span>
                <span className="caption">
                  <span className="title">{photo.title}</span>
                  <span className="category">{labels.categories[photo.category]}</span>
                  <span className="visually-hidden">, {labels.open}</span>
                </span>
              </a>
              {expandable && (
                <details className="more">
                  <summary>
                    <span className="visually-hidden">{fillTemplate(labels.details, { title: photo.title })}</span>
                    <Icon name="chevron-down" size={20} />
                  </summary>
                  <p>{photo.description}</p>
                </details>
              )}
            </li>
          ))}
        </ul>
        {live && (
          <Dialog
            open={!!selected}
            onClose={() => setSelectedId(null)}
            title={selected?.title ?? ''}
            closeLabel={labels.close}
            width="880px"
          >
            {selected && (
              <div className={lightbox()} data-lightbox>
                <Picture picture={selected.picture} slot="lightbox" />
                <div className="meta">
                  <span className="category">{labels.categories[selected.category]}</span>
                  <p>{selected.description}</p>
                </div>
              </div>
            )}
          </Dialog>
        )}
      </div>
    </PictureImages>
  );
}
