import { useEffect, useState } from 'react';
import type { StoreCatalog, StoreListing } from '../catalog/store.ts';
import { createCommerceClient, type CommerceConfig } from '../commerce/client.ts';
import { displayPrice, type DisplayPrice } from '../commerce/price.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font } from '../styles/tokens.ts';
import type { ImageManifest } from '../lib/responsive-image.ts';
import { Picture } from '../ui/Picture.tsx';
import { NO_IMAGES, PictureImages } from '../ui/picture-images.ts';
import { Icon } from '../ui/Icon.tsx';

export interface StoreGridProps {
  commerce: CommerceConfig;
  products: StoreListing[];
  text: StoreCatalog['page'];
  /** The products' photos, made responsive by the build (none when every picture is a drawing). */
  images?: ImageManifest;
}

const grid = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  a { display: flex; flex-direction: column; height: 100%; text-decoration: none; color: ${color.text};
    ${cardSurface} overflow: hidden; transition: transform 0.15s ease; }
  a:hover { transform: translateY(-3px); }
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: ${color.surface2}; }
  .body { padding: 18px 20px 20px; display: grid; gap: 6px; flex: 1; align-content: start; }
  h2 { font-size: 1.3rem; margin: 0; }
  .summary { margin: 0; color: ${color.muted}; }
  .price { margin: 6px 0 0; font-family: ${font.display}; font-weight: 700; font-size: 1.25rem; min-height: 1.6em; display: flex; gap: 8px; align-items: baseline; }
  .price s { color: ${color.muted}; font-size: 0.95rem; font-weight: 500; }
  .price .pending, .price .unavailable { color: ${color.muted}; font-family: ${font.body}; font-size: 0.95rem; font-weight: 500; }
  .view { margin-top: 8px; display: inline-flex; align-items: center; gap: 6px; font-weight: 700; color: ${color.primary}; }
`;

type Prices = Record<string, DisplayPrice | null | 'error'>;

/** The store's product cards (from the catalogue) with live prices (call 1 per product, SPEC §7.1). */
export default function StoreGrid({ commerce, products, text, images = NO_IMAGES }: StoreGridProps) {
  const [prices, setPrices] = useState<Prices>({});

  useEffect(() => {
    const client = createCommerceClient(commerce);
    let live = true;
    for (const { id } of products) {
      client.getProduct(id).then(
        (p) => live && setPrices((prev) => ({ ...prev, [id]: displayPrice(p) })),
        () => live && setPrices((prev) => ({ ...prev, [id]: 'error' })),
      );
    }
    return () => {
      live = false;
    };
  }, [commerce, products]);

  return (
    <PictureImages value={images}>
      <ul className={grid()}>
        {products.map((p) => {
          const price = prices[p.id];
          return (
            <li key={p.id} data-store-product={p.id}>
              <a href={`/product/${encodeURIComponent(p.id)}`}>
                <Picture picture={p.picture} slot="card" />
                <div className="body">
                  <h2>{p.title}</h2>
                  <p className="summary">{p.summary}</p>
                  <p className="price" data-price>
                    {price === undefined ? (
                      <span className="pending">…</span>
                    ) : price === 'error' ? (
                      <span className="unavailable">{text.priceUnavailable}</span>
                    ) : price === null ? null : (
                      <>
                        <span className="visually-hidden">{text.priceLabel}: </span>
                        <span>{price.formatted}</span>
                        {price.regularFormatted && <s>{price.regularFormatted}</s>}
                      </>
                    )}
                  </p>
                  <span className="view">
                    {text.viewLabel}
                    <Icon name="arrow-right" size={16} />
                  </span>
                </div>
              </a>
            </li>
          );
        })}
      </ul>
    </PictureImages>
  );
}
