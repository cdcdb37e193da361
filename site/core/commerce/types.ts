/** Shapes of the commerce API (SPEC §3) and of the cart lines built from them. */
import type { CurrencyInfo } from './money.ts';

export type { CurrencyInfo };

export interface StorePrice {
  amount: number;
  sale_amount?: number | null;
  currency_code?: string | null;
  currency?: CurrencyInfo | null;
}

export interface OptionValue {
  id: string;
  option_id: string;
  variant_id: string;
  value: string;
}

export interface StoreVariant {
  id: string;
  title: string;
  image_url?: string | null;
  sku?: string | null;
  prices: StorePrice[];
  manage_inventory: boolean;
  weight?: number | null;
  options?: OptionValue[];
  inventory_quantity?: number | null;
}

/** A variant with the prices the client derives from `prices[0]`. */
export interface PricedVariant extends StoreVariant {
  price_in_cents: number;
  sale_price_in_cents: number | null;
  price_formatted: string;
  sale_price_formatted: string | null;
  currency_info: CurrencyInfo;
}

export interface StoreProductOption {
  id: string;
  title: string;
  values: OptionValue[];
}

export interface AdditionalInfo {
  id: string;
  order: number;
  title: string;
  /** HTML from the API: sanitize before it reaches the DOM. */
  description: string;
}

export interface StoreProduct {
  id: string;
  title: string;
  subtitle?: string | null;
  ribbon_text?: string | null;
  /** HTML from the API: sanitize before it reaches the DOM. */
  description?: string | null;
  thumbnail?: string | null;
  images?: { url: string }[];
  status?: string;
  purchasable: boolean;
  order?: number;
  /** "lowest_price_first", null, or anything else (then the first variant's price is shown). */
  site_product_selection?: string | null;
  media?: { url: string; order: number; type: string }[];
  options?: StoreProductOption[];
  variants: StoreVariant[];
  product_collections?: { product_id: string; collection_id: string; order: number }[];
  additional_info?: AdditionalInfo[];
  type?: { value: string } | null;
  custom_fields?: { id: string; title: string; is_required: boolean }[];
  related_products?: {
    id: string;
    section_title: string;
    related_type: string;
    related_id: string;
    position: number;
  }[];
  updated_at?: string;
  created_at?: string;
  deleted_at?: string | null;
  metadata?: Record<string, unknown> | null;
}

/** What a cart line keeps of a product (store product, menu item or package). */
export interface CartProduct {
  id: string;
  title: string;
  image?: string | null;
}

/** What a cart line keeps of a variant; menu and package items build this per SPEC §3. */
export interface CartVariant {
  id: string;
  title: string;
  price_in_cents: number;
  sale_price_in_cents: number | null;
  price_formatted: string;
  sale_price_formatted: string | null;
  currency_info: CurrencyInfo;
  manage_inventory: boolean;
  inventory_quantity?: number | null;
  image_url?: string | null;
}
