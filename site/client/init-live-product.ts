import { mergeStock, parseStock, productUrl, stockUrl, type CommerceConfig } from '../commerce/client.ts';
import { fetchAndKeep } from '../commerce/kept-answers.ts';
import { productOffer, type ProductOffer } from '../core/commerce/parse-product.ts';
import { priceVariant } from '../core/commerce/price.ts';
import type { PricedVariant } from '../core/commerce/types.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { STORE_MESSAGES } from '../core/lib/spec-messages.ts';
import { showVariant } from './show-variant.ts';

/** What a listed product's page carries (pages/product-page.tsx): the API, the product's id and name, and the words for its pictures. */
export interface LiveProduct extends CommerceConfig {
  id: string;
  title: string;
  imageLabel: string;
}

/** What client/arm-controls.ts works with: the page's words, and the store's answer once it came. */
export interface LiveState {
  page: LiveProduct;
  offer?: ProductOffer;
  variants: PricedVariant[];
}

/** Call 1, read as the island reads it: 'HTTP 503: Service Unavailable', or why the answer cannot be shown. */
async function fetchProduct(commerce: CommerceConfig, id: string): Promise<ProductOffer> {
  // Kept for the description's island (islands/product-story.tsx), which asks the same once it wakes.
  const response = await fetchAndKeep(productUrl(commerce, id));
  if (!response.ok) throw new Error(STORE_MESSAGES.httpError(response.status, response.statusText));
  const data: unknown = await response.json().catch(() => null);
  const offer = productOffer(data);
  if (offer) return offer;
  throw new Error(STORE_MESSAGES.badResponse);
}

/** The guest's first approach to the product: its controls' code is fetched then. */
const APPROACH = ['pointerdown', 'focusin'] as const;

/**
 * A listed product's page (ui/ListedProduct.tsx) without React: its options, and its first
 * option's price and stock, once the store answers (calls 1 and 2), each in the place the page
 * holds for it, and Add to Cart on. The rest (another option, a quantity, Add to Cart, the
 * pictures) is client/arm-controls.ts, fetched at the guest's first approach to the product:
 * a click made before it arrives is carried out once it has.
 */
function armProduct(el: HTMLElement): void {
  const page = JSON.parse(el.getAttribute(Hook.liveProduct) ?? '{}') as LiveProduct;
  const state: LiveState = { page, variants: [] };
  const options = el.querySelector<HTMLElement>('[data-live-variants]');
  const stock = el.querySelector<HTMLElement>('[data-live-stock]');
  if (!options || !stock) return;

  let held: Event | undefined;
  let handle: ((event: Event) => void) | undefined;
  let loading: Promise<unknown> | undefined;
  const load = () =>
    (loading ??= import('./arm-controls.ts').then(
      (m) => {
        handle = m.armControls(el, state);
        if (held) handle(held);
      },
      // Not here (offline, a dropped request): the next approach or click asks again.
      () => (loading = undefined),
    ));
  for (const type of APPROACH) el.addEventListener(type, () => void load(), { once: true });
  const take = (event: Event) => {
    if (handle) return handle(event);
    // A choice needs no replay: the controls read what is chosen when they arrive.
    if (event.type === 'click') held = event;
    void load();
  };
  el.addEventListener('click', take);
  el.addEventListener('change', take);

  fetchProduct(page, page.id)
    .then(async (found) => {
      // Fresh stock is a bonus, as on the island: without it the product's own quantities stand.
      const fresh = await fetch(stockUrl(page, [page.id]))
        .then((r) => r.json())
        .then(parseStock, () => undefined);
      const offer = (state.offer = fresh ? mergeStock(found, fresh) : found);
      state.variants = offer.variants.map(priceVariant);
      options.replaceChildren(
        ...state.variants.map((v, i) => {
          const label = document.createElement('label');
          label.append(
            Object.assign(document.createElement('input'), {
              type: 'radio',
              name: 'variant',
              value: v.id,
              checked: i === 0,
            }),
            v.title,
          );
          return label;
        }),
      );
      // The first option's price and stock, or what the guest chose meanwhile.
      if (handle) handle(new Event('change'));
      else showVariant(el, offer, state.variants[0]!, 1);
    })
    .catch((error: unknown) => {
      // SPEC §8's words, where the stock goes; Add to Cart stays off, and "Back to the store" is above.
      stock.setAttribute('role', 'alert');
      stock.dataset.tone = 'warn';
      stock.textContent = STORE_MESSAGES.productLoadError(
        (error instanceof Error && error.message) || STORE_MESSAGES.productLoadFallback,
      );
    });
}

/** Every listed product's page in `root`, armed once. */
export function initLiveProduct(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${Hook.liveProduct}]:not([${Hook.armed}])`)) {
    el.setAttribute(Hook.armed, '');
    armProduct(el);
  }
}
