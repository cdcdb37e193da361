import { Hook } from '../lib/dom-hooks.ts';

/**
 * A dish sold out for the day is offered again when the café next opens, even on a page built
 * before then and still open: its "Sold out" gives way to the add button the page holds hidden
 * beside it (sections/MenuItemList.tsx). Checked now, each minute, and when the guest comes back.
 * By the guest's real clock, even on a page built with --now: the page holds the moment it clears.
 */
export function initSoldOut(root: ParentNode): void {
  const check = () => {
    for (const label of root.querySelectorAll<HTMLElement>(`[${Hook.soldOutUntil}]`)) {
      if (Date.now() < Number(label.getAttribute(Hook.soldOutUntil))) continue;
      (label.nextElementSibling as HTMLElement | null)?.removeAttribute('hidden');
      label.remove();
    }
  };
  check();
  setInterval(check, 60_000);
  document.addEventListener('visibilitychange', check);
}
