import { initCart } from './cart-badge.ts';
import { armExtras } from './extras.ts';
import { initDemoActions } from './demo-actions.ts';
import { initFooterYear } from './footer-year.ts';
import { initHeader } from './header-menus.ts';
import { hydrateIslands } from './hydrate-islands.ts';
import { scheduleIdlePrefetch } from './idle-start.ts';
import { initOpeners } from './openers.ts';
import { replayHeldTaps } from './replay-taps.ts';
import { addScriptedStyles } from './scripted-styles.ts';
import { initTabs } from './tab-keys.ts';
import { initThemeToggle } from './theme.ts';
import { initToasts } from './toast.ts';
import { initViewSwitch } from './view-switch.ts';

// The one script on every page. Plain DOM only: React is fetched by the islands that need it.
addScriptedStyles();
initThemeToggle();
initToasts();
initHeader();
initCart();
initOpeners();
initTabs();
initDemoActions();
initFooterYear();
armExtras(document);
initViewSwitch();
hydrateIslands();
// Once every handler is in place: the taps the head script held while the page loaded.
replayHeldTaps();
scheduleIdlePrefetch();
