import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CartText } from '../core/catalog/store.ts';
import { cartTotals, type CartLine } from '../core/commerce/cart.ts';
import type { CommerceConfig } from '../commerce/client.ts';
import { formatTotals } from '../core/commerce/money.ts';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';
import { cartStore } from '../store/cart-store.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius, shadow } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { focusAfter } from '../ui/focus-after.ts';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { usePageDialog } from '../ui/use-page-dialog.ts';
import { Icon } from '../ui/Icon.tsx';
import { CartLineRow } from '../ui/CartLineRow.tsx';
import { useCartPayments } from '../ui/use-cart-payments.ts';

export interface CartDrawerProps {
  commerce: CommerceConfig;
  text: CartText;
}

const drawer = () => css`
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0 0 0 auto;
  width: min(448px, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  padding: 0;
  border: 0;
  border-left: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  &[open] { display: flex; flex-direction: column; animation: cart-slide 0.25s ease-out; }
  &::backdrop { background: rgb(20 14 10 / 62%); }
  @keyframes cart-slide { from { transform: translateX(100%); } }
  .cart-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 20px 24px; border-bottom: 1px solid ${color.border}; }
  .cart-head h2 { margin: 0; font-size: 1.5rem; display: flex; align-items: center; gap: 10px; }
  .icon-btn {
    display: inline-grid; place-items: center; width: 44px; height: 44px; flex-shrink: 0;
    border: 0; border-radius: ${radius.pill}; background: ${color.surface2}; color: ${color.text}; cursor: pointer;
  }
  .icon-btn:disabled { opacity: 0.45; cursor: not-allowed; }
  .cart-body { flex: 1; overflow-y: auto; padding: 8px 24px; }
  .cart-empty { padding: 32px 0; color: ${color.muted}; display: grid; gap: 16px; justify-items: start; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { display: grid; grid-template-columns: 72px 1fr; gap: 14px; padding: 16px 0; border-bottom: 1px solid ${color.border}; }
  li img { width: 72px; height: 72px; object-fit: cover; border-radius: ${radius.sm}; background: ${color.surface2}; }
  .line-title { font-weight: 700; margin: 0; }
  .line-variant, .line-unit { margin: 0; color: ${color.muted}; font-size: 0.92rem; }
  .line-controls { display: flex; align-items: center; gap: 8px; margin-top: 8px; flex-wrap: wrap; }
  .line-controls .icon-btn { width: 36px; height: 36px; }
  .qty { min-width: 2ch; text-align: center; font-weight: 700; }
  .remove { margin-left: auto; display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 0 10px; border: 0; border-radius: ${radius.sm}; background: none; color: ${color.text}; cursor: pointer; text-decoration: underline; }
  .line-total { font-weight: 700; margin: 6px 0 0; }
  .cart-foot { padding: 16px 24px 24px; border-top: 1px solid ${color.border}; display: grid; gap: 12px; background: ${color.surface2}; }
  .total { display: flex; justify-content: space-between; align-items: baseline; font-family: ${font.display}; font-size: 1.35rem; font-weight: 700; margin: 0; }
  .pay { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  .pay button { width: 100%; padding: 0 12px; }
  .note { margin: 0; color: ${color.muted}; font-size: 0.88rem; }
  .clear { justify-self: start; }
`;

const useCart = () => useSyncExternalStore(cartStore.subscribe, cartStore.get, () => [] as CartLine[]);

