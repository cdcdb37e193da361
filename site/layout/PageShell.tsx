import type { ReactNode } from 'react';
import type { SiteCatalog } from '../core/catalog/site.ts';
import type { CartText } from '../core/catalog/store.ts';
import CartDrawer from '../islands/cart-drawer.tsx';
import { Island } from '../islands/Island.tsx';
import { CartPresence } from '../ui/cart-presence.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ContactFab, TabBar } from './MobileChrome.tsx';

interface Props {
  site: SiteCatalog;
  path: string;
  year: number;
  /** The page: both layouts' views of it (a view the phone draws differently wraps each in .view-desktop / .view-mobile). */
  children: ReactNode;
  /** catalog/store.json `cart`: the drawer's texts; none without store.json, and no cart. */
  cart: CartText | undefined;
  /** Whether the catalogue has the staff hub (hub.json), which the header's Dashboard button leads to. */
  dashboard: boolean;
}

/**
 * Everything inside <body>: the chrome of both layouts around one <main> (the region a phone
 * swaps when it switches views in place), and the toaster live region that must exist before a toast.
 */
export function PageShell({ site, path, year, children, cart, dashboard }: Props) {
  return (
    <>
      <a className="skip-link" href="#main">
        {site.labels.skipToContent}
      </a>
      <AnnouncementBar announcements={site.announcements} />
      <Header site={site} path={path} cart={cart !== undefined} dashboard={dashboard} />
      <main id="main" tabIndex={-1}>
        <CartPresence.Provider value={cart !== undefined}>{children}</CartPresence.Provider>
      </main>
      <Footer site={site} year={year} />
      <TabBar mobile={site.mobile} path={path} />
      <ContactFab site={site} />
      {/* The cart drawer: React arrives only when a guest reaches for a cart button (client/init-openers.ts). */}
      {cart && <Island name="cart" component={CartDrawer} props={{ commerce: site.commerce, text: cart }} />}
      <Toaster labels={site.labels} />
    </>
  );
}
