import { Hook } from '../lib/dom-hooks.ts';
import { MOBILE_BREAKPOINT } from './tokens.ts';

/**
 * The stylesheet every page inlines before its component styles: theme variables for light
 * and dark (AA contrast checked for text, muted text and buttons in both), a small reset, and
 * the rules plain-DOM behaviours rely on (toasts, the layout switch).
 */
export const globalCss = /* css */ `
:root {
  color-scheme: light;
  --bg: #fbf7f2; --surface: #ffffff; --surface-2: #f3eadf; --text: #2b2118; --muted: #65554a;
  --border: #e2d5c6; --primary: #a8432c; --on-primary: #ffffff; --primary-soft: #f7e1d8;
  --accent: #25645f; --on-accent: #ffffff; --accent-soft: #dcefeb; --star: #a86a00;
  --danger: #b42318; --on-danger: #ffffff; --focus: #25645f;
  --info: #1c4ea3; --info-soft: #e3ecfb; --success: #1e6b3a; --success-soft: #ddf1e4; --danger-soft: #fce3df;
  --shadow-card: 0 1px 2px rgb(43 33 24 / 6%), 0 6px 20px rgb(43 33 24 / 7%);
  --shadow-raised: 0 12px 40px rgb(43 33 24 / 18%);
  --font-display: "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif;
  --font-body: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --header-height: 72px;
}
:root.dark {
  color-scheme: dark;
  --bg: #15110e; --surface: #211a16; --surface-2: #2a211c; --text: #f4ece3; --muted: #c4b5a7;
  --border: #3d3129; --primary: #e89072; --on-primary: #1b120e; --primary-soft: #3b2620;
  --accent: #74c7bd; --on-accent: #0f1d1b; --accent-soft: #1d3330; --star: #f2b84b;
  --danger: #ff8a80; --on-danger: #2a0906; --focus: #74c7bd;
  --info: #a9c8ff; --info-soft: #1c2a42; --success: #93dbab; --success-soft: #17301f; --danger-soft: #3b1b17;
  --shadow-card: 0 1px 2px rgb(0 0 0 / 40%), 0 6px 20px rgb(0 0 0 / 30%);
  --shadow-raised: 0 12px 40px rgb(0 0 0 / 55%);
}
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
