import { Hook } from '../lib/dom-hooks.ts';

/**
 * Rules for a browser with scripts turned off, inlined in a <noscript> in each page's head. The
 * content tabs (ui/Tabs.tsx: the menu's categories, the packages) cannot switch there, so every
 * panel shows, one after another under its own heading, and the tab row that would do nothing is
 * hidden. !important, as global.ts's [hidden] rule is.
 */
export const noScriptCss = `[${Hook.tabs}]>[role=tablist]{display:none!important}[${Hook.tabs}]>[role=tabpanel][hidden]{display:block!important}`;
