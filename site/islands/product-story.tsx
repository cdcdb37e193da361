import { useEffect, useMemo, useState } from 'react';
import { createCommerceClient, type CommerceConfig } from '../commerce/client.ts';
import { fetchKept } from '../commerce/kept-answers.ts';
import type { StoreProduct } from '../core/commerce/types.ts';
import { safeDecode } from '../core/lib/safe-decode.ts';
import type { ProductText } from '../core/catalog/store.ts';
import { setProductHead, type ProductHeadText } from './product-head.ts';
import { ProductInfo } from './product-info.tsx';
import { sanitizeHtml } from './sanitize-html.ts';

export interface ProductStoryProps extends ProductHeadText {
  commerce: CommerceConfig;
  text: Pick<ProductText, 'additionalInfoHeading'>;
}

/**
 * What only React draws on a listed product's page (ui/ListedProduct.tsx): the store's HTML
 * description and further details, sanitized, below Add to Cart, so their arrival moves nothing
 * above them; and the page's head from the store's answer. Its price, options, stock and Add to
 * Cart work without it (client/init-live-product.ts), which also says when the store did not answer.
 */
export default function ProductStory({ commerce, text, titleTemplate, siteName, siteUrl }: ProductStoryProps) {
  const [product, setProduct] = useState<StoreProduct>();
  useEffect(() => {
    // The answer client/init-live-product.ts asked for moments ago is taken, not asked again.
    const id = safeDecode(location.pathname.replace(/^\/product\/?/, '').replace(/\/$/, ''));
    let live = true;
    if (id)
      createCommerceClient(commerce, fetchKept)
        .getProduct(id)
        .then(
          (p) => live && setProduct(p),
          () => undefined,
        );
    return () => {
      live = false;
    };
  }, [commerce]);
  useEffect(() => {
    if (!product) return;
    const images = (product.images ?? []).map((i) => i.url).filter((u): u is string => typeof u === 'string');
    setProductHead(product, images.length ? images : product.thumbnail ? [product.thumbnail] : [], {
      titleTemplate,
      siteName,
      siteUrl,
    });
  }, [product, titleTemplate, siteName, siteUrl]);
  const description = useMemo(() => (product ? sanitizeHtml(product.description) : ''), [product]);
  if (!product) return <div data-product-story />;
  return (
    <div data-product-story data-product-state="loaded">
      {/* API HTML, sanitized by DOMPurify: no script, no handlers. */}
      <div className="description info" data-product-description dangerouslySetInnerHTML={{ __html: description }} />
      <ProductInfo product={product} heading={text.additionalInfoHeading} />
    </div>
  );
}
