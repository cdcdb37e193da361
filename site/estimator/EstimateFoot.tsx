import type { EstimatorLabels } from '../core/catalog/packages.ts';
import { gstLabel, type Estimate } from '../core/commerce/estimate.ts';
import { buttonClass } from '../ui/buttons.ts';

interface Props {
  result: Estimate;
  money: (paise: number) => string;
  labels: EstimatorLabels;
  /** What to do first (choose something, count the guests), shown instead of the sum. */
  hint?: string;
  hintId: string;
  /** The total (or the hint) for screen readers, once the guest has paused. */
  announced: string;
  onBookNow: () => void;
}

/** The panel's foot: the subtotal, GST and total (or what is missing for them), and Book Now. */
export function EstimateFoot({ result, money, labels, hint, hintId, announced, onBookNow }: Props) {
  return (
    <div className="foot">
      <div className="sum">
        {hint ? (
          <p id={hintId} className="hint">
            {hint}
          </p>
        ) : (
          <dl data-estimate-totals>
            <dt>{labels.subtotal}</dt>
            <dd data-estimate-subtotal>{money(result.subtotal)}</dd>
            {result.includesGst && (
              <>
                <dt>{gstLabel(labels.gst, result)}</dt>
                <dd data-estimate-gst>{money(result.gst)}</dd>
              </>
            )}
            <dt className="total-row">{labels.total}</dt>
            <dd className="total-row" data-estimate-total>
              {money(result.total)}
            </dd>
          </dl>
        )}
      </div>
      <button type="button" className={buttonClass('primary')} onClick={onBookNow} data-book-now>
        {labels.bookNow}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
