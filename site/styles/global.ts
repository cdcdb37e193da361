import type { DerivedTheme } from '../core/theme/derive-theme.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { themeDeclarations } from './palette.ts';
import { MOBILE_BREAKPOINT } from './tokens.ts';

/**
 * The theme's tokens (site/core/theme/derive-theme.ts) as custom properties for light and dark.
 * A café without dark mode has no dark rules (the class the head script may set changes nothing),
 * and no theme switch.
 */
const themeCss = ({ light, dark, fonts, radii }: DerivedTheme): string => /* css */ `
:root {
  color-scheme: light; ${themeDeclarations(light)}
  --font-display:${fonts.display};--font-body:${fonts.body};
  --radius-sm:${radii.sm};--radius-md:${radii.md};--radius-lg:${radii.lg};
  --header-height: 72px;
}
${dark ? `:root.dark { color-scheme: dark; ${themeDeclarations(dark)} }` : `[${Hook.themeToggle}] { display: none !important; }`}
`;

/**
 * The stylesheet every page inlines before its component styles: the theme's tokens, a small
 * reset, and the layout switch: what a page needs before any script. What only scripts draw
 * (toasts) is in scripted-css.ts, out of every page's first round trip.
 */
export const globalCss = (theme: DerivedTheme): string => themeCss(theme) + BASE_CSS;

const BASE_CSS = /* css */ `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(var(--header-height) + 16px); }
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
/* Asked for less motion: nothing slides, fades or eases, anywhere (carousels also stop autoplaying). */
@media (prefers-reduced-motion: reduce) {
  *, ::before, ::after, ::backdrop { animation: none !important; transition: none !important; }
}
body {
  margin: 0; background: var(--bg); color: var(--text); font: 16px/1.6 var(--font-body);
  -webkit-font-smoothing: antialiased; text-rendering: optimizeLegibility;
  /* A long word or pasted address in staff's text breaks rather than run off the screen. */
  overflow-wrap: break-word;
}
h1, h2, h3, h4 { font-family: var(--font-display); line-height: 1.15; margin: 0 0 .5em; font-weight: 600; letter-spacing: -0.01em; }
p { margin: 0 0 1em; }
img, svg, video, iframe { display: block; max-width: 100%; }
img { height: auto; }
/* Icons point into the cached sprite (site/ui/Icon.tsx): stroked in the text colour unless told otherwise. */
.icon { flex-shrink: 0; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.icon-filled { fill: currentColor; }
.icon-bold { stroke-width: 3; }
a { color: inherit; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
[hidden] { display: none !important; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.skip-link {
  position: fixed; left: 16px; top: -100px; z-index: 100; padding: 10px 16px; border-radius: 8px;
  background: var(--primary); color: var(--on-primary); font-weight: 600; text-decoration: none;
}
.skip-link:focus { top: 16px; }
[data-island] { display: contents; }
.dark .icon-moon, :root:not(.dark) .icon-sun { display: none; }
body { min-height: 100vh; display: flex; flex-direction: column; --tabbar-height: 0px; }
body > main { flex: 1; }

/*
 * A tapped control whose code is on its way (layout/tap-capture.ts, client/busy-until.ts) shows it
 * at once, and still: a ring and a thick underline inside it, in its own text colour (a shadow's
 * when none is given), so with its text's contrast. The attribute twice outweighs a control's own
 * shadow (the estimator's launcher has one). Every page carries this: bytes count.
 */
:is(button, a)[aria-busy="true"][aria-busy] { cursor: progress; box-shadow: inset 0 0 0 2px, inset 0 -5px; }
/*
 * A view the phone layout draws differently carries both; the viewport decides which one shows, with no JavaScript.
 * The desktop header has a line for the café's hours above its row (layout/Header.tsx).
 */
@media (min-width: ${MOBILE_BREAKPOINT}px) { .view-mobile { display: none !important; } :root { --header-height: 100px; } }
@media (max-width: ${MOBILE_BREAKPOINT - 1}px) {
  .view-desktop { display: none !important; }
  /*
   * The bottom tabs are fixed: the page ends above them (and so do toasts, styles/scripted-css.ts). The footer ends with
   * room for the floating button too (56 px and its 16 px margin, layout/MobileChrome.tsx), so
   * its last line and controls scroll clear of it.
   */
  body { --tabbar-height: 64px; --fab-room: 72px; padding-bottom: calc(var(--tabbar-height) + env(safe-area-inset-bottom)); }
  /* On the packages view the estimator's button takes the contact button's place (SPEC §2.7). */
  body:has([${Hook.estimatorOpen}]) [data-contact-fab] { display: none; }
}
`;
