import { useEffect, useState } from 'react';
import type { SuccessText } from '../catalog/store.ts';
import { paidCheckout, successSessionId } from '../commerce/pending-checkout.ts';
import { COMMERCE_MESSAGES } from '../lib/spec-messages.ts';
import { pendingCheckoutStore } from '../store/pending-checkout-store.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';

/** How long the page says it is finalizing before showing the order (SPEC §9). */
export const SUCCESS_DELAY_MS = 1500;

export interface SuccessProps {
  text: SuccessText;
}

/**
 * 'first-paint' is the server's HTML: both the finalizing line and the pay-at-counter order,
 * of which CSS shows one from the flag the head script put on <html> (data-session), so neither
 * case flashes the other's text before JavaScript runs.
 */
type State = { kind: 'first-paint' } | { kind: 'finalizing' } | { kind: 'done'; orderId: string; total: string | null };

const card = () => css`
  max-width: 560px;
  padding: 28px;
  ${cardSurface}
  .status { margin: 0; font-size: 1.15rem; color: ${color.muted}; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 12px 24px; align-items: baseline; }
  dt { font-weight: 600; color: ${color.muted}; }
  dd { margin: 0; font-family: ${font.display}; font-size: 1.35rem; font-weight: 700; overflow-wrap: anywhere; }
  .done { display: block; margin-bottom: 16px; color: ${color.accent}; }
  .if-session { display: none; }
  html[data-session] & .if-session { display: block; }
  html[data-session] & .if-counter { display: none; }
`;

function Order({ orderId, total, text }: { orderId: string; total: string | null; text: SuccessText }) {
  return (
    <>
      <Icon name="check-circle-2" className="done" size={32} />
      <dl>
        <dt>{text.orderIdLabel}</dt>
        <dd data-order-id>{orderId}</dd>
        {total && (
          <>
            <dt>{text.totalLabel}</dt>
            <dd data-order-total>{total}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/**
 * SPEC §2.5: the order id from session_id, and the total the store's checkout answer named when
 * this browser handed its cart to that session (the boot script has already marked it paid). A
 * session this browser never started, or whose answer named no total, shows its id and no
 * total; no session_id means a counter order, shown at once.
 */
export default function Success({ text }: SuccessProps) {
  const [state, setState] = useState<State>({ kind: 'first-paint' });

  useEffect(() => {
    const sessionId = successSessionId(location);
    if (!sessionId) {
      setState({ kind: 'done', orderId: COMMERCE_MESSAGES.payAtCounterOrderId, total: null });
      return;
    }
    setState({ kind: 'finalizing' });
    const timer = setTimeout(() => {
      const paid = paidCheckout(pendingCheckoutStore.get(), sessionId);
      setState({ kind: 'done', orderId: sessionId.slice(0, 8), total: paid?.charged ?? null });
    }, SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const finalizing = <p className="status">{COMMERCE_MESSAGES.finalizing}</p>;
  return (
    <div className={card()} data-success-state={state.kind} role="status">
      {state.kind === 'first-paint' ? (
        <>
          <div className="if-session">{finalizing}</div>
          <div className="if-counter">
            <Order orderId={COMMERCE_MESSAGES.payAtCounterOrderId} total={null} text={text} />
          </div>
        </>
      ) : state.kind === 'finalizing' ? (
        finalizing
      ) : (
        <Order orderId={state.orderId} total={state.total} text={text} />
      )}
    </div>
  );
}
