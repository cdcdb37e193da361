import { createElement } from 'react';
import { setup, styled, css, keyframes } from 'goober';

// Props starting with `$` style a component without reaching the DOM.
setup(createElement, undefined, undefined, (props: Record<string, unknown>) => {
  for (const key of Object.keys(props)) if (key.startsWith('$')) delete props[key];
});

export { styled, css, keyframes };
