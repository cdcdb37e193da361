import { useMemo } from 'react';
import type { StoreProduct } from '../core/commerce/types.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/**
 * The store's additional information about a product, in its order, under one heading: drawn the
 * same by a listed product's story (product-story.tsx) and by the shell of any other (product-details.tsx).
 */
export function ProductInfo({ product, heading }: { product: StoreProduct; heading: string }) {
  const info = useMemo(
    () =>
      [...(product.additional_info ?? [])]
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map((a) => ({ ...a, html: sanitizeHtml(a.description) })),
    [product],
  );
  if (info.length === 0) return null;
  return (
    <section className="info" aria-labelledby="product-info">
      <h2 id="product-info">{heading}</h2>
      {info.map((a) => (
        <div key={a.id}>
          <h3>{a.title}</h3>
          {/* API HTML, sanitized by DOMPurify: no script, no handlers. */}
          <div dangerouslySetInnerHTML={{ __html: a.html }} />
        </div>
      ))}
    </section>
  );
}
