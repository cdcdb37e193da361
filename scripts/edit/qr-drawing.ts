import { create } from 'qrcode';
import type { QrDrawing } from '../../editor/edit-protocol.ts';

/**
 * `text` as a QR code's modules, for the editor to draw as an <svg> (no markup crosses the wire):
 * each run of dark modules on a row is one rectangle of the path. Error correction M, as printed
 * cards get smudged but should stay small enough to scan from a table's width away.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let d = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; ) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x += 1;
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size, d };
}
