import { createContext } from 'react';

/**
 * Whether the page has a cart to add to: the cart's words are store.json's, so a catalogue
 * without it has no cart, and no Add button that would lead nowhere (layout/PageShell.tsx).
 */
export const CartPresence = createContext(true);
