import type { Hook } from './dom-hooks.ts';

export { Hook } from './dom-hooks.ts';

/**
 * The props that put a hook (lib/dom-hooks.ts) on an element in JSX: bare (React writes
 * `data-header="true"`), or with its value: `<header {...hook(Hook.header)}>`. Apart from the
 * names, so the boot script, which only reads them, imports no chunk for it.
 */
export const hook = (
  name: Hook,
  value: string | number | true = true,
): Record<`data-${string}`, string | number | true> => ({ [name]: value });
