import { Hook } from '../lib/dom-hooks.ts';
import { themeStore, type Theme } from '../store/theme-store.ts';

const systemTheme = (): Theme => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/** The theme in force: the guest's choice, else their system's. */
export const currentTheme = (): Theme => themeStore.get() ?? systemTheme();

/** Puts the theme class on <html> (site/layout/head-script.ts did it once before first paint). */
export const applyTheme = (theme: Theme): void => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
};

export const toggleTheme = (): void => themeStore.set(currentTheme() === 'dark' ? 'light' : 'dark');

/** Every [data-theme-toggle] switches the theme; the choice is stored and shared across tabs. */
export function initThemeToggle(): void {
  const sync = () => {
    const theme = currentTheme();
    applyTheme(theme);
    for (const button of document.querySelectorAll<HTMLElement>(`[${Hook.themeToggle}]`)) {
      const state = button.getAttribute('role') === 'switch' ? 'aria-checked' : 'aria-pressed';
      button.setAttribute(state, String(theme === 'dark'));
    }
  };
  sync();
  themeStore.subscribe(sync);
  // Until the guest chooses, the page follows their system as it changes.
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', sync);
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest(`[${Hook.themeToggle}]`)) toggleTheme();
  });
}
