import { lazy, Suspense } from 'react';

// The setup is a new café's first hour in the editor: its questions load only when opened.
const SetupScreen = lazy(() => import('./setup-screen.tsx').then((m) => ({ default: m.SetupScreen })));

/** /setup: kiln init's questions (setup-screen.tsx), loaded when first opened. */
export function SetupRoute() {
  return (
    <Suspense fallback={<p className="loading">Loading the setup…</p>}>
      <SetupScreen />
    </Suspense>
  );
}
