import type { Picture } from './common.ts';

/** A product the store page lists; its price and stock come live from the commerce API. */
export interface StoreListing {
  /** The commerce API's product id: the card links to /product/{id}. */
  id: string;
  title: string;
  summary: string;
  picture: Picture;
}

/** A demo product the local commerce emulator serves (SPEC §3, in a staff-friendly shape). */
export interface DemoProduct {
  id: string;
  title: string;
  subtitle?: string;
  ribbon?: string;
  /** HTML (the real API sends HTML too; the site sanitizes it). */
  description: string;
  images: Picture[];
  purchasable: boolean;
  /** "lowest_price_first" (default) shows the lowest variant price; anything else the first variant's. */
  priceSelection?: string | null;
  type?: string;
  options: { id: string; title: string }[];
  variants: DemoVariant[];
  additionalInfo: { id: string; title: string; description: string }[];
}

export interface DemoVariant {
  id: string;
  title: string;
  sku: string;
  /** In cents. */
  price: number;
  salePrice?: number;
  /** ISO code, lower case; eur when missing. */
  currency?: string;
  /** Managed inventory: how many are left. Leave out for an unmanaged variant. */
  stock?: number;
  weight?: number;
  /** One of the product's images. */
  image?: string;
  /** Option id → value. */
  options: Record<string, string>;
}

export interface CartText {
  title: string;
  closeLabel: string;
  empty: string;
  continueShopping: { label: string; href: string };
  decreaseLabel: string;
  increaseLabel: string;
  quantityLabel: string;
  removeLabel: string;
  clearLabel: string;
  totalLabel: string;
  payOnlineLabel: string;
  payAtCounterLabel: string;
  processingLabel: string;
  note: string;
}

export interface ProductText {
  backLabel: string;
  backHref: string;
  goBackLabel: string;
  previousImageLabel: string;
  nextImageLabel: string;
  imageLabel: string;
  variantLabel: string;
  quantityLabel: string;
  decreaseLabel: string;
  increaseLabel: string;
  addToCartLabel: string;
  additionalInfoHeading: string;
}

export interface SuccessText {
  title: string;
  intro: string;
  orderIdLabel: string;
  totalLabel: string;
  note: string;
  links: { label: string; href: string }[];
}

/** catalog/store.json: the store page, the cart drawer, product and success page texts, and the emulator's demo products. */
export interface StoreCatalog {
  page: { eyebrow: string; title: string; intro: string; viewLabel: string; priceLabel: string; fromLabel: string };
  products: StoreListing[];
  cart: CartText;
  product: ProductText;
  success: SuccessText;
  emulator: {
    storeName: string;
    products: DemoProduct[];
  };
}
