import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { IslandAttribute as A } from '../islands/attributes.ts';
import { islandIdPrefix } from '../islands/island-id.ts';

const roots = new WeakMap<HTMLElement, Root>();

/** Unmounts a hydrated island whose element leaves the page. */
export function unmountIsland(el: HTMLElement): void {
  roots.get(el)?.unmount();
  roots.delete(el);
}

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Hydrates server HTML with React; resolves once the island is live. Loaded only by islands.
 * If the island throws while rendering, it logs `[kiln] island "name" failed: …`, unmounts, and
 * puts the server's HTML back: the guest keeps what the page showed before React.
 */
export function hydrateComponent<P extends object>(
  el: HTMLElement,
  Component: ComponentType<P>,
  props: P,
): Promise<void> {
  const name = el.getAttribute(A.name) ?? '';
  const serverHtml = el.innerHTML;
  return new Promise((resolve, reject) => {
    let root: Root | undefined;
    const fail = (error: unknown) => {
      console.error(`[kiln] island "${name}" failed:`, error);
      el.setAttribute(A.failed, '');
      reject(error instanceof Error ? error : new Error(String(error)));
      // Not during React's commit: unmount on the next task, then restore the server HTML.
      setTimeout(() => {
        root?.unmount();
        el.innerHTML = serverHtml;
      });
    };
    // As a transition, React hydrates in short slices: a tap on a slow phone is not kept waiting behind it.
    startTransition(() => {
      root = hydrateRoot(
        el,
        <ErrorBoundary fallback={() => null} onError={fail}>
          <Ready onReady={resolve}>
            <Component {...props} />
          </Ready>
        </ErrorBoundary>,
        {
          identifierPrefix: islandIdPrefix(name),
          onRecoverableError: (error) => console.warn(`[kiln] island "${name}":`, error),
        },
      );
      roots.set(el, root);
    });
    setTimeout(() => reject(new Error('hydration timed out')), 15000);
  });
}
