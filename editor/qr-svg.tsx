import type { QrDrawing } from './edit-protocol.ts';

/** The quiet zone a QR code needs around it, in modules (the standard's four). */
const QUIET = 4;

/**
 * A QR code the server drew (scripts/edit/qr-drawing.ts), as an <svg>: black on white in either
 * theme, as a phone's camera reads it best, and named by its address for screen readers.
 */
export function QrSvg({ qr, url }: { qr: QrDrawing; url: string }) {
  const side = qr.size + 2 * QUIET;
  return (
    <svg
      className="qr"
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      role="img"
      aria-label={`QR code for ${url}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
