import { Hook } from '../lib/dom-hooks.ts';

/** The copyright year is rendered at build time; a page served next January corrects it. */
export function initFooterYear(): void {
  const year = String(new Date().getFullYear());
  for (const el of document.querySelectorAll(`[${Hook.year}]`)) if (el.textContent !== year) el.textContent = year;
}
