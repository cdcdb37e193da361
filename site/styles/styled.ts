import { createElement } from 'react';
import { setup, styled, css, keyframes } from 'goober';

// Props starting with `$` style a component without reaching the DOM.
setup(createElement, undefined, undefined, (props: object) => {
  const bag = props as Record<string, unknown>;
  for (const key of Object.keys(bag)) if (key.startsWith('$')) delete bag[key];
});

export { styled, css, keyframes };
