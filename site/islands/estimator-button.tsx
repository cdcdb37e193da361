import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';
import type { EstimatorProps } from './estimator.tsx';

// The estimator (and its share dialog) load only when someone opens it.
const EstimatorPanel = lazy(() => import('./estimator.tsx').then((m) => ({ default: m.EstimatorPanel })));

/**
 * The Dashboard's Event Estimator button (SPEC §2.10) and the estimator it opens, for React
 * screens (the hub app, the site's Dashboard view); focus goes back to the button on close.
 * The site's pages open their estimator island from plain HTML instead (client/openers.ts).
 */
export function EstimatorButton({ label, estimator }: { label: string; estimator: EstimatorProps }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Back to the button once the estimator is gone: while its modal sheet (on a phone) is still
  // open, everything outside it is inert and cannot take focus.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button type="button" ref={button} className={buttonClass('primary', 'sm')} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="calculator" size={18} />
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EstimatorPanel
            {...estimator}
            open
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
