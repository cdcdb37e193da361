import { storeCartItem } from '../commerce/cart.ts';
import type { PricedVariant } from '../commerce/types.ts';
import { COMMERCE_MESSAGES } from '../lib/spec-messages.ts';
import { addToCart } from '../store/cart-store.ts';
import { requestToast } from '../ui/request-page.ts';
import { wakeCart } from './cart-badge.ts';

/**
 * A listed product's Add to Cart (client/product-live.ts), fetched at the first tap on it: adds
 * `quantity` of the variant within `limit` (its stock), and says so as the island does.
 */
export async function addProduct(
  product: { id: string; title: string; image: string | null },
  variant: PricedVariant,
  quantity: number,
  limit: number,
): Promise<void> {
  // The header's count follows the cart once its code is here.
  await wakeCart().catch(() => undefined);
  const item = storeCartItem(product, variant, product.image);
  const result = addToCart(item.product, item.variant, quantity, limit);
  if (result.ok)
    requestToast({ title: COMMERCE_MESSAGES.productAddedTitle, description: COMMERCE_MESSAGES.productAdded(quantity, product.title, variant.title) });
  else requestToast({ title: COMMERCE_MESSAGES.addFailedTitle, description: result.error, variant: 'destructive' });
}
