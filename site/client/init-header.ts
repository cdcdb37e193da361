import { Hook } from '../lib/dom-hooks.ts';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';
import { HEADER_BREAKPOINT } from '../styles/breakpoint.ts';

/** How far the page scrolls before the transparent header turns solid (SPEC §9). */
export const HEADER_SOLID_AFTER_PX = 50;

/** Header behaviour without React: solid on scroll, logo to top, dropdowns and the menu panel. */
export function initHeader(): void {
  const header = document.querySelector<HTMLElement>(`[${Hook.header}]`);
  if (!header) return;

  const menuButton = header.querySelector<HTMLButtonElement>(`[${Hook.mobileMenuButton}]`);
  const menu = document.getElementById('site-menu');
  const menuOpen = () => menuButton?.getAttribute('aria-expanded') === 'true';

  const paint = () => header.toggleAttribute(Hook.solid, window.scrollY > HEADER_SOLID_AFTER_PX || menuOpen());
  paint();
  window.addEventListener('scroll', paint, { passive: true });

  header.querySelector(`[${Hook.logo}]`)?.addEventListener('click', (event) => {
    if (location.pathname !== '/') return;
    event.preventDefault();
    window.scrollTo({ top: 0 });
    history.replaceState(null, '', '/');
  });

  // Dropdowns: a disclosure button per group; one open at a time; Escape or a click elsewhere closes.
  const dropdownButtons = [...header.querySelectorAll<HTMLButtonElement>(`[${Hook.menu}] > button`)];
  const closeDropdowns = (except?: HTMLButtonElement) => {
    for (const b of dropdownButtons) if (b !== except) b.setAttribute('aria-expanded', 'false');
  };
  for (const button of dropdownButtons) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeDropdowns(button);
      button.setAttribute('aria-expanded', String(open));
    });
  }

  const setMenu = (open: boolean) => {
    if (!menuButton || !menu) return;
    menuButton.setAttribute('aria-expanded', String(open));
    menuButton.setAttribute('aria-label', menuButton.getAttribute(open ? Hook.labelClose : Hook.labelOpen) ?? '');
    menu.hidden = !open;
    document.body.style.overflow = open ? 'hidden' : '';
    paint();
    if (open) menu.querySelector<HTMLElement>('a, button')?.focus();
  };
  menuButton?.addEventListener('click', () => setMenu(!menuOpen()));
  // Anything in the menu that leads elsewhere (a link, the cart) closes it.
  menu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest(`a, [${Hook.cartOpen}]`)) setMenu(false);
  });

  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest(`[${Hook.menu}]`)) closeDropdowns();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab' && menuOpen()) trapFocus(event);
    if (event.key !== 'Escape') return;
    const open = dropdownButtons.find((b) => b.getAttribute('aria-expanded') === 'true');
    if (open) {
      closeDropdowns();
      open.focus();
    } else if (menuOpen()) {
      setMenu(false);
      menuButton?.focus();
    }
  });
  // Tab and Shift+Tab stay inside the open menu: its close button and what the panel shows.
  const trapFocus = (event: KeyboardEvent) => {
    const stops = [menuButton, ...(menu?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter(
      (el): el is HTMLElement => !!el && el.getClientRects().length > 0,
    );
    const first = stops[0];
    const last = stops.at(-1);
    const inside = stops.includes(document.activeElement as HTMLElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) last?.focus();
    else if (!event.shiftKey && (document.activeElement === last || !inside)) first?.focus();
    else return;
    event.preventDefault();
  };
  document.addEventListener(PAGE_EVENTS.viewChanged, () => setMenu(false));

  // Crossing into the wide layout with the menu open would leave the page unscrollable.
  matchMedia(`(min-width: ${HEADER_BREAKPOINT}px)`).addEventListener(
    'change',
    (e) => e.matches && menuOpen() && setMenu(false),
  );
}
