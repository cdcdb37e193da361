import type { HubCatalog } from '../site/core/catalog/hub.ts';
import type { SiteCatalog } from '../site/core/catalog/site.ts';
import type { EstimatorProps } from '../site/estimator/EstimatorPanel.tsx';

/** Everything the hub renders from: built into each page as JSON, read by the browser to hydrate. */
export interface HubProps {
  hub: HubCatalog;
  site: Pick<SiteCatalog, 'name' | 'logo' | 'address' | 'hours' | 'phone' | 'email' | 'urls'>;
  /** None without packages.json. */
  estimator?: EstimatorProps | undefined;
}

/** The id of the JSON script element that carries the props. */
export const HUB_PROPS_ID = 'hub-props';
/** The element the hub renders into. */
export const HUB_ROOT_ID = 'hub';
