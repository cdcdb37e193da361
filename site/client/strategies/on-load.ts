/** Hydrate at once: for islands the guest needs as soon as the page is there. */
export const onLoad = (_el: HTMLElement, hydrate: () => Promise<unknown>): void => {
  void hydrate();
};
