import { startTransition, useEffect, useMemo, useState } from 'react';
import type { ProductText } from '../core/catalog/store.ts';
import { createCommerceClient, mergeStock, type CommerceConfig } from '../commerce/client.ts';
import { clampQuantity, STATIC_STOCK_LIMIT, storeCartItem } from '../core/commerce/cart.ts';
import { priceVariant } from '../core/commerce/price.ts';
import { stockStatus } from '../core/commerce/stock-status.ts';
import type { PricedVariant, StoreProduct } from '../core/commerce/types.ts';
import { COMMERCE_MESSAGES, STORE_MESSAGES } from '../core/lib/spec-messages.ts';
import { safeDecode } from '../core/lib/safe-decode.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { addToCart } from '../store/cart-store.ts';
import { buttonClass } from '../ui/buttons.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { requestToast } from '../ui/request-page.ts';
import { setProductHead, type ProductHeadText } from './product-head.ts';
import { ProductInfo } from './product-info.tsx';
import { sanitizeHtml } from './sanitize-html.ts';
import { Icon } from '../ui/Icon.tsx';
import { productLayout } from '../ui/product-layout.ts';

export interface ProductProps extends ProductHeadText {
  commerce: CommerceConfig;
  text: ProductText;
  /** Shown (visually hidden) as the page heading until the product is known. */
  pageTitle: string;
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; product: StoreProduct };

/** The id in the address, decoded; undefined for none, or for one no link could make ("/product/%E0%A4%A" on a host that rewrites every /product/* here). */
const productId = () => safeDecode(location.pathname.replace(/^\/product\/?/, '').replace(/\/$/, '')) || undefined;

/**
 * /product/{id} for any id the catalogue does not list (a listed one is ui/ListedProduct.tsx): SPEC
 * §2.4. The server renders the loading state; the product comes from call 1 (+ stock from call 2).
 */
