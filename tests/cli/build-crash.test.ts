import { spawn } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SWAP_FAULT } from '../../scripts/write/swap-dir.ts';
import {
  assertCompleteBuild,
  builtAt,
  existingOutput,
  kilnInBackground,
  kilnWithEnv,
  snapshot,
  until,
} from './build-output.ts';
import { assertNever } from '../assert-never.ts';
import { kiln, makeFixture, type Fixture } from './fixture.ts';

/** A build killed at any instant, or two at once, still leave one whole output at --out. */
const crash = suite('kiln build, killed or doubled');

let fixture: Fixture;
let root: string;
let out: string;
const list = async () => (await readdir(root)).sort();
const exists = async (name: string) => (await readdir(root)).includes(name);

crash.before(async () => {
  fixture = await makeFixture('build-crash');
});

crash.after(async () => {
  await fixture.cleanup();
});

crash.before.each(async () => {
  ({ root, out } = await existingOutput({ marked: true }));
});

crash.after.each(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Builds over an earlier output with the fault hook, which kills the process between the swap's two renames. */
async function killedBetweenRenames(): Promise<{ pid: number; newBuiltAt: string }> {
  const run = kilnWithEnv({ [SWAP_FAULT.env]: SWAP_FAULT.value }, 'build', '--catalog', fixture.dir, '--out', out);
  assert.is(run.signal, 'SIGKILL', 'killed by the fault hook');
  const pid = run.pid;
  assert.equal(
    await list(),
    [`dist.building-${pid}`, 'dist.lock', `dist.old-${pid}`],
    'died with the output moved aside',
  );
  return { pid, newBuiltAt: await builtAt(join(root, `dist.building-${pid}`)) };
}

crash('should finish the swap of a build killed between its renames at the next build', async () => {
  await killedBetweenRenames();
  const run = kiln('build', '--catalog', fixture.dir, '--out', out);
  assert.is(run.stderr, '', "the dead build's lock is taken over without a word");
  assert.is(run.code, 0);
  await assertCompleteBuild(out);
  assert.equal(await list(), ['dist'], 'no leftovers');
});

crash(
  'should restore the output of a build killed between its renames even when the next catalogue is invalid',
  async () => {
    const { newBuiltAt } = await killedBetweenRenames();
    const broken = await makeFixture('build-crash-invalid', (f) => f.remove('images/logo.svg'));
    try {
      const run = kiln('build', '--catalog', broken.dir, '--out', out);
      assert.is(run.code, 1);
      assert.match(run.stderr, `; ${out}/ was left as it was.`);
      await assertCompleteBuild(out);
      assert.is(
        await builtAt(out),
        newBuiltAt,
        'the killed build had finished writing: its output is the one put in place',
      );
      assert.equal(await list(), ['dist']);
    } finally {
      await broken.cleanup();
    }
  },
);

crash(
  'should leave the previous output whole and release the lock when stopped mid-build, and clean up next time',
  async () => {
    const before = await snapshot(out);
    const build = kilnInBackground('build', '--catalog', fixture.dir, '--out', out);
    await until(async () => (await list()).some((name) => name.startsWith('dist.building-')), 'the build is writing');
    build.child.kill('SIGTERM');
    const stopped = await build.done;
    assert.is(stopped.signal, 'SIGTERM');
    assert.equal(await snapshot(out), before, 'the previous output is untouched');
    assert.not.ok(await exists('dist.lock'), 'the lock is released');
    assert.is(kiln('build', '--catalog', fixture.dir, '--out', out).code, 0);
    await assertCompleteBuild(out);
    assert.equal(await list(), ['dist'], "the stopped build's folder is gone");
  },
);

crash('should let two builds into the same folder run one after the other', async () => {
  const first = kilnInBackground('build', '--catalog', fixture.dir, '--out', out);
  const second = kilnInBackground('build', '--catalog', fixture.dir, '--out', out);
  const runs = await Promise.all([first.done, second.done]);
  for (const run of runs) {
    const busy = run.stderr.includes(`another build is writing ${out}`);
    assert.ok(run.code === 0 || (run.code === 2 && busy), run.stderr);
    assert.match(
      run.stderr,
      /^(kiln build: waiting for another build writing .*\n)?(kiln build: another build is writing .*\n)?$/,
    );
  }
  assert.ok(runs.some((run) => run.code === 0));
  await assertCompleteBuild(out);
  assert.equal(await list(), ['dist']);
});

crash('should wait while another build holds the lock, say so once, and go on when that build is gone', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    await writeFile(`${out}.lock`, JSON.stringify({ pid: other.pid, startedAt: new Date().toISOString() }));
    const before = await snapshot(out);
    const build = kilnInBackground('build', '--catalog', fixture.dir, '--out', out);
    await until(() => build.output().includes('waiting'), 'the build says it waits');
    await assertNever(async () => (await list()).join() !== 'dist,dist.lock', 'something was written while waiting');
    assert.equal(await snapshot(out), before);
    other.kill();
    const run = await build.done;
    assert.is(run.stderr, `kiln build: waiting for another build writing ${out} (process ${other.pid})…\n`);
    assert.is(run.code, 0);
    await assertCompleteBuild(out);
    assert.equal(await list(), ['dist']);
  } finally {
    other.kill();
  }
});

crash.run();
