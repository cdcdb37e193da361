import { successSessionId } from '../core/commerce/success-session.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { STORAGE_KEYS } from '../store/keys.ts';

/** How long the page says it is finalizing before showing the order (SPEC §9). */
export const SUCCESS_DELAY_MS = 1500;

/** What the store charged for `sessionId`, if this browser handed it a cart: only then is there a checkout to read, with the cart's code. */
async function paidTotal(sessionId: string): Promise<string | undefined> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.pendingCheckout);
  } catch {
    // No storage: no checkout started here.
  }
  if (!stored || stored === '[]') return undefined;
  return import('./init-cart-sync.ts').then((m) => m.paidTotal(sessionId)).catch(() => undefined);
}

/**
 * SPEC §2.5, on the success page's card (pages/success-page.tsx): no session_id is a counter
 * order, shown at first paint already; a session says it is finalizing for a moment, then shows
 * the order id (the session's first 8 characters) and the total the store's checkout answer named
 * when this browser handed its cart to that session (the cart's code has marked it paid). A
 * session this browser never started, or whose answer named no total, shows no total.
 */
export function initOrderStatus(root: ParentNode): void {
  const card = root.querySelector<HTMLElement>(`[${Hook.orderStatus}]`);
  const finalizing = card?.querySelector('.if-session');
  const order = card?.querySelector('.if-counter');
  if (!card || !finalizing || !order || card.hasAttribute(Hook.armed)) return;
  card.setAttribute(Hook.armed, '');
  const sessionId = successSessionId(location);
  if (!sessionId) {
    finalizing.remove();
    card.dataset.successState = 'done';
    return;
  }
  order.remove();
  card.dataset.successState = 'finalizing';
  setTimeout(async () => {
    const total = await paidTotal(sessionId);
    order.querySelector('[data-order-id]')!.textContent = sessionId.slice(0, 8);
    if (total) {
      const label = document.createElement('dt');
      label.textContent = card.getAttribute(Hook.orderStatus);
      const amount = document.createElement('dd');
      amount.dataset.orderTotal = '';
      amount.textContent = total;
      order.querySelector('dl')!.append(label, amount);
    }
    // Out of the first paint's wrapper, which the session flag hides.
    order.removeAttribute('class');
    finalizing.replaceWith(order);
    card.dataset.successState = 'done';
  }, SUCCESS_DELAY_MS);
}
