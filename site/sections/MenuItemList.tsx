import type { DishPhoto, MenuCatalog, MenuItem, Size } from '../core/catalog/menu.ts';
import { menuCartItem } from '../core/commerce/cart.ts';
import { formatMoney, INR } from '../core/commerce/money.ts';
import { dishDiet } from '../core/lib/diet-tags.ts';
import { hook, Hook } from '../lib/hook.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { pictureFile, widthsFor } from '../core/lib/responsive-image.ts';
import { servedHook } from '../core/lib/served-hours.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { AddToCartButton } from '../ui/AddToCartButton.tsx';
import { Icon } from '../ui/Icon.tsx';
import { imageUrl, pictureAddress } from '../ui/Picture.tsx';
import { usePictureImages } from '../ui/picture-images.ts';
import { CART_PICTURE_WIDTH, PICTURE_SLOTS } from '../ui/picture-slots.ts';

const list = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 14px 0;
    border-bottom: 1px dashed ${color.border};
  }
  li:last-child { border-bottom: 0; }
  .name {
    flex: 1 1 auto;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    font-weight: 600;
    line-height: 1.35;
    /* The name is a flex item: only "anywhere" lets a word longer than the row break. */
    overflow-wrap: anywhere;
  }
  .star { display: inline-flex; color: ${color.star}; }
  .note {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    padding: 2px 8px;
    border-radius: ${radius.pill};
    background: ${color.accentSoft};
    color: ${color.text};
  }
  .price {
    font-family: ${font.display};
    font-size: 1.12rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

interface Props {
  items: MenuItem[];
  labels: MenuCatalog['labels'];
  /** Public URL of the category picture, used as the cart line's image. */
  image: string;
  /** On a menu cut into pages, what pairs this list with the same list on the next page (sections/ListPager.tsx moreList). */
  more?: Record<string, unknown>;
  /** For a dish sold out as the page is built: when it is offered again (ms since 1970; Infinity: not within a year). */
  soldOutUntil?: (item: MenuItem) => number | undefined;
  /** The café's time zone, the clock a dish's serving hours are kept by. */
  timeZone: string;
}

/**
 * One list of dishes: photo, name, popular star, note ("Large"), serving hours, price in whole
 * rupees, add button. Each dish carries its diet tags for the filter (sections/MenuDietFilter.tsx).
 */
export function MenuItemList({ items, labels, image, more, soldOutUntil = () => undefined, timeZone }: Props) {
  const images = usePictureImages();
  return (
    <ul className={list()} {...more}>
      {items.map((item) => (
        <li key={item.id} {...hook(Hook.diet, dishDiet(item.diet).join(' '))}>
          {item.photo && <DishThumbnail photo={item.photo} />}
          <span className="name">
            {item.name}
            {item.popular && (
              <span className="star" title={labels.popular}>
                <Icon name="star" size={16} filled />
                <span className="visually-hidden">{`(${labels.popular})`}</span>
              </span>
            )}
            {item.note && <span className="note">{item.note}</span>}
            {item.served && <span className={servedWords()}>{item.served.label}</span>}
          </span>
          {!item.variants && <span className="price">{price(item.price ?? 0)}</span>}
          <DishAction
            item={item}
            labels={labels}
            image={item.photo ? pictureAddress(images, item.photo.src, CART_PICTURE_WIDTH) : image}
            until={soldOutUntil(item)}
            timeZone={timeZone}
          />
        </li>
      ))}
    </ul>
  );
}

const price = (paise: number) => formatMoney(paise, INR, { decimals: 0 });

// Their own classes, so a menu with no dish in sizes or sold out carries none of their rules (the page is near its 14 KiB).
const sizesList = () => css`
  display: grid;
  gap: 6px;
  justify-items: end;
  & > span { display: flex; align-items: center; gap: 10px; }
`;
const thumbnail = () => css`
  flex: none;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${radius.md};
  background: ${color.surface2};
  @media (max-width: 560px) { width: 48px; height: 48px; }
`;
const servedWords = () => css`
  flex-basis: 100%;
  font-size: 0.85rem;
  font-weight: 400;
  color: ${color.muted};
`;
const soldOutWord = () => css`
  font-weight: 700;
  color: ${color.muted};
  white-space: nowrap;
`;

/**
 * A dish's photo, small beside its name (64 px, 48 on a phone): one WebP file twice its width for sharp screens (every
 * browser guests use reads WebP), lazy, so a long menu's photos come only as the guest scrolls.
 */
function DishThumbnail({ photo }: { photo: DishPhoto }) {
  const image = usePictureImages()[imageUrl(photo.src)];
  const src = image
    ? pictureFile(image, widthsFor(image, PICTURE_SLOTS.dishPhoto.widths)[0]!, 'webp')
    : imageUrl(photo.src);
  return (
    <img className={thumbnail()} src={src} alt={photo.alt} width={64} height={64} loading="lazy" decoding="async" />
  );
}

/**
 * A dish's add button; for a dish in sizes, each size's name, price and add button, so
 * the cart gets the one chosen with no script. While it is sold out, "Sold out" instead, with the
 * buttons held hidden beside it for the moment the café next opens (client/init-sold-out.ts).
 */
function DishAction({
  item,
  labels,
  image,
  until,
  timeZone,
}: Pick<Props, 'labels' | 'image'> & { item: MenuItem; until?: number; timeZone: string }) {
  const add = (size?: Size) => (
    <AddToCartButton
      item={menuCartItem(item, image, size)}
      text={labels.addButton}
      label={fillTemplate(labels.addToCart, { name: size ? `${item.name} (${size.label})` : item.name })}
    />
  );
  const buttons = item.variants ? (
    <span className={sizesList()}>
      {item.variants.map((size) => (
        <span key={size.id}>
          <span className="price">{`${size.label} ${price(size.price)}`}</span>
          {add(size)}
        </span>
      ))}
    </span>
  ) : (
    add()
  );
  // Served only some hours: client/init-served-hours.ts hides the buttons outside them.
  const button = item.served ? (
    <span {...hook(Hook.served, servedHook(timeZone, item.served))}>{buttons}</span>
  ) : (
    buttons
  );
  if (until === undefined) return button;
  if (until === Number.POSITIVE_INFINITY) return <span className={soldOutWord()}>{labels.soldOut}</span>;
  return (
    <>
      <span className={soldOutWord()} {...hook(Hook.soldOutUntil, String(until))}>
        {labels.soldOut}
      </span>
      <span hidden>{button}</span>
    </>
  );
}
