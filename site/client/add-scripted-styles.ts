import { Hook } from '../lib/dom-hooks.ts';

/**
 * Turns on the rules for what scripts draw (toasts, a view on its way), before anything draws
 * it: the page links them for print only, so its first paint never waits for them. They are a
 * few hundred bytes asked for with the page, so they are here long before a first toast.
 */
export function addScriptedStyles(): void {
  document.querySelector(`link[${Hook.scriptedStylesheet}]`)?.removeAttribute('media');
}
