import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { BUNDLED } from '../project-dir.ts';
import { UnreadableDrawing } from './drawing-verdict.ts';

export interface SanitizeJob {
  id: number;
  svg: string;
}
export type SanitizeAnswer = { id: number; text: string } | { id: number; message: string; unreadable: boolean };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();

/**
 * sanitizeSvg (sanitize-svg.ts) in a worker thread (sanitize-worker.ts), started on first use and
 * kept for the process: the thread that renders pages goes on while jsdom loads. The thread does
 * not keep the process alive once nothing is asked of it.
 */
export function sanitizeInThread(svg: string): Promise<string> {
  const thread = (worker ??= startWorker());
  thread.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, svg } satisfies SanitizeJob);
  });
}

function startWorker(): Worker {
  // In the prebuilt CLI, the worker is a script of its own beside the bundle (cli-bundle.mjs); from
  // the sources (tests), its TypeScript goes through tsx, registered in the thread itself.
  const thread = BUNDLED
    ? new Worker(join(__dirname, 'sanitize-worker.cjs'))
    : new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(new URL('./sanitize-worker.ts', import.meta.url).href)}));`,
        { eval: true },
      );
  thread.on('message', (answer: SanitizeAnswer) => {
    const job = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) thread.unref();
    if ('text' in answer) job?.resolve(answer.text);
    else job?.reject(answer.unreadable ? new UnreadableDrawing(answer.message) : new Error(answer.message));
  });
  const fail = (error: Error) => {
    worker = undefined;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the drawing sanitizer's thread ended (exit ${code})`)));
  return thread;
}
