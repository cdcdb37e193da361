import { EstimatorPanel, type EstimatorProps } from '../estimator/EstimatorPanel.tsx';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';
import { usePageDialog } from '../ui/use-page-dialog.ts';

/** The estimator island: opened by the page's estimator button (client/init-openers.ts); focus goes back to it on close. */
export default function Estimator(props: EstimatorProps) {
  const { open, close } = usePageDialog(PAGE_EVENTS.estimatorOpen);
  return <EstimatorPanel {...props} open={open} onClose={close} />;
}
