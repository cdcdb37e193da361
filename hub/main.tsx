import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replayHeldTaps } from '../site/client/replay-held-taps.ts';
import { addScriptedStyles } from '../site/client/add-scripted-styles.ts';
import { initThemeToggle } from '../site/client/init-theme-toggle.ts';
import { initToasts } from '../site/client/show-toast.ts';
import { HubApp } from './App.tsx';
import { HUB_PROPS_ID, HUB_ROOT_ID, type HubProps } from './props.ts';

// The hub's one script: theme and toasts as on the site (plain DOM), then React takes over the prerendered screen.
addScriptedStyles();
initThemeToggle();
initToasts();
// The head script holds a tap on the theme toggle until now (site/layout/tap-capture.ts).
replayHeldTaps();

// "/offers/" is the same screen as "/offers": the router matches the latter.
if (location.pathname.length > 1 && location.pathname.endsWith('/')) {
  history.replaceState(history.state, '', location.pathname.replace(/\/+$/, '') + location.search + location.hash);
}

const props = JSON.parse(document.getElementById(HUB_PROPS_ID)?.textContent ?? '{}') as HubProps;
// As a transition, React hydrates in short slices: a tap on a slow phone is not kept waiting behind it.
startTransition(() => {
  hydrateRoot(document.getElementById(HUB_ROOT_ID)!, <HubApp {...props} />, {
    onRecoverableError: (error) => console.warn('[kiln] hub:', error),
  });
});
