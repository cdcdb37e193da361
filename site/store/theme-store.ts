import { STORAGE_KEYS } from './keys.ts';
import { createLocalStore } from './local-store.ts';

export type Theme = 'light' | 'dark';

const parseTheme = (raw: unknown): Theme | undefined => (raw === 'light' || raw === 'dark' ? raw : undefined);

/** The theme the guest chose, shared by every page, tab and the hub; null until they choose (then their system's applies). */
export const themeStore = createLocalStore<Theme | null>(STORAGE_KEYS.theme, parseTheme, null);
