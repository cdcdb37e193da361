import { createLocalStore } from './local-store.ts';
import { STORAGE_KEYS } from './keys.ts';

export type Theme = 'light' | 'dark';

const parseTheme = (raw: unknown): Theme | undefined => (raw === 'light' || raw === 'dark' ? raw : undefined);

const systemTheme = (): Theme =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

/** The guest's chosen theme; until they choose, their system's. */
export const themeStore = createLocalStore<Theme>(STORAGE_KEYS.theme, parseTheme, systemTheme());

export const applyTheme = (theme: Theme): void => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
};

export const toggleTheme = (): void => themeStore.set((t) => (t === 'dark' ? 'light' : 'dark'));

/**
 * Inlined in <head> so the stored theme is on <html> before first paint (no flash of the wrong
 * theme). It must stay tiny and must not throw when storage is unavailable or corrupt.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.theme,
)}))}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';if(t==='dark')document.documentElement.classList.add('dark')})()`;
