import type { PageProps } from './page-props.ts';
import { Hook, hook } from '../lib/hook.ts';
import { listPage } from '../core/lib/list-pages.ts';
import { ListPager } from '../sections/ListPager.tsx';
import { cardSurface } from '../styles/card-surface.ts';
import { css } from '../styles/styled.ts';
import { color, font } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { pageFile } from '../core/catalog-routes.ts';
import { listingStore } from '../core/catalog/store.ts';

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

/**
 * /store: the products named in catalog/store.json, each to its product page, with live prices
 * (call 1 per product, SPEC §7.1) filled in without React by client/init-live-prices.ts.
 */
export default function StorePage({ catalog, path, memo }: PageProps) {
  // catalogRoutes builds /store only for a store that lists products.
  const store = listingStore(pageFile(catalog, 'store'))!;
  const { page } = store;
  // A long store shows a page of products (core/lib/list-pages.ts), linked to the others: each asks for its prices.
  const at = listPage(catalog, '/store', path, memo);
  const products = at.slice(store.products);
  const live = { ...catalog.site.commerce, label: page.priceLabel, unavailable: page.priceUnavailable };
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Section>
        <ul className={grid()} {...hook(Hook.livePrices, JSON.stringify(live))}>
          {products.map((p) => (
            <li key={p.id} data-store-product={p.id}>
              <a href={`/product/${encodeURIComponent(p.id)}`}>
                <Picture picture={p.picture} slot="card" />
                <div className="body">
                  <h2>{p.title}</h2>
                  <p className="summary">{p.summary}</p>
                  <p className="price" data-price>
                    <span className="pending">…</span>
                  </p>
                  <span className="view">
                    {page.viewLabel}
                    <Icon name="arrow-right" size={16} />
                  </span>
                </div>
              </a>
            </li>
          ))}
        </ul>
        <ListPager at={at} words={catalog.site.labels.paging} />
      </Section>
    </>
  );
}
