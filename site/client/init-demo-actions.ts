import { Hook } from '../lib/dom-hooks.ts';
import { retry } from './retry.ts';
import { showToast } from './show-toast.ts';

/** Holds a reservation form to possible bookings (client/arm-bookings.ts): fetched only where one is used. */
const armBooking = (form: Element | null | false) =>
  form && void retry(() => import('./arm-bookings.ts'), 1000, 3).then((m) => m.armBooking(form as HTMLFormElement));

/**
 * Demonstrations send nothing (SPEC §1). A demo form (ui/DemoForm.tsx) shows its toast once the
 * browser's own checks pass, and clears; a demo button (`button[data-demo-toast]`, e.g. a
 * package's "Book this package") just shows its toast. A reservation form (`data-booking`) also
 * refuses an impossible booking first.
 */
export function initDemoActions(): void {
  // The page's own are armed at once (client/arm-extras.ts); one that arrives later (the home page's
  // late section) as soon as it is used.
  document.addEventListener('focusin', (event) =>
    armBooking(event.target instanceof Element && event.target.closest(`form[${Hook.booking}]`)),
  );
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const toast = form.getAttribute(Hook.demoToast);
    if (!toast) return;
    event.preventDefault();
    showToast(JSON.parse(toast));
    form.reset();
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`button[${Hook.demoToast}]`);
    if (button && !button.form) showToast(JSON.parse(button.getAttribute(Hook.demoToast) ?? '{}'));
  });
}
