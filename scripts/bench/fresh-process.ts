import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_DIR } from '../project-dir.ts';

/** One `kiln` command in a process of its own. */
export interface KilnRun {
  /** From spawning the process to its exit, as staff wait for it. */
  ms: number;
  /** The process's peak resident memory (esbuild's own process, when it runs, is not counted). */
  peakMiB: number;
  /** CPU time it used, user and system, all its threads: steadier than wall time on a shared machine. */
  cpuMs: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

const MARK = '[kiln-bench] ';
/** Loaded before the CLI: says the process's peak memory (KiB) and CPU time (µs) as it exits (stderr is synchronous for a pipe on Linux). */
const REPORT_USAGE = `data:text/javascript,${encodeURIComponent(
  `process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('${MARK}' + u.maxRSS + ' ' + (u.userCPUTime + u.systemCPUTime) + '\\n'); });`,
)}`;

/** Runs `kiln <args>` as `npm run kiln --` does (the launcher, a fresh Node), from the project's folder. */
export function runKiln(args: string[], env: Record<string, string> = {}): Promise<KilnRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', REPORT_USAGE, join(PROJECT_DIR, 'scripts/prebuilt/kiln.mjs'), ...args],
      {
        cwd: PROJECT_DIR,
        env: { ...process.env, NO_COLOR: '1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const [rss, cpu] = (stderr.split('\n').find((l) => l.startsWith(MARK)) ?? MARK)
        .slice(MARK.length)
        .split(' ')
        .map(Number);
      resolve({
        ms,
        peakMiB: rss === undefined ? NaN : rss / 1024,
        cpuMs: cpu === undefined ? NaN : cpu / 1000,
        code,
        stdout,
        stderr: stderr
          .split('\n')
          .filter((l) => !l.startsWith(MARK))
          .join('\n'),
      });
    });
  });
}

/** Median, fastest and slowest of some timings. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function spread(values: number[]): Spread {
  const runs = [...values].sort((a, b) => a - b);
  const mid = runs.length >> 1;
  const median = runs.length % 2 ? runs[mid]! : (runs[mid - 1]! + runs[mid]!) / 2;
  return { median, min: runs[0]!, max: runs.at(-1)!, runs: values };
}
