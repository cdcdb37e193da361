import { initAddToCart } from './add-to-cart.ts';
import { initCartBadge } from './cart-badge.ts';
import { armExtras } from './extras.ts';
import { initDemoActions } from './demo-actions.ts';
import { initFooterYear } from './footer-year.ts';
import { initHeader } from './header.ts';
import { hydrateIslands } from './hydrate-islands.ts';
import { initOpeners } from './openers.ts';
import { initPendingCheckout } from './pending-checkout.ts';
import { initTabs } from './tabs.ts';
import { initThemeToggle } from './theme.ts';
import { initToasts } from './toast.ts';
import { initViewSwitch } from './view-switch.ts';

// The one script on every page. Plain DOM only: React is fetched by the islands that need it.
initThemeToggle();
initToasts();
initHeader();
initPendingCheckout();
initCartBadge();
initOpeners();
initAddToCart();
initTabs();
initDemoActions();
initFooterYear();
armExtras(document);
initViewSwitch();
hydrateIslands();
