import { mergeStock, parseStock, productUrl, stockUrl, type CommerceConfig } from '../commerce/client.ts';
import { clampQuantity, STATIC_STOCK_LIMIT } from '../commerce/cart.ts';
import { fetchAndKeep } from '../commerce/kept-answers.ts';
import { productOffer, type ProductOffer } from '../commerce/parse-product.ts';
import { priceVariant } from '../commerce/price.ts';
import { stockStatus } from '../commerce/stock-status.ts';
import type { PricedVariant } from '../commerce/types.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { COMMERCE_MESSAGES } from '../lib/spec-messages.ts';
import { fillTemplate } from '../lib/template.ts';
import { fetchJson } from './live-offer.ts';
import { toastLoadFailed } from './toast.ts';

/** What a listed product's page carries (pages/product-page.tsx): the API, the product's id and name, and the words for its pictures. */
interface LiveProduct extends CommerceConfig {
  id: string;
  title: string;
  imageLabel: string;
}

/** Holds a line's height while it has nothing to say. */
const HOLD = '\u00a0';

/** Call 1, read as the island reads it: 'HTTP 503: Service Unavailable', or why the answer cannot be shown. */
async function fetchProduct(commerce: CommerceConfig, id: string): Promise<ProductOffer> {
  // Kept for the description's island (islands/product-story.tsx), which asks the same once it wakes.
  const response = await fetchAndKeep(productUrl(commerce, id));
  if (!response.ok) throw new Error(COMMERCE_MESSAGES.httpError(response.status, response.statusText));
  const data: unknown = await response.json().catch(() => null);
  const offer = productOffer(data);
  if (offer) return offer;
  throw new Error((data as { title?: unknown } | null)?.title ? COMMERCE_MESSAGES.noPurchasableVariant : COMMERCE_MESSAGES.badResponse);
}

/** The picture a variant's picture in the store names, by file name (ui/ListedProduct.tsx pictureName). */
const fileName = (url: string | null | undefined) => (url ? url.slice(url.lastIndexOf('/') + 1) : '');

/**
 * A listed product's page (ui/ListedProduct.tsx), worked without React: its pictures and
 * thumbnails at once; its price, options, stock and Add to Cart once the store answers (calls 1
 * and 2), by the island's rules (commerce/). Each fills the place the page holds for it.
 */
function armProduct(el: HTMLElement): void {
  const { id, title, imageLabel, ...commerce } = JSON.parse(el.getAttribute(Hook.liveProduct) ?? '{}') as LiveProduct;
  const $ = <E extends HTMLElement>(selector: string) => el.querySelector<E>(selector)!;
  const [price, regular, stock, add, quantityBox, options] = [
    $('[data-live-price] span'),
    $('[data-live-price] s'),
    $('[data-live-stock]'),
    $<HTMLButtonElement>('[data-live-add]'),
    $<HTMLInputElement>('[data-live-quantity]'),
    $('[data-live-variants]'),
  ];
  if (!price || !regular || !stock || !add || !quantityBox || !options) return;
  const [fewer, more] = el.querySelectorAll<HTMLButtonElement>('[data-quantity-step]');
  const slides = [...el.querySelectorAll<HTMLElement>('[data-picture]')];
  const thumbs = [...el.querySelectorAll<HTMLElement>('[data-picture-show]')];
  const counter = el.querySelector('[data-picture-counter]');

  let offer: ProductOffer | undefined;
  let variants: PricedVariant[] = [];
  let chosen: PricedVariant | undefined;
  let shown = 0;

  const quantity = () => clampQuantity(quantityBox.value, STATIC_STOCK_LIMIT);
  const show = (index: number) => {
    shown = (index + slides.length) % slides.length;
    for (const [i, slide] of slides.entries()) slide.hidden = i !== shown;
    for (const [i, thumb] of thumbs.entries()) thumb.setAttribute('aria-current', String(i === shown));
    if (counter) counter.textContent = fillTemplate(imageLabel, { n: shown + 1, total: slides.length });
  };
  const update = () => {
    const n = quantity();
    if (fewer) fewer.disabled = n <= 1;
    if (more) more.disabled = n >= STATIC_STOCK_LIMIT;
    if (!offer || !chosen) return;
    price.textContent = chosen.sale_price_formatted ?? chosen.price_formatted;
    regular.textContent = chosen.price_formatted;
    regular.hidden = !chosen.sale_price_formatted;
    const status = stockStatus(offer.purchasable, chosen, n);
    stock.textContent = status.message ?? HOLD;
    stock.dataset.tone = status.tone;
    quantityBox.max = String(status.maxQuantity);
    add.disabled = !status.canAdd;
  };
  const choose = (variantId: string) => {
    chosen = variants.find((v) => v.id === variantId) ?? variants[0];
    const at = slides.findIndex((s) => s.dataset.picture === fileName(chosen?.image_url));
    if (at >= 0) show(at);
    update();
  };

  el.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button || !el.contains(button)) return;
    const { pictureStep, pictureShow, quantityStep } = button.dataset;
    if (pictureStep) show(shown + Number(pictureStep));
    else if (pictureShow) show(Number(pictureShow));
    else if (quantityStep) {
      quantityBox.value = String(clampQuantity(quantity() + Number(quantityStep), STATIC_STOCK_LIMIT));
      update();
    } else if (button === add && offer && chosen) {
      const [line, n, limit] = [chosen, quantity(), stockStatus(offer.purchasable, chosen, quantity()).limit];
      const picture = slides[0]?.querySelector('img');
      // The cart's code comes at the first Add: a guest who only looks never fetches it.
      add.setAttribute('aria-busy', 'true');
      void import('./product-add.ts')
        .then((m) => m.addProduct({ id, title, image: picture ? picture.currentSrc || picture.src : null }, line, n, limit), toastLoadFailed)
        .finally(() => add.removeAttribute('aria-busy'));
    }
  });
  quantityBox.addEventListener('input', update);
  quantityBox.addEventListener('change', () => {
    quantityBox.value = String(quantity());
    update();
  });
  options.addEventListener('change', (event) => choose((event.target as HTMLInputElement).value));

  fetchProduct(commerce, id)
    .then(async (found) => {
      // Fresh stock is a bonus, as on the island: without it the product's own quantities stand.
      const fresh = await fetchJson(stockUrl(commerce, [id])).then(parseStock, () => undefined);
      offer = fresh ? mergeStock(found, fresh) : found;
      variants = offer.variants.map(priceVariant);
      options.replaceChildren(
        ...variants.map((v, i) => {
          const label = document.createElement('label');
          const radio = Object.assign(document.createElement('input'), { type: 'radio', name: 'variant', value: v.id, checked: i === 0 });
          label.append(radio, v.title);
          return label;
        }),
      );
      chosen = variants[0];
      update();
      el.querySelector('[data-product-state]')?.setAttribute('data-product-state', 'ready');
    })
    .catch((error: unknown) => {
      // SPEC §8's words, where the stock goes; Add to Cart stays off, and "Back to the store" is above.
      el.querySelector('[data-product-state]')?.setAttribute('data-product-state', 'error');
      stock.setAttribute('role', 'alert');
      stock.dataset.tone = 'warn';
      stock.textContent = COMMERCE_MESSAGES.productLoadError((error instanceof Error && error.message) || COMMERCE_MESSAGES.productLoadFallback);
    });
  update();
}

/** Every listed product's page in `root`, armed once. */
export function initLiveProduct(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${Hook.liveProduct}]:not([${Hook.armed}])`)) {
    el.setAttribute(Hook.armed, '');
    armProduct(el);
  }
}
