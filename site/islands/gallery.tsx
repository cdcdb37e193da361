import { useEffect, useState, type MouseEvent } from 'react';
import type { GalleryFilter, GalleryLabels, GalleryPhoto } from '../catalog/gallery.ts';
import { countByFilter, filterPhotos, formatCount, GALLERY_FILTERS } from '../lib/gallery-filter.ts';
import { css } from '../styles/styled.ts';
import { color, font, media, radius, shadow } from '../styles/tokens.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { imageUrl } from '../ui/Picture.tsx';
import { Icon } from '../ui/Icon.tsx';

export interface GalleryProps {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
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
    list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} { .grid { grid-template-columns: repeat(3, 1fr); gap: 20px; } }
  ${media.wide} { .grid { grid-template-columns: repeat(4, 1fr); } }
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
  .caption { display: grid; gap: 2px; padding: 12px 14px 14px; }
  .title { font-family: ${font.display}; font-weight: 600; font-size: 1.05rem; line-height: 1.3; }
  .category { font-size: 0.78rem; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: ${color.muted}; }
`;

const lightbox = () => css`
  img { width: 100%; height: auto; max-height: 62vh; object-fit: contain; border-radius: ${radius.md}; background: ${color.surface2}; }
  .meta { display: flex; gap: 12px; align-items: baseline; margin-top: 16px; }
  .category {
    flex-shrink: 0; padding: 2px 10px; border-radius: ${radius.pill}; background: ${color.primarySoft};
    color: ${color.text}; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase;
  }
  p { margin: 0; color: ${color.muted}; }
`;

/**
 * The photo gallery (SPEC §2.2): filter buttons, a grid of photos and a lightbox. Before
 * hydration it is a plain grid of links to each full-size picture; once live, a link opens
 * the picture in a dialog instead.
 */
export default function Gallery({ photos, labels }: GalleryProps) {
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
    <div className={root()} data-gallery>
      <div className="filters" role="group" aria-label={labels.filterGroup}>
        {GALLERY_FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)} data-filter={f}>
            {labels.filters[f]}
            <span className="n">{counts[f]}</span>
          </button>
        ))}
      </div>
      <p className="status" role="status" aria-live="polite" aria-atomic="true">
        {formatCount(labels.count, shown.length, photos.length)}
      </p>
      <ul className="grid">
        {shown.map((photo) => (
          <li key={photo.id} data-category={photo.category}>
            <a
              className="photo"
              href={imageUrl(photo.picture.src)}
              aria-haspopup={live ? 'dialog' : undefined}
              onClick={(e) => open(e, photo.id)}
            >
              <span className="frame">
                <img src={imageUrl(photo.picture.src)} alt="" width={800} height={600} loading="lazy" decoding="async" />
                <span className="zoom" aria-hidden="true"><Icon name="maximize-2" size={18} /></span>
              </span>
              <span className="caption">
                <span className="title">{photo.title}</span>
                <span className="category">{labels.categories[photo.category]}</span>
                <span className="visually-hidden">, {labels.open}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {live && (
        <Dialog open={!!selected} onClose={() => setSelectedId(null)} title={selected?.title ?? ''} closeLabel={labels.close} width="880px">
          {selected && (
            <div className={lightbox()} data-lightbox>
              <img src={imageUrl(selected.picture.src)} alt={selected.picture.alt} width={800} height={600} />
              <div className="meta">
                <span className="category">{labels.categories[selected.category]}</span>
                <p>{selected.description}</p>
              </div>
            </div>
          )}
        </Dialog>
      )}
    </div>
  );
}
