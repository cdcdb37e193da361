import { useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandAttribute as A } from './attributes.ts';
import { islandIdPrefix } from './island-id.ts';
import { propsFile, PropsFiles } from './props-files.ts';
import { ISLANDS, type HydrateWhen, type IslandEntry, type IslandName, type IslandProps } from './registry.ts';

interface Props<N extends IslandName> {
  /** The island's registry name (site/islands/registry.ts): a typo is a type error. */
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  /** Overrides the registry's strategy for this use. */
  when?: HydrateWhen;
}

/**
 * Server side of an island: its HTML inside a marker carrying the props as JSON. React escapes
 * the attribute, so catalogue text cannot break out of it. The island is rendered as a root of
 * its own, exactly as the browser will hydrate it, so useId and the like agree on both sides;
 * its markup must depend on nothing but its props.
 */
export function Island<N extends IslandName>({ name, component, props, when = ISLANDS[name].when }: Props<N>) {
  // The props type follows the name; TypeScript cannot carry that pairing through JSX generics.
  const Component = component as ComponentType<object>;
  const files = useContext(PropsFiles);
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) });
  const json = JSON.stringify(props);
  const entry: IslandEntry = ISLANDS[name];
  const marker = {
    [A.name]: name,
    [A.when]: when,
    ...(entry.props === 'file' ? { [A.propsSrc]: propsFile(files, name, json) } : { [A.props]: json }),
  };
  return <div {...marker} dangerouslySetInnerHTML={{ __html: html }} />;
}
