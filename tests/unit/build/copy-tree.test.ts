import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyTree } from '../../../scripts/write/copy-tree.ts';

const copy = suite('copyTree: fs.cp, every file at once');

let root: string;
const listing = async (dir: string) => (await readdir(dir, { recursive: true })).map((p) => p.split('\\').join('/')).sort();

copy.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-copy-tree-'));
  for (const [file, text] of [['a.svg', 'a'], ['gallery/b.svg', 'b'], ['gallery/deep/c.jpg', 'c'], ['skip/d.svg', 'd']] as const) {
    await mkdir(join(root, 'from', file, '..'), { recursive: true });
    await writeFile(join(root, 'from', file), text);
  }
  await mkdir(join(root, 'from', 'empty'));
});
copy.after.each(() => rm(root, { recursive: true, force: true }));

copy('should copy every file and folder, empty ones too, with their bytes', async () => {
  await copyTree(join(root, 'from'), join(root, 'to'));
  assert.equal(await listing(join(root, 'to')), await listing(join(root, 'from')));
  assert.is(await readFile(join(root, 'to', 'gallery/deep/c.jpg'), 'utf8'), 'c');
});

copy('should leave out the files and folders the filter refuses', async () => {
  const from = join(root, 'from');
  await copyTree(from, join(root, 'to'), (source) => !['skip', 'gallery/b.svg'].includes(relative(from, source).split('\\').join('/')));
  assert.equal(await listing(join(root, 'to')), ['a.svg', 'empty', 'gallery', 'gallery/deep', 'gallery/deep/c.jpg']);
});

copy('should copy a single file, making its folder', async () => {
  await copyTree(join(root, 'from', 'gallery/b.svg'), join(root, 'to', 'images', 'b.svg'));
  assert.is(await readFile(join(root, 'to', 'images', 'b.svg'), 'utf8'), 'b');
});

copy.run();
