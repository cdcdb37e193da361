/** Hydrate when the main thread has nothing better to do. */
export const onIdle = (_el: HTMLElement, hydrate: () => Promise<unknown>): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 3000 });
  else setTimeout(() => void hydrate(), 200);
};
