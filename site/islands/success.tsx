import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SuccessText } from '../catalog/store.ts';
import { COMMERCE_MESSAGES } from '../commerce/messages.ts';
import { confirmPendingCheckout } from '../commerce/pending-checkout.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius, shadow } from '../styles/tokens.ts';

/** How long the page says it is finalizing before showing the order (SPEC §9). */
export const SUCCESS_DELAY_MS = 1500;

export interface SuccessProps {
  text: SuccessText;
}

type State = { kind: 'finalizing' } | { kind: 'done'; orderId: string; total: string | null };

const card = () => css`
  max-width: 560px;
  padding: 28px;
  border-radius: ${radius.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
  box-shadow: ${shadow.card};
  .status { margin: 0; font-size: 1.15rem; color: ${color.muted}; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 12px 24px; align-items: baseline; }
  dt { font-weight: 600; color: ${color.muted}; }
  dd { margin: 0; font-family: ${font.display}; font-size: 1.35rem; font-weight: 700; overflow-wrap: anywhere; }
  .done { display: block; margin-bottom: 16px; color: ${color.accent}; }
`;

/** SPEC §2.5: the order id from session_id, and the total captured when the checkout started. */
export default function Success({ text }: SuccessProps) {
  const [state, setState] = useState<State>({ kind: 'finalizing' });

  useEffect(() => {
    const sessionId = new URLSearchParams(location.search).get('session_id');
    if (!sessionId) {
      setState({ kind: 'done', orderId: COMMERCE_MESSAGES.payAtCounterOrderId, total: null });
      return;
    }
    const timer = setTimeout(() => {
      const paid = confirmPendingCheckout(sessionId);
      setState({ kind: 'done', orderId: sessionId.slice(0, 8), total: paid?.total ?? null });
    }, SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className={card()} data-success-state={state.kind}>
      {state.kind === 'finalizing' ? (
        <p className="status" role="status">{COMMERCE_MESSAGES.finalizing}</p>
      ) : (
        <div role="status">
          <CheckCircle2 className="done" size={32} aria-hidden="true" />
          <dl>
            <dt>{text.orderIdLabel}</dt>
            <dd data-order-id>{state.orderId}</dd>
            {state.total && (
              <>
                <dt>{text.totalLabel}</dt>
                <dd data-order-total>{state.total}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </div>
  );
}
