import { useSyncExternalStore } from 'react';
import { Route, Router, Switch } from 'wouter';
import { signedOutStore } from '../site/dashboard/hub-store.ts';
import type { HubProps } from './props.ts';
import { HUB_ROUTES } from './hub-routes.ts';
import { Login } from './screens/Login.tsx';
import { NotFound } from './screens/NotFound.tsx';
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
  const { hub } = props;
  // The server renders signed in; a visit that logged out shows the login once hydrated.
  const signedOut = useSyncExternalStore(signedOutStore.subscribe, signedOutStore.get, () => false);
  if (signedOut) return <Login hub={hub} site={props.site} />;
  return (
    <Shell {...props}>
      <Switch>
        {HUB_ROUTES.map(({ path, screen: Screen }) => (
          <Route key={path} path={path}>
            <Screen {...props} />
          </Route>
        ))}
        <Route>
          <NotFound hub={hub} />
        </Route>
      </Switch>
    </Shell>
  );
}
