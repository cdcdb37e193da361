// A thread of its own for sanitizing drawings (sanitize-in-thread.ts starts it): jsdom takes half a
// second to load and DOMPurify some milliseconds a drawing, while the build renders its pages.
import { parentPort } from 'node:worker_threads';
import type { SanitizeAnswer, SanitizeJob } from './sanitize-in-thread.ts';
import { sanitizeSvg, UnreadableDrawing } from './sanitize-svg.ts';

const port = parentPort;
if (!port) throw new Error('sanitize-worker.ts runs as a worker thread');
port.on('message', async ({ id, svg }: SanitizeJob) => {
  let answer: SanitizeAnswer;
  try {
    answer = { id, text: await sanitizeSvg(svg) };
  } catch (error) {
    answer = { id, message: (error as Error).message, unreadable: error instanceof UnreadableDrawing };
  }
  port.postMessage(answer);
});
