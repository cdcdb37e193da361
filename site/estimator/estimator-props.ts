import type { Catalog } from '../core/catalog/catalog-keys.ts';
import { estimateItems } from '../core/commerce/estimate.ts';
import type { EstimatorProps } from './EstimatorPanel.tsx';

/**
 * What the Event Estimator opens with (the Dashboard's and the hub's button), or undefined for
 * a catalogue without packages.json: no packages, no estimator and no button to it.
 */
export function estimatorProps({ packages, site }: Pick<Catalog, 'packages' | 'site'>): EstimatorProps | undefined {
  if (!packages) return undefined;
  return {
    items: estimateItems(packages),
    labels: packages.estimator,
    rates: packages.rates,
    siteName: site.name,
    enquiryEmail: site.enquiryEmail,
  };
}
