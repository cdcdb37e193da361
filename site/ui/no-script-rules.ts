import { createContext, useContext } from 'react';

/**
 * Rules a component needs only in a browser with scripts turned off (the menu's diet filter done
 * in plain CSS), collected while a page renders and inlined in the <noscript> of its head with
 * styles/no-script.ts's (scripts/render/render-page.tsx): a <style> in the body is not valid HTML.
 */
export const NoScriptRules = createContext<Set<string> | null>(null);

/** Adds `rules` to the page's no-script rules, once however often it renders. */
export function useNoScriptRules(rules: string): void {
  useContext(NoScriptRules)?.add(rules);
}
