import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';
import type { EstimatorProps } from './EstimatorPanel.tsx';

// The estimator (and its share dialog) load only when someone opens it.
const EstimatorPanel = lazy(() => import('./EstimatorPanel.tsx').then((m) => ({ default: m.EstimatorPanel })));

/**
 * The Dashboard's Event Estimator button (SPEC §2.10) and the estimator it opens, for React
 * screens (the hub app, the site's Dashboard view); focus goes back to the button on close.
 * The site's pages open their estimator island from plain HTML instead (client/init-openers.ts).
 */
export function EstimatorButton({ label, estimator }: { label: string; estimator: EstimatorProps }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={button}
        className={buttonClass('primary', 'sm')}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Icon name="calculator" size={18} />
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EstimatorPanel
            {...estimator}
            open
            onClose={() => {
              // Gone first: while its modal sheet (on a phone) is open, the button is inert and cannot take focus.
              flushSync(() => setOpen(false));
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
