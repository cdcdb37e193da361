import type { MenuCatalog, MenuCategory, MenuItem } from '../core/catalog/menu.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, radius } from '../styles/tokens.ts';
import { Picture, pictureAddress } from '../ui/Picture.tsx';
import { usePictureImages } from '../ui/picture-images.ts';
import { CART_PICTURE_WIDTH } from '../ui/picture-slots.ts';
import { dietMarks } from './MenuDietMark.tsx';
import { MenuItemList } from './MenuItemList.tsx';

const panel = () => css`
  display: grid;
  gap: 28px;
  .head {
    display: grid;
    grid-template-columns: 200px 1fr;
    gap: 24px;
    align-items: center;
    padding: 16px;
    border-radius: ${radius.lg};
    background: ${color.surface2};
  }
  .head img { width: 200px; height: auto; border-radius: ${radius.md}; }
  .head h2 { font-size: clamp(1.6rem, 3vw, 2.1rem); margin-bottom: 6px; }
  .head p { margin: 0; color: ${color.muted}; }
  .card {
    padding: 8px 24px;
    ${cardSurface}
  }
  .split { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 24px; align-items: start; }
  .split h3 {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 1.3rem;
    margin: 16px 0 4px;
  }
  @media (max-width: 900px) { .split { grid-template-columns: 1fr; } }
  @media (max-width: 560px) {
    .head { grid-template-columns: 96px 1fr; gap: 14px; padding: 12px; }
    .head img { width: 96px; }
    .card { padding: 4px 16px; }
  }
`;

// Its own class, so a menu whose every tab has a picture carries none of it (the page is near its 14 KiB).
const wordsOnly = () => css`
  && { grid-template-columns: 1fr; }
`;

/**
 * One tab of the menu: the category's picture and intro, then its dishes, in one list or in
 * sections side by side (the sample's veg and non-veg, each with its food mark).
 * Under the diet filter, client/init-diet-filters.ts puts a note after its `.head` while it leaves no dish.
 */
export function MenuCategoryPanel({
  category,
  labels,
  more = () => undefined,
  soldOutUntil,
  timeZone,
}: {
  category: MenuCategory;
  labels: MenuCatalog['labels'];
  /** On a menu cut into pages, the hook pairing each list (a section's id, or 'items') with the next page's. */
  more?: (list: string) => Record<string, unknown> | undefined;
  /** For a dish sold out as the page is built: when it is offered again (sections/MenuItemList.tsx). */
  soldOutUntil?: (item: MenuItem) => number | undefined;
  /** The café's time zone, for dishes served some hours only. */
  timeZone: string;
}) {
  // A cart line shows it small: a photo's small file, not the widest.
  const pictures = usePictureImages();
  const image = category.image ? pictureAddress(pictures, category.image.src, CART_PICTURE_WIDTH) : '';
  return (
    <div className={panel()}>
      <div className={category.image ? 'head' : `head ${wordsOnly()}`}>
        {category.image && <Picture picture={category.image} slot="menuHead" width={800} height={600} />}
        <div>
          <h2>{category.label}</h2>
          {category.intro && <p>{category.intro}</p>}
        </div>
      </div>
      {category.sections ? (
        <div className="split">
          {category.sections.map((section) => (
            <section
              key={section.id}
              className={section.mark ? `card ${dietMarks(section.mark)}` : 'card'}
              aria-label={`${category.label}: ${section.label}`}
            >
              <h3>{section.label}</h3>
              <MenuItemList
                items={section.items}
                labels={labels}
                image={image}
                more={more(section.id)}
                soldOutUntil={soldOutUntil}
                timeZone={timeZone}
              />
            </section>
          ))}
        </div>
      ) : (
        <div className="card">
          <MenuItemList
            items={category.items}
            labels={labels}
            image={image}
            more={more('items')}
            soldOutUntil={soldOutUntil}
            timeZone={timeZone}
          />
        </div>
      )}
    </div>
  );
}
