import StoreGrid from '../islands/store-prices.tsx';
import type { PageProps } from './page-props.ts';
import { Island } from '../islands/Island.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { usePhotosOf } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';

/** /store: the products named in catalog/store.json, each to its product page, with live prices. */
export default function StorePage({ catalog }: PageProps) {
  const { page, products } = catalog.store;
  const images = usePhotosOf(products.map((p) => p.picture.src));
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Section>
        <Island name="store-prices" component={StoreGrid} props={{ commerce: catalog.site.commerce, products, text: page, images }} />
      </Section>
    </>
  );
}
