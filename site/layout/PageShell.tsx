import type { ReactNode } from 'react';
import type { SiteCatalog } from '../catalog/site.ts';
import type { CartText } from '../catalog/store.ts';
import CartDrawer from '../islands/cart.tsx';
import { Island } from '../islands/Island.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

interface Props {
  site: SiteCatalog;
  path: string;
  year: number;
  /** The desktop page. */
  children: ReactNode;
  /** The mobile layout's view of this route, when it has one; CSS shows one or the other. */
  mobile?: ReactNode;
  /** catalog/store.json `cart`: the drawer's texts. */
  cart: CartText;
}

/** Everything inside <body>: both layouts, and the toaster live region that must exist before a toast. */
export function PageShell({ site, path, year, children, mobile, cart }: Props) {
  return (
    <>
      <a className="skip-link" href="#main">{site.labels.skipToContent}</a>
      <div className="layout-desktop">
        <Header site={site} path={path} />
        <main id="main" tabIndex={-1}>{children}</main>
        <Footer site={site} year={year} />
      </div>
      {mobile && <div className="layout-mobile">{mobile}</div>}
      {/* The cart drawer: React arrives only when a guest reaches for a cart button (client/cart-drawer.ts). */}
      <Island name="cart" component={CartDrawer} props={{ commerce: site.commerce, text: cart }}/>
      <div id="toaster" className="toaster" role="status" aria-live="polite" data-dismiss-label={site.labels.dismissToast} />
    </>
  );
}
