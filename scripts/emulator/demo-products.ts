import type { DemoProduct } from '../../site/core/catalog/store.ts';
import { currencySymbol, DEFAULT_CURRENCY } from '../../site/core/commerce/money.ts';
import type { StoreProduct } from '../../site/core/commerce/types.ts';

/** A catalogue demo product in the commerce API's shape (SPEC §3); image paths become URLs on `origin`. */
export function toApiProduct(
  p: DemoProduct,
  index: number,
  stock: ReadonlyMap<string, number>,
  origin: string,
): StoreProduct {
  const url = (src: string) => `${origin}/${src.replace(/^\/+/, '')}`;
  const stamp = '2025-08-19T09:00:00.000Z';
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle ?? null,
    ribbon_text: p.ribbon ?? null,
    description: p.description,
    thumbnail: p.images[0] ? url(p.images[0].src) : null,
    images: p.images.map((i) => ({ url: url(i.src) })),
    status: 'published',
    purchasable: p.purchasable,
    order: index,
    site_product_selection: p.priceSelection ?? null,
    media: p.images.map((i, order) => ({ url: url(i.src), order, type: 'image' })),
    options: p.options.map((o) => ({
      id: o.id,
      title: o.title,
      values: p.variants
        .filter((v) => v.options[o.id])
        .map((v) => ({ id: `${o.id}-${v.id}`, option_id: o.id, variant_id: v.id, value: v.options[o.id]! })),
    })),
    variants: p.variants.map((v) => {
      const code = v.currency ?? DEFAULT_CURRENCY.code.toLowerCase();
      const symbol = currencySymbol({ code }).trim();
      return {
        id: v.id,
        title: v.title,
        image_url: v.image ? url(v.image) : null,
        sku: v.sku,
        prices: [
          {
            amount: v.price,
            sale_amount: v.salePrice ?? null,
            currency_code: code,
            currency: { code, symbol, template: `${symbol}{{amount}}` },
          },
        ],
        manage_inventory: v.stock !== undefined,
        weight: v.weight ?? null,
        options: Object.entries(v.options).map(([optionId, value]) => ({
          id: `${optionId}-${v.id}`,
          option_id: optionId,
          variant_id: v.id,
          value,
        })),
        inventory_quantity: v.stock === undefined ? null : (stock.get(v.id) ?? v.stock),
      };
    }),
    product_collections: [{ product_id: p.id, collection_id: 'studio-made', order: index }],
    additional_info: p.additionalInfo.map((a, order) => ({ ...a, order })),
    type: { value: p.type ?? 'physical' },
    custom_fields: [],
    related_products: [],
    updated_at: stamp,
    created_at: stamp,
    deleted_at: null,
    metadata: null,
  };
}
