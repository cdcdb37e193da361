import { initAddToCart } from './add-to-cart.ts';
import { initCartBadge } from './cart-badge.ts';
import { initCartDrawer } from './cart-drawer.ts';
import { initDemoForms } from './demo-forms.ts';
import { initFooterYear } from './footer-year.ts';
import { initHeader } from './header.ts';
import { hydrateIslands } from './hydrate-islands.ts';
import { initPendingCheckout } from './pending-checkout.ts';
import { initTabs } from './tabs.ts';
import { initThemeToggle } from './theme.ts';
import { initToasts } from './toast.ts';

// The one script on every page. Plain DOM only: React is fetched by the islands that need it.
initThemeToggle();
initToasts();
initHeader();
initPendingCheckout();
initCartBadge();
initCartDrawer();
initAddToCart();
initTabs();
initDemoForms();
initFooterYear();
hydrateIslands();
