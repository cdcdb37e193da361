import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandIdPrefix } from './island-id.ts';

/**
 * When an island's JavaScript is fetched and hydrated (client/strategies/). 'demand': only when
 * plain-DOM code asks for it with hydrateIslandNamed (e.g. the cart drawer, opened from the header).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction' | 'demand';

interface Props<P extends object> {
  /** The island's file name under site/islands/. */
  name: string;
  component: ComponentType<P>;
  props: P;
  when?: HydrateWhen;
}


/**
 * Server side of an island: its HTML inside a marker carrying the props as JSON. React escapes
 * the attribute, so catalogue text cannot break out of it. The island is rendered as a root of
 * its own, exactly as the browser will hydrate it, so useId and the like agree on both sides;
 * its markup must depend on nothing but its props.
 */
export function Island<P extends object>({ name, component: Component, props, when = 'visible' }: Props<P>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) });
  return (
    <div
      data-island={name}
      data-when={when}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
