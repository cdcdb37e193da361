import { effectiveCents } from './cart.ts';
import { priceVariant } from './price.ts';
import type { PricedVariant, StoreProduct } from './types.ts';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export interface ProductLdInput {
  product: StoreProduct;
  /** The description as plain text: the API's is HTML, which the page strips first. */
  description: string;
  /** Absolute picture addresses, as the page shows them. */
  images: readonly string[];
  /** The product page's absolute address on the site; none when the site's address is unknown. */
  url?: string;
}

/** What the product page would let a guest do: a product not for sale, or a managed variant with no stock left, cannot be bought. */
const availability = (product: StoreProduct, variant: PricedVariant) =>
  product.purchasable && !(variant.manage_inventory && (variant.inventory_quantity ?? 0) <= 0)
    ? IN_STOCK
    : OUT_OF_STOCK;

/**
 * A store product as schema.org structured data, for search engines' product results: name,
 * description, pictures and an offer per variant with the price the guest pays (the sale price
 * when there is one), its currency and whether it can be bought. Pure: the product page puts it
 * in <head> once the product has loaded.
 */
export function productLd({ product, description, images, url }: ProductLdInput) {
  const variants = product.variants.map(priceVariant);
  const offers = variants.map((variant) => ({
    '@type': 'Offer',
    name: variants.length > 1 ? variant.title : undefined,
    sku: variant.sku || undefined,
    // Minor units to a decimal, as schema.org writes prices: 125000 → "1250.00".
    price: (effectiveCents(variant) / 100).toFixed(2),
    priceCurrency: variant.currency_info.code.toUpperCase(),
    availability: availability(product, variant),
    url,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: description || undefined,
    image: images.length ? [...images] : undefined,
    url,
    offers: offers.length > 1 ? offers : offers[0],
  };
}
