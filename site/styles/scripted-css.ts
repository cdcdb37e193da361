import { Hook } from '../lib/dom-hooks.ts';
import { floatingPanel, MOBILE_BREAKPOINT } from './tokens.ts';

/**
 * The rules for what only scripts draw: toasts, a view on its way, floating buttons stepping aside
 * for an open menu or dialog. Pages do not inline them (global.ts does what a page needs before
 * any script): their bytes would count in every page's first round trip. The bundler minifies
 * them into the boot script and the hub's (KILN_SCRIPTED_CSS, scripts/bundle/bundle-client.ts),
 * which add them before anything they draw (client/add-scripted-styles.ts).
 */
export const scriptedCss = /* css */ `
/* Toasts (client/show-toast.ts): one at a time, bottom right; above the tabs on a phone (below). */
.toaster {
  position: fixed; z-index: 90; right: 16px; bottom: 16px; left: 16px; display: flex;
  justify-content: flex-end; pointer-events: none;
}
.toast {
  pointer-events: auto; width: min(380px, 100%); display: grid; grid-template-columns: 1fr auto;
  gap: 4px 12px; padding: 16px 16px 16px 20px; border-radius: 14px; border: 1px solid var(--border);
  background: var(--surface); color: var(--text); box-shadow: var(--shadow-raised);
  animation: toast-in .2s ease-out;
}
.toast[${Hook.toastVariant}="destructive"] { background: var(--danger); color: var(--on-danger); border-color: transparent; }
.toast-title { font-weight: 700; margin: 0; }
.toast-description { margin: 0; grid-column: 1; font-size: .94rem; }
.toast-close {
  grid-row: 1 / span 2; grid-column: 2; align-self: start; width: 32px; height: 32px; border: 0;
  border-radius: 8px; background: transparent; cursor: pointer; font-size: 1.25rem; line-height: 1;
}
.toast-close:hover { background: rgb(127 127 127 / 18%); }
@keyframes toast-in { from { transform: translateY(12px); opacity: 0; } }
/* In a modal dialog (ui/Toaster.tsx) toasts go to the top: its actions are at the bottom. */
.toaster[${Hook.dialogToaster}] { top: 16px; bottom: auto; justify-content: center; }
/* Above the estimator's floating launcher (pages/packages-page.tsx: 48 px high, 24 px up), which the guest may need to tap. */
body:has([${Hook.estimatorOpen}]) #toaster { bottom: calc(var(--tabbar-height) + 88px + env(safe-area-inset-bottom)); }
/* Beside the desktop estimator's floating panel, not over its Book Now. */
@media (min-width: ${MOBILE_BREAKPOINT}px) {
  body:has(dialog[data-estimator][open]:not(:modal)) #toaster { right: ${floatingPanel.width + floatingPanel.inset + 16}px; }
}
/*
 * The floating buttons ([data-floating]: the contact button, the estimator's) step aside while
 * the menu, the cart or any modal dialog is open, so none lies over what those show. Hidden, not
 * removed: a sticky one keeps its place, and the page does not move. The desktop estimator's
 * panel is not modal and opens above its button, which stays to take focus back when it closes.
 */
:root:has(#site-menu:not([hidden]), dialog:modal) [data-floating] { visibility: hidden; }
@media (max-width: ${MOBILE_BREAKPOINT - 1}px) {
  .toaster { bottom: calc(var(--tabbar-height) + 16px + env(safe-area-inset-bottom)); }
  /* A view on its way (client/init-view-switch.ts): a bar along the top bar's top edge, out of the flow; whole and still for less motion. */
  main[aria-busy="true"]::before {
    content: ""; position: fixed; z-index: 51; inset: 0 0 auto; height: 3px;
    background: var(--primary); animation: view-busy 1s infinite;
  }
}
@keyframes view-busy { from { scale: 0 1; } }
`;
