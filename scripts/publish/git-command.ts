import { execFile } from 'node:child_process';

/** What a git command said. */
export interface GitRun {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/**
 * Runs `git args…` in `cwd`, without a shell (nothing in a file name is ever read as a command).
 * Never throws for git's own refusal: `ok` says whether it succeeded.
 */
export function git(cwd: string, args: readonly string[], input?: string): Promise<GitRun> {
  return new Promise((resolve) => {
    const child = execFile(
      'git',
      args,
      { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr }),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** A file's bytes as committed, or undefined when the commit has no such file. */
export function gitShowBytes(cwd: string, commit: string, path: string): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['show', `${commit}:${path}`],
      { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => resolve(error ? undefined : stdout),
    );
  });
}
