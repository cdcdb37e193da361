import { initCart } from './init-cart.ts';
import { armExtras } from './arm-extras.ts';
import { initDemoActions } from './init-demo-actions.ts';
import { initFooterYear } from './init-footer-year.ts';
import { initHeader } from './init-header.ts';
import { hydrateIslands } from './hydrate-islands.ts';
import { scheduleIdlePrefetch } from './page-quiet.ts';
import { initOpeners } from './init-openers.ts';
import { replayHeldTaps } from './replay-held-taps.ts';
import { addScriptedStyles } from './add-scripted-styles.ts';
import { initTabs } from './init-tabs.ts';
import { initThemeToggle } from './init-theme-toggle.ts';
import { initToasts } from './show-toast.ts';
import { initViewSwitch } from './init-view-switch.ts';

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