export default function Product({ commerce, text, pageTitle, titleTemplate, siteName, siteUrl }: ProductProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const client = createCommerceClient(commerce);
    let live = true;
    (async () => {
      const id = productId();
      if (!id) throw new Error(STORE_MESSAGES.productLoadFallback);
      const product = await client.getProduct(id);
      // Fresh stock is a bonus: without it the product's own quantities stand.
      const stock = await client.getStock([product.id]).catch(() => new Map<string, number>());
      return mergeStock(product, stock);
    })().then(
      // A transition: React draws the product in short slices, so the page stays responsive meanwhile.
      (product) => live && startTransition(() => setState({ kind: 'loaded', product })),
      (error: unknown) => live && setState({ kind: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [commerce]);

  return (
    <div className={productLayout()}>
      <a href={text.backHref} className="back">
        <Icon name="arrow-left" size={18} />
        {text.backLabel}
      </a>
      {state.kind === 'loading' && (
        <>
          <h1 className="visually-hidden">{pageTitle}</h1>
          <p className="status" role="status" data-product-state="loading">
            {COMMERCE_MESSAGES.loading}
          </p>
        </>
      )}
      {state.kind === 'error' && <LoadError message={state.message} text={text} pageTitle={pageTitle} />}
      {state.kind === 'loaded' && (
        // A product the page cannot draw is a load error too, never a blank island.
        <ErrorBoundary
          fallback={(error) => <LoadError message={errorMessage(error)} text={text} pageTitle={pageTitle} />}
          onError={(error) => console.error('[kiln] island "product" failed:', error)}
        >
          <LoadedProduct
            product={state.product}
            text={text}
            titleTemplate={titleTemplate}
            siteName={siteName}
            siteUrl={siteUrl}
          />
        </ErrorBoundary>
      )}
    </div>
  );
}

const errorMessage = (error: unknown) =>
  (error instanceof Error && error.message) || STORE_MESSAGES.productLoadFallback;

/** SPEC §8: 'Error loading product: {message}' with a Go back link. */
function LoadError({ message, text, pageTitle }: { message: string; text: ProductText; pageTitle: string }) {
  return (
    <div className="error" data-product-state="error">
      <h1 className="visually-hidden">{pageTitle}</h1>
      <p role="alert">{STORE_MESSAGES.productLoadError(message)}</p>
      <a
        href={text.backHref}
        className={buttonClass('outline', 'sm')}
        onClick={(e) => {
          // Back where the guest came from when that was this site; the store otherwise.
          if (document.referrer.startsWith(location.origin) && history.length > 1) {
            e.preventDefault();
            history.back();
          }
        }}
      >
        {text.goBackLabel}
      </a>
    </div>
  );
}

function LoadedProduct({
  product,
  text,
  titleTemplate,
  siteName,
  siteUrl,
}: { product: StoreProduct; text: ProductText } & ProductHeadText) {
  const variants = useMemo(() => product.variants.map(priceVariant), [product]);
  const images = useMemo(() => {
    const list = (product.images ?? [])
      .map((i) => i.url)
      .filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u));
    return list.length ? list : product.thumbnail ? [product.thumbnail] : [];
  }, [product]);
  const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
  const [imageIndex, setImageIndex] = useState(0);
  const [quantityText, setQuantityText] = useState('1');
  const variant: PricedVariant | undefined = variants.find((v) => v.id === variantId) ?? variants[0];

  const description = useMemo(() => sanitizeHtml(product.description), [product]);

  useEffect(
    () => setProductHead(product, images, { titleTemplate, siteName, siteUrl }),
    [product, titleTemplate, siteName, siteUrl, images],
  );

  const quantity = clampQuantity(quantityText, STATIC_STOCK_LIMIT);
  const stock = stockStatus(product.purchasable, variant, quantity);

  const chooseVariant = (id: string) => {
    setVariantId(id);
    const v = variants.find((x) => x.id === id);
    const at = v?.image_url ? images.indexOf(v.image_url) : -1;
    if (at >= 0) setImageIndex(at);
  };

  const add = () => variant && addProduct(product, variant, images[0] ?? null, quantity, stock.limit);

  return (
    <div data-product-state="loaded">
      <div className="grid">
        <ProductGallery images={images} index={imageIndex} onIndex={setImageIndex} title={product.title} text={text} />
        <div>
          {product.ribbon_text && <p className="ribbon">{product.ribbon_text}</p>}
          <h1>{product.title}</h1>
          {product.subtitle && <p className="subtitle">{product.subtitle}</p>}
          {variant && (
            <p className="price" data-product-price>
              <span>{variant.sale_price_formatted ?? variant.price_formatted}</span>
              {variant.sale_price_formatted && <s>{variant.price_formatted}</s>}
            </p>
          )}
          {/* API HTML, sanitized by DOMPurify: no script, no handlers. */}
          <div className="description" data-product-description dangerouslySetInnerHTML={{ __html: description }} />
          {variants.length > 1 && (
            <fieldset>
              <legend>{text.variantLabel}</legend>
              <div className="variants">
                {variants.map((v) => (
                  <label key={v.id}>
                    <input
                      type="radio"
                      name="variant"
                      value={v.id}
                      checked={v.id === variant?.id}
                      onChange={() => chooseVariant(v.id)}
                    />
                    {v.title}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <label className="label" htmlFor="product-quantity">
            {text.quantityLabel}
          </label>
          <div className="qty">
            <button
              type="button"
              aria-label={text.decreaseLabel}
              disabled={quantity <= 1}
              onClick={() => setQuantityText(String(Math.max(1, quantity - 1)))}
            >
              <Icon name="minus" size={18} />
            </button>
            <input
              id="product-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={stock.maxQuantity}
              value={quantityText}
              onChange={(e) => setQuantityText(e.target.value)}
              onBlur={() => setQuantityText(String(quantity))}
            />
            <button
              type="button"
              aria-label={text.increaseLabel}
              disabled={quantity >= STATIC_STOCK_LIMIT}
              onClick={() => setQuantityText(String(quantity + 1))}
            >
              <Icon name="plus" size={18} />
            </button>
          </div>
          {stock.message && (
            <p className="stock" data-tone={stock.tone} aria-live="polite" data-stock>
              {stock.message}
            </p>
          )}
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={!stock.canAdd}
            onClick={add}
            data-add-product
          >
            <Icon name="shopping-cart" size={18} />
            {text.addToCartLabel}
          </button>
        </div>
      </div>
      <ProductInfo product={product} heading={text.additionalInfoHeading} />
    </div>
  );
}

/** The store's pictures of the product: the one shown, previous and next, its number, and a thumbnail of each. */
function ProductGallery({
  images,
  index,
  onIndex,
  title,
  text,
}: {
  images: string[];
  index: number;
  onIndex: (index: number) => void;
  title: string;
  text: ProductText;
}) {
  const go = (delta: number) => onIndex(images.length ? (index + delta + images.length) % images.length : 0);
  const image = images[index];
  const imageLabel = (i: number) => fillTemplate(text.imageLabel, { n: i + 1, total: images.length });
  return (
    <div>
      <div className="gallery">
        {image && (
          <img
            src={image}
            alt={`${title}, ${imageLabel(index).toLowerCase()}`}
            width={800}
            height={600}
            data-product-image={index}
          />
        )}
        {images.length > 1 && (
          <>
            <button type="button" className="nav prev" aria-label={text.previousImageLabel} onClick={() => go(-1)}>
              <Icon name="chevron-left" size={22} />
            </button>
            <button type="button" className="nav next" aria-label={text.nextImageLabel} onClick={() => go(1)}>
              <Icon name="chevron-right" size={22} />
            </button>
            <p className="counter" aria-live="polite">
              {imageLabel(index)}
            </p>
          </>
        )}
      </div>
      {images.length > 1 && (
        <div className="thumbs">
          {images.map((src, i) => (
            <button
              key={src + i}
              type="button"
              aria-current={i === index}
              onClick={() => onIndex(i)}
              aria-label={imageLabel(i)}
            >
              <img src={src} alt="" width={72} height={56} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Adds the chosen option to the cart, and says so (or why not) in a toast. */
function addProduct(
  product: StoreProduct,
  variant: PricedVariant,
  picture: string | null,
  quantity: number,
  limit: number,
): void {
  try {
    const item = storeCartItem(product, variant, picture);
    const result = addToCart(item.product, item.variant, quantity, limit);
    if (!result.ok) throw new Error(result.error);
    requestToast({
      title: COMMERCE_MESSAGES.productAddedTitle,
      description: COMMERCE_MESSAGES.productAdded(quantity, product.title, variant.title),
    });
  } catch (error) {
    requestToast({
      title: COMMERCE_MESSAGES.addFailedTitle,
      description: (error as Error).message,
      variant: 'destructive',
    });
  }
}
