import { useSyncExternalStore } from 'react';

const dark = () => document.documentElement.classList.contains('dark');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Whether the page is dark right now, for a toggle React renders: the theme itself is the plain-DOM
 * code's (the head script, then site/client/init-theme-toggle.ts), and a switch shown later must still say so.
 */
export const useDarkTheme = (): boolean => useSyncExternalStore(subscribe, dark, () => false);
