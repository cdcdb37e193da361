import { cafeClock } from '../core/lib/cafe-clock.ts';
import { isServedAt, readServedHook } from '../core/lib/served-hours.ts';
import { Hook } from '../lib/dom-hooks.ts';

/**
 * A dish served only some hours ("Breakfast until 11 AM") can be added to the cart only then, by
 * the café's clock: outside them its add button is hidden, and the words beside its name say
 * when it is served. Checked now, each minute, and when the guest comes back to the page.
 * Without script every button shows: the kitchen, not the page, has the last word.
 */
export function initServedHours(root: ParentNode): void {
  const check = () => {
    const now = new Date();
    for (const action of root.querySelectorAll<HTMLElement>(`[${Hook.served}]`)) {
      const served = readServedHook(action.getAttribute(Hook.served) ?? '');
      if (served) action.hidden = !isServedAt(served.hours, cafeClock(served.timeZone, now).minutes);
    }
  };
  check();
  setInterval(check, 60_000);
  document.addEventListener('visibilitychange', check);
}
