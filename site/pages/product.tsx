import Product from '../islands/product.tsx';
import type { PageProps } from './page-props.ts';
import { Container } from '../ui/Container.tsx';
import { Island } from '../islands/Island.tsx';

/** /product/{id}: one prerendered shell (static hosts rewrite /product/* to it); the island reads the id from the URL. */
export default function ProductPage({ catalog, path }: PageProps) {
  const { site, store, pages } = catalog;
  return (
    <Container>
      <Island
        name="product"
        component={Product}
        props={{
          commerce: site.commerce,
          text: store.product,
          pageTitle: pages.routes[path]?.title ?? store.page.title,
          titleTemplate: site.titleTemplate,
          siteName: site.name,
          siteUrl: site.urls.site,
        }}
        when="load"
      />
    </Container>
  );
}
