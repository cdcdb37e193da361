import { productLd } from '../core/commerce/product-ld.ts';
import type { StoreProduct } from '../core/commerce/types.ts';
import { titleOf } from '../core/lib/page-title.ts';
import { truncate } from '../core/lib/text.ts';
import { htmlToText } from './sanitize-html.ts';

export interface ProductHeadText {
  /** "{page} · {site}" (site.json titleTemplate) and the site's name. */
  titleTemplate: string;
  siteName: string;
  /** The site's address, for the canonical link and structured data; absent in a trial build. */
  siteUrl?: string;
}

/** One element in <head> matching `selector`, made by `create` the first time. */
function headElement<E extends Element>(selector: string, create: () => E): E {
  let element = document.head.querySelector<E>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}

/**
 * The loaded product's <head>: its title, description, structured data and canonical link,
 * replacing the loading page's (or an earlier product's).
 */
export function setProductHead(
  product: StoreProduct,
  images: readonly string[],
  { titleTemplate, siteName, siteUrl }: ProductHeadText,
): void {
  const plain = htmlToText(product.description);
  document.title = titleOf(product.title, { name: siteName, titleTemplate });
  const meta = headElement('meta[name="description"]', () =>
    Object.assign(document.createElement('meta'), { name: 'description' }),
  );
  meta.content = truncate(plain || product.subtitle || product.title, 160);
  const url = siteUrl ? new URL(`/product/${encodeURIComponent(product.id)}`, siteUrl).href : undefined;
  const block = headElement('script[data-product-ld]', () => {
    const script = document.createElement('script');
    script.type = 'application/ld+json'; // a data block: never run, so the CSP need not allow it
    script.dataset.productLd = '';
    return script;
  });
  // textContent is never parsed as HTML, so no product text can end the element early.
  block.textContent = JSON.stringify(productLd({ product, description: plain, images, url }));
  if (url)
    headElement('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    ).href = url;
}
