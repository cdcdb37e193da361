import type { EstimatorLabels } from '../core/catalog/packages.ts';
import type { EstimateCurrency } from '../core/commerce/estimate.ts';
import type { EstimateDraft } from '../store/estimate-store.ts';

interface Props {
  currency: EstimateCurrency;
  includeGst: boolean;
  onChange: (change: Partial<EstimateDraft>) => void;
  labels: EstimatorLabels;
  /** The panel's id: the currency radios' name. */
  idPrefix: string;
}

/** INR or USD, and whether GST is added. */
export function EstimateOptions({ currency, includeGst, onChange, labels, idPrefix }: Props) {
  return (
    <div className="options">
      <fieldset className="segmented">
        <legend className="visually-hidden">{labels.currency}</legend>
        {(['INR', 'USD'] as const).map((c) => (
          <label key={c}>
            <input
              type="radio"
              name={`${idPrefix}-currency`}
              value={c}
              checked={currency === c}
              onChange={() => onChange({ currency: c })}
            />
            {c}
          </label>
        ))}
      </fieldset>
      <label className="gst">
        <input type="checkbox" checked={includeGst} onChange={(e) => onChange({ includeGst: e.target.checked })} />
        {labels.includeGst}
      </label>
    </div>
  );
}
