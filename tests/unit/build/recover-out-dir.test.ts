import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUILD_MARKER } from '../../../scripts/write/build-marker.ts';
import { recoverOutDir } from '../../../scripts/write/recover-out-dir.ts';

const recover = suite('recoverOutDir');

let root: string;
const at = (name: string) => join(root, name);
/** A process that has already ended: its folders are leftovers. */
const dead = () => spawnSync(process.execPath, ['-e', '']).pid!;

/**
 * A folder as a build leaves it: complete (marker with builtAt), started (marker without), or
 * someone's (no marker). Its marker names the process that wrote it: `by`, else the one in the
 * folder's name (a build's own folder), else none.
 */
async function folder(
  name: string,
  kind: 'built' | 'started' | 'foreign',
  { builtAt = '2025-01-01T00:00:00.000Z', by = pidIn(name) } = {},
): Promise<void> {
  await mkdir(at(name), { recursive: true });
  await writeFile(at(`${name}/page.html`), name);
  const pid = by ? { pid: by } : {};
  if (kind === 'built')
    await writeFile(
      at(`${name}/${BUILD_MARKER}`),
      JSON.stringify({ kiln: '0.1.0', ...pid, builtAt, files: ['page.html'] }),
    );
  if (kind === 'started')
    await writeFile(at(`${name}/${BUILD_MARKER}`), JSON.stringify({ kiln: '0.1.0', ...pid, startedAt: builtAt }));
}
const pidIn = (name: string) => Number(/-(\d+)$/.exec(name)?.[1]) || undefined;
const page = (name: string) => readFile(at(`${name}/page.html`), 'utf8');
const list = async () => (await readdir(root)).sort();

recover.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-recover-'));
});

recover.after.each(async () => {
  await rm(root, { recursive: true, force: true });
});

recover('should put a complete new build in place when the swap was killed between its renames', async () => {
  const pid = dead();
  await folder(`dist.old-${pid}`, 'built', { by: dead() });
  await folder(`dist.building-${pid}`, 'built', { builtAt: '2025-06-01T00:00:00.000Z' });
  await recoverOutDir(at('dist'));
  assert.equal(await list(), ['dist']);
  assert.is(await page('dist'), `dist.building-${pid}`);
});

recover('should restore the newest old build when no complete new one exists', async () => {
  const [first, second] = [dead(), dead()];
  await folder(`dist.old-${first}`, 'built', { builtAt: '2025-01-01T00:00:00.000Z', by: dead() });
  await folder(`dist.building-${first}`, 'started');
  await folder(`dist.old-${second}`, 'built', { builtAt: '2025-03-01T00:00:00.000Z', by: dead() });
  await folder(`dist.building-${second}`, 'started');
  await recoverOutDir(at('dist'));
  assert.equal(await list(), ['dist']);
  assert.match(await readFile(at(`dist/${BUILD_MARKER}`), 'utf8'), '2025-03-01');
});

recover('should restore an old output that was an empty folder', async () => {
  await mkdir(at(`dist.old-${dead()}`));
  await recoverOutDir(at('dist'));
  assert.equal(await list(), ['dist']);
  assert.equal(await readdir(at('dist')), []);
});

recover('should remove the leftovers beside an output that is in place, and leave the output alone', async () => {
  const swapped = dead();
  await folder('dist', 'built', { by: swapped });
  await folder(`dist.old-${swapped}`, 'built', { by: dead() }); // the output the build that wrote dist moved aside
  await folder(`dist.building-${dead()}`, 'started');
  await mkdir(at(`dist.building-${dead()}`));
  await mkdir(at(`dist.building-${dead()}`));
  await writeFile(at(`${(await list()).at(-1)}/${BUILD_MARKER}`), ''); // killed while writing its marker
  await folder(`dist.building-${process.pid}`, 'started');
  await recoverOutDir(at('dist'));
  assert.equal(await list(), ['dist']);
  assert.is(await page('dist'), 'dist');
});

recover('should do nothing when there is no output and nothing to restore', async () => {
  await recoverOutDir(at('dist'));
  assert.equal(await list(), []);
});

recover('should leave alone what is not a leftover of a dead build of this output', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    const pid = dead();
    const keep = [
      `dist.building-${other.pid}`, // a build still running
      `dist.old-${pid}-mine`,
      `dist.old-x${pid}`,
      `distx.old-${pid}`,
      `site.old-${pid}`, // other names
      `dist.old-${dead()}.bak`,
    ];
    for (const name of keep) await folder(name, 'built');
    await folder(`dist.old-${dead()}`, 'foreign'); // the right name, but Kiln did not write it
    const foreign = (await list()).filter((n) => !keep.includes(n));
    await writeFile(at(`dist.building-${dead()}`), 'a file, not a folder');
    const before = await list();
    await recoverOutDir(at('dist'));
    assert.equal(await list(), before);
    assert.is(await page(foreign[0]!), foreign[0]);
  } finally {
    other.kill();
  }
});

recover(
  'should leave alone a copy of an output named like a leftover, whether the output is there or not',
  async () => {
    // Someone's backups, `cp -r dist dist.old-2024` say: a marker, but no build of that number wrote or moved them.
    const copies = [`dist.old-${dead()}`, `dist.building-${dead()}`];
    for (const name of copies) await folder(name, 'built', { by: dead() });
    await recoverOutDir(at('dist'));
    assert.equal(await list(), copies.sort(), 'neither restored as the output');
    await folder('dist', 'built', { by: dead() });
    await recoverOutDir(at('dist'));
    assert.equal(await list(), ['dist', ...copies].sort(), 'nor removed beside it');
    for (const name of copies) assert.is(await page(name), name);
  },
);

recover('should match the output name literally, dots and brackets included', async () => {
  const pid = dead();
  for (const out of ['out.v2', 'outXv2', 'out[1]']) {
    await folder(`${out}.old-${pid}`, 'built', { by: dead() });
    await folder(`${out}.building-${pid}`, 'built');
  }
  await recoverOutDir(at('out.v2'));
  assert.is(await page('out.v2'), `out.v2.building-${pid}`);
  assert.equal(
    await list(),
    ['out.v2', `out[1].building-${pid}`, `out[1].old-${pid}`, `outXv2.building-${pid}`, `outXv2.old-${pid}`].sort(),
  );
});

recover.run();
