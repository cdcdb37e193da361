import { applyTheme, themeStore, toggleTheme } from '../store/theme.ts';

/** Every [data-theme-toggle] switches the theme; the choice is stored and shared across tabs. */
export function initThemeToggle(): void {
  const sync = (theme = themeStore.get()) => {
    applyTheme(theme);
    for (const button of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
      const state = button.getAttribute('role') === 'switch' ? 'aria-checked' : 'aria-pressed';
      button.setAttribute(state, String(theme === 'dark'));
    }
  };
  sync();
  themeStore.subscribe(sync);
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-theme-toggle]')) toggleTheme();
  });
}
