import { clampQuantity, STATIC_STOCK_LIMIT, storeCartItem } from '../core/commerce/cart.ts';
import { stockStatus } from '../core/commerce/stock-status.ts';
import { COMMERCE_MESSAGES } from '../core/lib/spec-messages.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { addToCart } from '../store/cart-store.ts';
import { requestToast } from '../ui/request-page.ts';
import { wakeCart } from './init-cart.ts';
import type { LiveState } from './init-live-product.ts';
import { showVariant } from './show-variant.ts';

/** A picture's file name: how a variant's picture in the store finds the catalogue's (ui/ListedProduct.tsx pictureName). */
const fileName = (url: string | null | undefined) => (url ? url.slice(url.lastIndexOf('/') + 1) : '');

/**
 * A listed product's controls (ui/ListedProduct.tsx), fetched at the guest's first approach to
 * the product (client/init-live-product.ts): its pictures and thumbnails, a variant's picture, price
 * and stock, the quantity, and Add to Cart with the cart's code. Returns what takes the page's
 * clicks and choices from then on; what the guest chose while it was on its way is read at once.
 */
export function armControls(el: HTMLElement, live: LiveState): (event: Event) => void {
  const slides = [...el.querySelectorAll<HTMLElement>('[data-picture]')];
  const thumbs = [...el.querySelectorAll<HTMLElement>('[data-picture-show]')];
  const counter = el.querySelector('[data-picture-counter]');
  const box = el.querySelector<HTMLInputElement>('[data-live-quantity]')!;
  const [fewer, more] = el.querySelectorAll<HTMLButtonElement>('[data-quantity-step]');
  let shown = Math.max(
    0,
    slides.findIndex((s) => !s.hidden),
  );

  const show = (index: number) => {
    shown = (index + slides.length) % slides.length;
    for (const [i, slide] of slides.entries()) slide.hidden = i !== shown;
    for (const [i, thumb] of thumbs.entries()) thumb.setAttribute('aria-current', String(i === shown));
    if (counter) counter.textContent = fillTemplate(live.page.imageLabel, { n: shown + 1, total: slides.length });
  };
  const quantity = () => clampQuantity(box.value, STATIC_STOCK_LIMIT);
  const chosen = () => {
    const id = el.querySelector<HTMLInputElement>('[data-live-variants] input:checked')?.value;
    return live.variants.find((v) => v.id === id) ?? live.variants[0];
  };
  const update = () => {
    const n = quantity();
    if (fewer) fewer.disabled = n <= 1;
    if (more) more.disabled = n >= STATIC_STOCK_LIMIT;
    const variant = chosen();
    if (live.offer && variant) showVariant(el, live.offer, variant, n);
  };
  const showChosen = () => {
    const at = slides.findIndex((s) => s.dataset.picture === fileName(chosen()?.image_url));
    if (at >= 0) show(at);
    update();
  };
  const add = async () => {
    const [offer, variant, n] = [live.offer, chosen(), quantity()];
    if (!offer || !variant) return;
    // The header's count follows the cart once its code is here. (This module shares the cart's
    // store with the cart's code, scripts/bundle/bundle-client.ts; the boot script may have woken it too.)
    await wakeCart().catch(() => undefined);
    const picture = slides[0]?.querySelector('img');
    const item = storeCartItem(live.page, variant, picture ? picture.currentSrc || picture.src : null);
    const result = addToCart(item.product, item.variant, n, stockStatus(offer.purchasable, variant, n).limit);
    if (result.ok)
      requestToast({
        title: COMMERCE_MESSAGES.productAddedTitle,
        description: COMMERCE_MESSAGES.productAdded(n, live.page.title, variant.title),
      });
    else requestToast({ title: COMMERCE_MESSAGES.addFailedTitle, description: result.error, variant: 'destructive' });
  };

  const settle = () => {
    box.value = String(quantity());
    update();
  };
  box.addEventListener('input', update);
  // What the guest chose or typed while this was on its way counts now.
  if (document.activeElement !== box) box.value = String(quantity());
  showChosen();
  return (event) => {
    if (event.type === 'change') return event.target === box ? settle() : showChosen();
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button || button.disabled) return;
    const { pictureStep, pictureShow, quantityStep } = button.dataset;
    if (pictureStep) show(shown + Number(pictureStep));
    else if (pictureShow) show(Number(pictureShow));
    else if (quantityStep) {
      box.value = String(clampQuantity(quantity() + Number(quantityStep), STATIC_STOCK_LIMIT));
      update();
    } else if (button.hasAttribute('data-live-add')) void add();
  };
}
