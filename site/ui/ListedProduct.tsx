import type { ReactNode } from 'react';
import type { ProductText, StoreListing } from '../core/catalog/store.ts';
import { COMMERCE_MESSAGES } from '../core/lib/spec-messages.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { buttonClass } from './buttons.ts';
import { Icon } from './Icon.tsx';
import { Picture } from './Picture.tsx';
import { productLayout } from './product-layout.ts';

/** Holds a line's height until its live text comes. */
const HOLD = '\u00a0';

/** A picture's file name: how a variant's picture in the store finds the catalogue's (client/init-live-product.ts). */
export const pictureName = (src: string): string => src.slice(src.lastIndexOf('/') + 1);

interface Props {
  listing: StoreListing;
  text: ProductText;
  /** What only React draws, below the rest: the store's description and further details. */
  children?: ReactNode;
}

/**
 * A product the store lists, whole in the page as the build writes it: the catalogue's pictures,
 * ribbon, name and line (the store's own words for them are not shown here, so the page never
 * changes its words), and the places for the store's price, options, stock and Add to Cart,
 * which client/init-live-product.ts fills and works without React. Every place keeps its size until
 * its answer comes, so nothing moves.
 */
export function ListedProduct({ listing, text, children }: Props) {
  const pictures = [listing.picture, ...(listing.pictures ?? [])];
  const label = (i: number) => fillTemplate(text.imageLabel, { n: i + 1, total: pictures.length });
  return (
    <div className={productLayout()}>
      <a href={text.backHref} className="back">
        <Icon name="arrow-left" size={18} />
        {text.backLabel}
      </a>
      <div className="grid">
        <div>
          <div className="gallery">
            {pictures.map((picture, i) => (
              <div key={picture.src + i} className="slide" hidden={i > 0} data-picture={pictureName(picture.src)}>
                <Picture picture={picture} slot="productMain" eager={i === 0} />
              </div>
            ))}
            {pictures.length > 1 && (
              <>
                <button type="button" className="nav prev" aria-label={text.previousImageLabel} data-picture-step="-1">
                  <Icon name="chevron-left" size={22} />
                </button>
                <button type="button" className="nav next" aria-label={text.nextImageLabel} data-picture-step="1">
                  <Icon name="chevron-right" size={22} />
                </button>
                <p className="counter" aria-live="polite" data-picture-counter>
                  {label(0)}
                </p>
              </>
            )}
          </div>
          {pictures.length > 1 && (
            <div className="thumbs">
              {pictures.map((picture, i) => (
                <button
                  key={picture.src + i}
                  type="button"
                  aria-current={i === 0}
                  aria-label={label(i)}
                  data-picture-show={i}
                >
                  <Picture picture={{ src: picture.src, alt: '' }} slot="productThumb" width={72} height={56} />
                </button>
              ))}
            </div>
          )}
        </div>
        <div>
          {listing.ribbon && <p className="ribbon">{listing.ribbon}</p>}
          <h1>{listing.title}</h1>
          <p className="subtitle">{listing.summary}</p>
          <p className="price" data-live-price>
            <span>{HOLD}</span>
            <s hidden>{HOLD}</s>
          </p>
          <fieldset>
            <legend>{text.variantLabel}</legend>
            <div className="variants" data-live-variants />
          </fieldset>
          <label className="label" htmlFor="product-quantity">
            {text.quantityLabel}
          </label>
          <div className="qty">
            <button type="button" aria-label={text.decreaseLabel} disabled data-quantity-step="-1">
              <Icon name="minus" size={18} />
            </button>
            <input
              id="product-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              defaultValue="1"
              data-live-quantity
            />
            <button type="button" aria-label={text.increaseLabel} data-quantity-step="1">
              <Icon name="plus" size={18} />
            </button>
          </div>
          <p className="stock" aria-live="polite" data-live-stock>
            {COMMERCE_MESSAGES.loading}
          </p>
          <button type="button" className={buttonClass('primary')} disabled data-live-add>
            <Icon name="shopping-cart" size={18} />
            {text.addToCartLabel}
          </button>
        </div>
      </div>
      {children}
    </div>
  );
}
