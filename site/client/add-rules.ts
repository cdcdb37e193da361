import { cssRules } from '../styles/css-rules.ts';

/**
 * Rules that arrive after the page (a late section, a switched-to view) join goober's sheet, each
 * unless it is there already: what goober does for an island's. In a sheet of their own, after
 * goober's, they would outrank the rules an island adds later; repeated, a shared class's rules
 * would undo the page's modifiers of it. A view's rules stay once it is left: each rule is scoped
 * to its own class.
 */
export function addRules(css: string): void {
  const sheet = document.getElementById('_goober')?.firstChild;
  if (!(sheet instanceof Text)) {
    document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
    return;
  }
  const missing = cssRules(css).filter((rule) => !sheet.data.includes(rule));
  if (missing.length > 0) sheet.data += missing.join('');
}
