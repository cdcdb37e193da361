import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../../scripts/build.ts';
import { BUILD_MARKER } from '../../../scripts/write/build-marker.ts';

/** A build that fails while its files are being written: its own error, the earlier output as it was, nothing left beside it. */
const failed = suite('a build that fails part-way');

let root: string;
let out: string;

failed.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-failed-build-'));
  out = join(root, 'dist');
  const first = await build({ catalogDir: 'tests/fixtures/catalog', outDir: out });
  assert.is(first.outcome, 'built', 'the earlier build');
});

failed.after(async () => {
  await rm(root, { recursive: true, force: true });
});

failed(
  'should report its own error once the files it was writing are done, and leave no build folder behind',
  async () => {
    const marker = await readFile(join(out, BUILD_MARKER), 'utf8');
    // The CLI takes only web addresses; a caller of build() can still pass one no page can be made with.
    // It fails while the pictures and scripts are being copied into the new build's folder.
    const error = await build({
      catalogDir: 'tests/fixtures/catalog',
      outDir: out,
      siteUrl: 'javascript:alert(1)',
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.instance(error, TypeError);
    assert.match(
      String(error),
      /Invalid URL/,
      'the cause, not the removal of a folder still being written ("directory not empty")',
    );
    assert.equal(await readdir(root), ['dist'], 'no dist.building-* left');
    assert.is(await readFile(join(out, BUILD_MARKER), 'utf8'), marker, 'the earlier output as it was');
  },
);

failed.run();
