import type { ComponentType } from 'react';

/** When an island's JavaScript is fetched and hydrated (client/strategies/). */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

interface Props<P extends object> {
  /** The island's file name under site/islands/. */
  name: string;
  component: ComponentType<P>;
  props: P;
  when?: HydrateWhen;
}

/**
 * Server side of an island: its HTML inside a marker carrying the props as JSON. React escapes
 * the attribute, so catalogue text cannot break out of it. The browser hydrates the same
 * component with the same props, so the markup must depend on nothing but them.
 */
export function Island<P extends object>({ name, component: Component, props, when = 'visible' }: Props<P>) {
  return (
    <div data-island={name} data-when={when} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
