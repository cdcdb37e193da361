import { PAGE_EVENTS } from '../lib/page-events.ts';

/** The phone layout's floating contact button (layout/MobileChrome.tsx): opens and closes its fan of links. */
export function initContactFab(): void {
  const fab = document.querySelector<HTMLElement>('[data-contact-fab]');
  const button = fab?.querySelector<HTMLButtonElement>('button');
  const fan = fab?.querySelector<HTMLElement>('ul');
  if (!fab || !button || !fan) return;

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
    fan.hidden = !open;
  };
  button.addEventListener('click', () => set(!isOpen()));
  // Choosing a link, tapping elsewhere or a new view closes it; Escape too, back on its button.
  fan.addEventListener('click', () => set(false));
  document.addEventListener('click', (event) => {
    if (isOpen() && !fab.contains(event.target as Node)) set(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    set(false);
    button.focus();
  });
  document.addEventListener(PAGE_EVENTS.viewChanged, () => set(false));
}
