import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix } from '../ui/island-id.ts';

function Ready({ onReady, children }: { onReady: () => void; children: React.ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/** Hydrates server HTML with React; resolves once the island is live. Loaded only by islands. */
export function hydrateComponent<P extends object>(el: HTMLElement, Component: ComponentType<P>, props: P): Promise<void> {
  return new Promise((resolve, reject) => {
    hydrateRoot(
      el,
      <Ready onReady={resolve}>
        <Component {...props} />
      </Ready>,
      {
        identifierPrefix: islandIdPrefix(el.dataset.island ?? ''),
        onRecoverableError: (error) => console.warn(`[kiln] island "${el.dataset.island}":`, error),
      },
    );
    setTimeout(() => reject(new Error('hydration timed out')), 15000);
  });
}
