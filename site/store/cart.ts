import { createLocalStore } from './local-store.ts';
import { STORAGE_KEYS } from './keys.ts';

// Minimal shape for the header badge; the commerce work owns and extends this module.
export interface CartLine {
  product: { id: string; title: string };
  variant: { id: string; title: string };
  quantity: number;
}

const isLine = (x: unknown): x is CartLine => {
  const l = x as CartLine;
  return !!l && typeof l.product?.id === 'string' && typeof l.variant?.id === 'string' &&
    Number.isInteger(l.quantity) && l.quantity > 0;
};

const parseCart = (raw: unknown): CartLine[] | undefined => (Array.isArray(raw) ? raw.filter(isLine) : undefined);

export const cartStore = createLocalStore<CartLine[]>(STORAGE_KEYS.cart, parseCart, []);

export const totalQuantity = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);
