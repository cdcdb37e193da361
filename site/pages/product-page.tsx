import Product from '../islands/product-details.tsx';
import type { PageProps } from './page-props.ts';
import { Container } from '../ui/Container.tsx';
import { Island } from '../islands/Island.tsx';
import { Hook, hook } from '../lib/hook.ts';
import { productPath } from '../routes.ts';
import { imageUrl } from '../ui/Picture.tsx';
import { usePictureImages } from '../ui/picture-images.ts';

/**
 * /product/{id}. A product the store lists has a page of its own that paints its name, line and
 * picture from the catalogue, its price and stock filled in from the store without React
 * (client/product-live.ts); React wakes the rest at the guest's first move on the page (a
 * pointer, a touch, a key: client/strategies/activity.ts), when "Loading..." becomes true. Any other id
 * gets the one shell (static hosts rewrite /product/* to it), whose island loads at once. Either
 * way the island reads the id from the URL.
 */
export default function ProductPage({ catalog, path }: PageProps) {
  const { site, store, pages } = catalog;
  const listed = store.products.find((p) => productPath(p.id) === path);
  const images = usePictureImages();
  const island = (
    <Island
      name="product"
      component={Product}
      props={{
        commerce: site.commerce,
        text: store.product,
        pageTitle: listed?.title ?? pages.routes['/product']?.title ?? store.page.title,
        titleTemplate: site.titleTemplate,
        siteName: site.name,
        siteUrl: site.urls.site,
        preview: listed && {
          title: listed.title,
          summary: listed.summary,
          picture: { src: imageUrl(listed.picture.src), alt: listed.picture.alt },
          image: images[imageUrl(listed.picture.src)],
        },
      }}
      when={listed ? 'activity' : 'load'}
    />
  );
  return <Container>{listed ? <div {...hook(Hook.liveProduct, JSON.stringify({ ...site.commerce, id: listed.id }))}>{island}</div> : island}</Container>;
}
