const WARM_UP = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Hydrate on the guest's first approach (hover, touch, focus). A click that lands before
 * hydration has finished is held back and replayed on the same element afterwards, so it is
 * never lost.
 */
export const onInteraction = (el: HTMLElement, hydrate: () => Promise<void>): void => {
  let started: Promise<void> | undefined;
  const start = () => (started ??= hydrate());
  for (const type of WARM_UP) el.addEventListener(type, start, { once: true, passive: true });

  const holdClick = (event: MouseEvent) => {
    const target = event.target as Element;
    event.preventDefault();
    event.stopPropagation();
    el.removeEventListener('click', holdClick, true);
    // Dispatched, not target.click(): the tap may have landed on an icon, and SVG has no click().
    void start().then(() => target.isConnected && target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })));
  };
  el.addEventListener('click', holdClick, true);
};
