/**
 * Ids made by useId inside an island carry its name, so two islands on a page never collide.
 * Its own module: the browser needs it, and must not pull in Island.tsx's react-dom/server.
 */
export const islandIdPrefix = (name: string) => `${name}-`;
