import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Work writing into the folder: a promise, or a function asked for one once every write it covers has started. */
type Work = Promise<unknown> | (() => Promise<unknown>);

export interface OutputFolder {
  /** The folder on disk. */
  readonly dir: string;
  /** Starts writing `file` (relative to this folder): the disk works while the next page renders. */
  write(file: string, text: string): void;
  /** Counts bytes put in by other means (a bundle copied in). */
  count(bytes: number): void;
  /** Other work writing into the folder (copies, pictures), to wait for with the writes. */
  track(work: Work): void;
  /** The same folder's work and count, writing under `sub`. */
  at(sub: string): OutputFolder;
  /** Waits for every write and tracked work, failing at the first failure; resolves to the bytes written. */
  done(): Promise<number>;
  /** Settles once everything started has finished or failed: only then can a failed build remove the folder. */
  settled(): Promise<unknown>;
}

/**
 * A build's output folder while it is written: all the concurrency of a build in one place. Each
 * folder is made once, each text encoded once (a rendered page is a string of thousands of pieces,
 * which counting its bytes and then writing it as text would each walk again), and no failure is
 * left unhandled: a failed write must not end the process before the build cleans up.
 */
export function outputFolder(root: string): OutputFolder {
  const folders = new Map<string, Promise<unknown>>();
  const work: Work[] = [];
  let bytes = 0;
  const folder = (path: string) => {
    let made = folders.get(path);
    if (!made) folders.set(path, (made = mkdir(path, { recursive: true })));
    return made;
  };
  const track = (w: Work) => {
    if (w instanceof Promise) w.catch(() => undefined);
    work.push(w);
  };
  const started = () => work.map((w) => (w instanceof Promise ? w : w()));
  const at = (dir: string): OutputFolder => ({
    dir,
    write(file, text) {
      const path = join(dir, file);
      const data = Buffer.from(text);
      track(folder(dirname(path)).then(() => writeFile(path, data)));
      bytes += data.length;
    },
    count: (n) => void (bytes += n),
    track,
    at: (sub) => at(join(dir, sub)),
    done: () => Promise.all(started()).then(() => bytes),
    settled: () => Promise.allSettled(started()),
  });
  return at(root);
}
