export type {
  CartText,
  DemoProduct,
  DemoVariant,
  ProductText,
  StoreCatalog,
  StoreListing,
  SuccessText,
} from './generated/store.ts';

import type { StoreCatalog } from './generated/store.ts';

/** store.json with products to list: the store page's and the product pages' words come with them (its schema requires them). */
export type ListingStore = Extract<StoreCatalog, { page: unknown }>;

/** The store that lists products, for /store and /product/*; undefined for one that only takes orders (cart and /success). */
export const listingStore = (store: StoreCatalog | undefined): ListingStore | undefined =>
  store?.products?.length && store.page && store.product ? (store as ListingStore) : undefined;
