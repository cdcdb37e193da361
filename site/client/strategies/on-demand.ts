/** Hydrate only when plain-DOM code asks (hydrateIslandNamed): the cart drawer, from any cart button. */
export const onDemand = (_el: HTMLElement, _hydrate: () => Promise<unknown>): void => {};
