import { lazy, Suspense } from 'react';
import type { EditorInfo } from './edit-protocol.ts';

// The launch kit is opened once or twice before a site goes live: its page loads only then.
const LaunchKitPage = lazy(() => import('./launch-kit-page.tsx').then((m) => ({ default: m.LaunchKitPage })));

/** /launch: the launch kit (launch-kit-page.tsx), loaded when first opened. */
export function LaunchKitRoute({ info }: { info: EditorInfo }) {
  return (
    <Suspense fallback={<p className="loading">Making the launch kit…</p>}>
      <LaunchKitPage info={info} />
    </Suspense>
  );
}
