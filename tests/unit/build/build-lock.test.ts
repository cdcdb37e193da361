import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cliMessages } from '../../../scripts/cli-messages.ts';
import { acquireBuildLock as acquire, type BuildLockOptions } from '../../../scripts/write/build-lock.ts';

const lock = suite('acquireBuildLock');

/** The lock's release, or a test failure naming the refusal. */
async function acquireBuildLock(out: string, options?: BuildLockOptions): Promise<() => void> {
  const got = await acquire(out, options);
  if (typeof got !== 'function') throw new Error(cliMessages.refusal(got));
  return got;
}

let root: string;
let out: string;
const lockFile = () => readFile(`${out}.lock`, 'utf8');
const lockPid = async () => JSON.parse(await lockFile()).pid as number;
/** The pid of a process that has already ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

lock.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-lock-'));
  out = join(root, 'dist');
});

lock.after.each(async () => {
  await rm(root, { recursive: true, force: true });
});

lock('should hold <out>.lock with its pid until released', async () => {
  const release = await acquireBuildLock(out);
  assert.is(await lockPid(), process.pid);
  assert.ok(Date.parse(JSON.parse(await lockFile()).startedAt) > 0, 'says when it started');
  release();
  assert.equal(await readdir(root), []);
  release();
});

lock('should make a second build wait until the first releases, saying so once', async () => {
  const first = await acquireBuildLock(out);
  const waits: (number | undefined)[] = [];
  let secondHasIt = false;
  const second = acquireBuildLock(out, { pollMs: 20, onWait: (pid) => waits.push(pid) }).then((release) => {
    secondHasIt = true;
    return release;
  });
  await new Promise((r) => setTimeout(r, 150));
  assert.not.ok(secondHasIt, 'still waiting while the first holds it');
  first();
  const release = await second;
  assert.equal(waits, [process.pid]);
  assert.is(await lockPid(), process.pid);
  release();
  assert.equal(await readdir(root), []);
});

lock('should give up after waitMs on a build that keeps running, leaving its lock alone', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    const held = JSON.stringify({ pid: other.pid, startedAt: new Date().toISOString() });
    await writeFile(`${out}.lock`, held);
    const refusal = await acquire(out, { waitMs: 300, pollMs: 20 });
    assert.equal(refusal, { reason: 'busy', out, lock: `${out}.lock`, pid: other.pid });
    assert.is(
      cliMessages.refusal(refusal as Exclude<typeof refusal, () => void>),
      `kiln build: another build is writing ${out} (process ${other.pid}); try again when it has finished, or delete ${out}.lock if no build is running.`,
    );
    assert.is(await lockFile(), held);
  } finally {
    other.kill();
  }
});

lock('should take over the lock of a build that died', async () => {
  await writeFile(`${out}.lock`, JSON.stringify({ pid: deadPid(), startedAt: new Date().toISOString() }));
  const release = await acquireBuildLock(out, { waitMs: 0 });
  assert.is(await lockPid(), process.pid);
  release();
});

lock(
  'should take over a lock naming this very pid that it does not hold (a dead build whose pid came back)',
  async () => {
    await writeFile(`${out}.lock`, JSON.stringify({ pid: process.pid, startedAt: '2020-01-01T00:00:00.000Z' }));
    const release = await acquireBuildLock(out, { waitMs: 0 });
    assert.ok(Date.parse(JSON.parse(await lockFile()).startedAt) > Date.parse('2021-01-01'), 'a fresh lock');
    release();
  },
);

lock('should wait on a lock being written, and take over one left half-written long ago', async () => {
  await writeFile(`${out}.lock`, '{"pi');
  const refusal = await acquire(out, { waitMs: 200, pollMs: 20 });
  assert.equal(refusal, { reason: 'busy', out, lock: `${out}.lock`, pid: undefined });
  const past = new Date(Date.now() - 60_000);
  await utimes(`${out}.lock`, past, past);
  const release = await acquireBuildLock(out, { waitMs: 0 });
  assert.is(await lockPid(), process.pid);
  release();
});

lock('should release on SIGTERM and still let the process end', () => {
  const script = `
    import { acquireBuildLock } from './scripts/write/build-lock.ts';
    await acquireBuildLock(${JSON.stringify(out)});
    console.log('locked');
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => console.log('still alive'), 2000);
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: join(import.meta.dirname, '../../..'),
    encoding: 'utf8',
  });
  assert.is(run.stdout, 'locked\n');
  assert.is(run.signal, 'SIGTERM');
  return readdir(root).then((files) => assert.equal(files, [], 'the lock is gone'));
});

lock.run();
