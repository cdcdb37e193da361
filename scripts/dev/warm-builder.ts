import { fork, type ChildProcess } from 'node:child_process';
import type { BuildOptions } from '../build.ts';
import type { BuildOutcome } from '../outcome.ts';
import { prebuiltCli } from '../prebuilt/cli-bundle.mjs';
import { PROJECT_DIR } from '../project-dir.ts';
import type { BuildReply, BuildRequest } from './build-worker.ts';

/** A build's outcome as `kiln dev` shows it; `failed`, a bug, carries the lines to show (the error, or what a worker that ended mid-build printed on stderr). */
export type DevOutcome = BuildOutcome | { outcome: 'failed'; lines: string[] };

export interface WarmBuilder {
  /**
   * Builds in the worker, first replacing it if the sources changed since it started. One build at
   * a time. `catalogOnly`: nothing but catalogue files changed since the last build.
   */
  build(options: BuildOptions, catalogOnly?: boolean): Promise<DevOutcome>;
  /** A file under site/, hub/ or scripts/ changed: check the prebuilt CLI before the next build. */
  sourcesChanged(): void;
  stop(): void;
}

/** The prebuilt CLI as the builder needs it: its key, and its worker's script (tests give their own). */
export interface PrebuiltWorker {
  key: string;
  buildWorker: string;
}

interface Worker {
  key: string;
  child: ChildProcess;
  /** Its stderr since the current build began. */
  stderr: string;
}

/**
 * `kiln dev`'s builds, in a worker process (scripts/dev/build-worker.ts) that stays up between
 * them. On the first build after a source change it asks for the prebuilt CLI (bundled again if
 * the sources differ) and, if that is a new one, replaces the worker: pages are always rendered
 * by the code as it is saved, while a catalogue save reuses the warm process.
 */
export function warmBuilder({
  prebuilt = () => prebuiltCli({ root: PROJECT_DIR }),
}: {
  prebuilt?: () => Promise<PrebuiltWorker>;
} = {}): WarmBuilder {
  let worker: Worker | undefined;
  let checkSources = true;
  let nextId = 0;

  const start = (key: string, file: string): Worker => {
    // None of this process's flags (--import tsx): the worker is plain JavaScript. And V8 keeps the
    // compiled code of functions idle between saves: by default it drops it after a few quiet
    // garbage collections, and each build after a pause compiled the renderer again (a warm build
    // took some 25% longer with saves a second apart).
    const child = fork(file, [], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'], execArgv: ['--no-flush-bytecode'] });
    const started: Worker = { key, child, stderr: '' };
    child.stderr!.on('data', (chunk: Buffer) => {
      started.stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('exit', () => worker === started && (worker = undefined));
    return started;
  };

  const current = async (): Promise<Worker | string[]> => {
    if (!checkSources && worker) return worker;
    checkSources = false;
    try {
      const cli = await prebuilt();
      if (worker?.key !== cli.key) {
        worker?.child.kill('SIGTERM');
        worker = start(cli.key, cli.buildWorker);
      }
      return worker;
    } catch (error) {
      // A source that does not compile: say so until a save fixes it.
      checkSources = true;
      return `${(error as Error).message}`.split('\n');
    }
  };

  return {
    async build(options, catalogOnly = false) {
      const got = await current();
      if (Array.isArray(got)) return { outcome: 'failed', lines: got };
      const { child } = got;
      if (child.exitCode !== null || child.signalCode !== null)
        return { outcome: 'failed', lines: got.stderr.split('\n').filter((l) => l.trim() !== '') };
      const id = nextId++;
      got.stderr = '';
      return new Promise<DevOutcome>((resolve) => {
        const done = (outcome: DevOutcome) => {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(outcome);
        };
        const onMessage = (reply: BuildReply) => {
          if (reply.id !== id) return;
          done('failed' in reply ? { outcome: 'failed', lines: reply.failed.split('\n') } : reply.outcome);
        };
        const onExit = () => done({ outcome: 'failed', lines: got.stderr.split('\n').filter((l) => l.trim() !== '') });
        child.on('message', onMessage);
        child.on('exit', onExit);
        child.send({ id, options, catalogOnly } satisfies BuildRequest);
      });
    },
    sourcesChanged: () => void (checkSources = true),
    stop: () => void worker?.child.kill('SIGTERM'),
  };
}
