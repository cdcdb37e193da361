import Product from '../islands/product-details.tsx';
import ProductStory from '../islands/product-story.tsx';
import type { PageProps } from './page-props.ts';
import { Container } from '../ui/Container.tsx';
import { Island } from '../islands/Island.tsx';
import { Hook, hook } from '../lib/hook.ts';
import { productPath } from '../core/routes.ts';
import { ListedProduct } from '../ui/ListedProduct.tsx';
import { pageFile } from '../core/catalog-routes.ts';
import { listingStore } from '../core/catalog/store.ts';

/**
 * /product/{id}. A product the store lists has a page of its own, whole as the build writes it
 * (ui/ListedProduct.tsx): its pictures, ribbon, name and line from the catalogue, its price,
 * options, stock and Add to Cart filled in and worked from the store without React
 * (client/init-live-product.ts). React wakes only for the store's description, below them, at the
 * guest's first move on the page (client/strategies/on-activity.ts). Any other id gets the one shell
 * (static hosts rewrite /product/* to it), whose island loads at once and reads the id from the URL.
 */
export default function ProductPage({ catalog, path }: PageProps) {
  const { site, pages } = catalog;
  // catalogRoutes builds product pages only for a store that lists products.
  const store = listingStore(pageFile(catalog, 'store'))!;
  const listed = store.products.find((p) => productPath(p.id) === path);
  const head = { titleTemplate: site.titleTemplate, siteName: site.name, siteUrl: site.urls.site };
  if (!listed)
    return (
      <Container>
        <Island
          name="product"
          component={Product}
          props={{
            commerce: site.commerce,
            text: store.product,
            pageTitle: pages.routes['/product']?.title ?? store.page.title,
            ...head,
          }}
          when="load"
        />
      </Container>
    );
  return (
    <Container>
      <div
        {...hook(
          Hook.liveProduct,
          JSON.stringify({
            ...site.commerce,
            id: listed.id,
            title: listed.title,
            imageLabel: store.product.imageLabel,
          }),
        )}
      >
        <ListedProduct listing={listed} text={store.product}>
          <Island
            name="productStory"
            component={ProductStory}
            props={{
              commerce: site.commerce,
              text: { additionalInfoHeading: store.product.additionalInfoHeading },
              ...head,
            }}
            when="activity"
          />
        </ListedProduct>
      </div>
    </Container>
  );
}