/** The cart drawer of SPEC §2.9: a modal <dialog> sliding in from the right. */
export default function CartDrawer({ commerce, text }: CartDrawerProps) {
  // Any cart button on the page opens it through a DOM event (client/init-openers.ts), which also
  // wakes this island on first use.
  const { open, close: hide } = usePageDialog(PAGE_EVENTS.cartOpen);
  const { ref: dialog } = useModalDialog(open);
  const [busy, setBusy] = useState(false);
  const lines = useCart();
  const focused = useRef<Element | null>(null);
  const shown = useRef(lines);

  // A cart change (Remove, Clear, another tab) that takes away the focused control would drop
  // focus to <body>: give it to the next line's Remove (the previous one's after the last line),
  // or to the empty cart's link, which reads out that the cart is empty.
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = lines;
    const lost = focused.current;
    const el = dialog.current;
    if (!el?.open || !lost || lost.isConnected || el.contains(document.activeElement)) return;
    const id = lost.closest<HTMLElement>('[data-cart-line]')?.dataset.cartLine;
    focusAfter({
      within: el,
      controls: '.remove',
      index: Math.max(
        0,
        before.findIndex((l) => l.variant.id === id),
      ),
      fallback: '.cart-empty a',
    });
  }, [lines]);

  // Back from the payment page, a page restored from the back-forward cache still shows the
  // drawer as it was left: "Processing…" with Pay Online disabled. The guest starts afresh.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const close = () => dialog.current?.close();
  const onClose = () => {
    focused.current = null;
    hide();
  };

  const { payOnline, payAtCounter } = useCartPayments({ commerce, busy, setBusy, close });

  return (
    <dialog
      ref={dialog}
      // Its styles are made when it first opens: the closed drawer on every page costs no CSS.
      className={open ? drawer() : undefined}
      aria-labelledby="cart-title"
      data-cart-drawer
      onClose={onClose}
      onFocus={(e) => (focused.current = e.target)}
      onClick={(e) => e.target === dialog.current && close()}
    >
      <Toaster />
      {open && (
        <>
          <div className="cart-head">
            <h2 id="cart-title">
              <Icon name="shopping-bag" size={22} />
              {text.title}
            </h2>
            <button type="button" className="icon-btn" aria-label={text.closeLabel} onClick={close} data-cart-close>
              <Icon name="x" size={20} />
            </button>
          </div>
          <div className="cart-body">
            {lines.length === 0 ? (
              <div className="cart-empty">
                <p id="cart-empty">{text.empty}</p>
                <a
                  href={text.continueShopping.href}
                  className={buttonClass('outline', 'sm')}
                  aria-describedby="cart-empty"
                >
                  {text.continueShopping.label}
                </a>
              </div>
            ) : (
              <ul role="list" aria-label={text.title}>
                {lines.map((l) => (
                  <CartLineRow key={`${l.product.id}/${l.variant.id}`} line={l} text={text} busy={busy} />
                ))}
              </ul>
            )}
          </div>
          <CartFoot lines={lines} text={text} busy={busy} payOnline={payOnline} payAtCounter={payAtCounter} />
        </>
      )}
    </dialog>
  );
}

/** The drawer's foot: Clear and the total (for a cart with something in it), the two ways to pay, the note. */
function CartFoot({
  lines,
  text,
  busy,
  payOnline,
  payAtCounter,
}: {
  lines: CartLine[];
  text: CartText;
  busy: boolean;
  payOnline: () => void;
  payAtCounter: () => void;
}) {
  return (
    <div className="cart-foot">
      {/* An empty cart has no total: in no currency at all, it would read ₹0.00. */}
      {lines.length > 0 && (
        <>
          <button
            type="button"
            className={`${buttonClass('outline', 'sm')} clear`}
            onClick={() => cartStore.set([])}
            disabled={busy}
          >
            {text.clearLabel}
          </button>
          <p className="total">
            <span>{text.totalLabel}</span>
            <span data-cart-total>{formatTotals(cartTotals(lines))}</span>
          </p>
        </>
      )}
      <div className="pay">
        {/* Not `disabled` while busy: that would drop the focus it has to the start of the page. */}
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={payOnline}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          data-pay-online
        >
          {busy ? text.processingLabel : text.payOnlineLabel}
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={payAtCounter}
          disabled={busy}
          data-pay-counter
        >
          {text.payAtCounterLabel}
        </button>
      </div>
      <p className="note">{text.note}</p>
    </div>
  );
}
