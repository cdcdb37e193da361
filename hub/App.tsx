import { useSyncExternalStore } from 'react';
import { Route, Router, Switch } from 'wouter';
import { Coupons } from '../site/dashboard/Coupons.tsx';
import { Offers } from '../site/dashboard/Offers.tsx';
import { Overview } from '../site/dashboard/Overview.tsx';
import { Referrals } from '../site/dashboard/Referrals.tsx';
import { Reservations } from '../site/dashboard/Reservations.tsx';
import { EstimatorButton } from '../site/islands/estimator-button.tsx';
import { signedOutStore } from '../site/store/hub-store.ts';
import type { HubProps } from './props.ts';
import { Customers } from './screens/Customers.tsx';
import { Login } from './screens/Login.tsx';
import { NotFound } from './screens/NotFound.tsx';
import { Settings } from './screens/Settings.tsx';
import { Shell } from './Shell.tsx';

/**
 * The business hub: a wouter SPA. On the server `ssrPath` names the screen being prerendered;
 * in the browser the address bar does. It starts signed in; Log out shows the sample login.
 */
export function HubApp({ ssrPath, ...props }: HubProps & { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Hub {...props} />
    </Router>
  );
}

function Hub(props: HubProps) {
  const { hub, estimator } = props;
  // The server renders signed in; a visit that logged out shows the login once hydrated.
  const signedOut = useSyncExternalStore(signedOutStore.subscribe, signedOutStore.get, () => false);
  if (signedOut) return <Login hub={hub} site={props.site} />;
  return (
    <Shell {...props}>
      <Switch>
        <Route path="/"><Overview hub={hub} estimator={<EstimatorButton label={hub.dashboard.estimator} estimator={estimator} />} /></Route>
        <Route path="/reservations"><Reservations hub={hub} /></Route>
        <Route path="/offers"><Offers hub={hub} /></Route>
        <Route path="/coupons"><Coupons hub={hub} /></Route>
        <Route path="/referrals"><Referrals hub={hub} /></Route>
        <Route path="/customers"><Customers hub={hub} /></Route>
        <Route path="/settings"><Settings {...props} /></Route>
        <Route><NotFound hub={hub} /></Route>
      </Switch>
    </Shell>
  );
}
