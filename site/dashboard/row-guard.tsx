import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';

const skip = () => null;
const report = (error: unknown) => console.error('[kiln] a hub row could not be shown and was left out:', error);

/** Draws the row inside the boundary: a row written out in the screen's own render would fail the screen. */
const Row = ({ draw }: { draw: () => ReactNode }) => draw();

/**
 * One row of a hub screen (a reservation, an offer, a coupon, a customer), drawn by `children`.
 * The stored data is vetted (site/dashboard/hub-data.ts), but a row that gets through and still
 * cannot be drawn is left out, and the screen, the sidebar and the other rows stay usable:
 * without this, one such row unmounted the whole hub.
 */
export const RowGuard = ({ children }: { children: () => ReactNode }) => (
  <ErrorBoundary fallback={skip} onError={report}>
    <Row draw={children} />
  </ErrorBoundary>
);
