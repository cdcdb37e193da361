import { Overview } from '../../site/dashboard/Overview.tsx';
import { EstimatorButton } from '../../site/estimator/EstimatorButton.tsx';
import type { HubProps } from '../props.ts';

/** The hub's Dashboard screen: the overview, with the button that opens the event estimator. */
export function HubOverview({ hub, estimator }: HubProps) {
  return (
    <Overview
      hub={hub}
      estimator={estimator && <EstimatorButton label={hub.dashboard.estimator} estimator={estimator} />}
    />
  );
}
