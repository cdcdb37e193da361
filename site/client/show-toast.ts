import { Hook } from '../lib/dom-hooks.ts';
import { PAGE_EVENTS, type PageEventDetail, type Toast } from '../core/lib/page-events.ts';

export const TOAST_DURATION_MS = 5000;

let current: { el: HTMLElement; timer: ReturnType<typeof setTimeout> } | undefined;

/**
 * The region a toast goes to: the topmost open modal dialog's (ui/Toaster.tsx), as all
 * outside it is hidden behind it and inert; else the page's.
 */
function toaster(): HTMLElement {
  // Dialogs opened later are later in the page (the estimator's share dialog follows its sheet).
  return [...document.querySelectorAll<HTMLElement>(`dialog:modal > [${Hook.dialogToaster}]`)].at(-1) ?? pageToaster();
}

function pageToaster(): HTMLElement {
  let region = document.getElementById('toaster');
  if (!region) {
    region = document.createElement('div');
    region.id = 'toaster';
    region.className = 'toaster';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  return region;
}

export function dismissToast(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.el.remove();
  current = undefined;
}

/**
 * Shows one toast (replacing any other) for five seconds. Plain DOM, so pages, islands and the
 * hub share it without React. The toaster is a live region that is already on the page (a
 * region added together with its text is often not read); a destructive toast is assertive.
 */
export function showToast({ title, description, variant = 'default' }: Toast): void {
  dismissToast();
  const el = document.createElement('div');
  el.className = 'toast';
  el.setAttribute(Hook.toastVariant, variant);

  const heading = document.createElement('p');
  heading.className = 'toast-title';
  heading.textContent = title;
  const body = document.createElement('p');
  body.className = 'toast-description';
  body.textContent = description;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.textContent = '×';
  close.addEventListener('click', dismissToast);
  el.append(heading, body, close);

  // Hovering or focusing the toast holds it, so it cannot vanish while being read.
  const schedule = () => setTimeout(dismissToast, TOAST_DURATION_MS);
  const hold = () => current && clearTimeout(current.timer);
  const release = () => current?.el === el && (current.timer = schedule());
  el.addEventListener('pointerenter', hold);
  el.addEventListener('pointerleave', release);
  el.addEventListener('focusin', hold);
  el.addEventListener('focusout', release);

  // The label comes from the catalogue, rendered onto the page's toaster by the page shell.
  close.setAttribute('aria-label', pageToaster().getAttribute(Hook.dismissLabel) ?? 'Dismiss notification');
  current = { el, timer: schedule() };
  // A toast shown in a dialog stays on screen when the dialog closes (a confirmation's "Done"):
  // in the dialog below it (the estimator's sheet under its share dialog), else on the page.
  const place = () => {
    const region = toaster();
    region.setAttribute('aria-live', variant === 'destructive' ? 'assertive' : 'polite');
    region.append(el);
    region.closest('dialog')?.addEventListener('close', () => current?.el === el && place(), { once: true });
  };
  place();
}

/**
 * Tells the guest that what they tapped did not open because its code did not arrive (the
 * network), and that tapping again tries again. The words come from the catalogue, by the page shell.
 */
export function toastLoadFailed(): void {
  showToast({ ...(JSON.parse(pageToaster().getAttribute(Hook.loadFailed) ?? '{}') as Toast), variant: 'destructive' });
}

/** Islands ask for toasts with a DOM event (site/ui/request-page.ts). */
export function initToasts(): void {
  document.addEventListener(PAGE_EVENTS.toast, (event) =>
    showToast((event as CustomEvent<PageEventDetail[typeof PAGE_EVENTS.toast]>).detail),
  );
}
