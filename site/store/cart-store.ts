import { addLine, parseCart, type AddResult, type CartLine } from '../core/commerce/cart.ts';
import type { CartProduct, CartVariant } from '../core/commerce/types.ts';
import { STORAGE_KEYS } from './keys.ts';
import { createLocalStore } from './local-store.ts';

/** The cart every island and tab shares, saved under STORAGE_KEYS.cart. */
export const cartStore = createLocalStore<CartLine[]>(STORAGE_KEYS.cart, parseCart, []);

/** Adds to the shared cart; the result says whether the stock rule let it in. */
export function addToCart(product: CartProduct, variant: CartVariant, quantity: number, stock?: number): AddResult {
  const result = addLine(cartStore.get(), product, variant, quantity, stock);
  if (result.ok) cartStore.set(result.lines);
  return result;
}
