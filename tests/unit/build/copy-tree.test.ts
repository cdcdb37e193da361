import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyTree } from '../../../scripts/write/copy-tree.ts';

const copy = suite('copyTree: fs.cp, every file at once');

let root: string;
const listing = async (dir: string) =>
  (await readdir(dir, { recursive: true })).map((p) => p.split('\\').join('/')).sort();

copy.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-copy-tree-'));
  for (const [file, text] of [
    ['a.svg', 'a'],
    ['gallery/b.svg', 'b'],
    ['gallery/deep/c.jpg', 'c'],
    ['skip/d.svg', 'd'],
  ] as const) {
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
  await copyTree(
    from,
    join(root, 'to'),
    (source) => !['skip', 'gallery/b.svg'].includes(relative(from, source).split('\\').join('/')),
  );
  assert.equal(await listing(join(root, 'to')), ['a.svg', 'empty', 'gallery', 'gallery/deep', 'gallery/deep/c.jpg']);
});

copy('should copy a single file, making its folder', async () => {
  await copyTree(join(root, 'from', 'gallery/b.svg'), join(root, 'to', 'images', 'b.svg'));
  assert.is(await readFile(join(root, 'to', 'images', 'b.svg'), 'utf8'), 'b');
});

copy(
  'should copy a link to a file or folder inside the folder as what it points to, and leave out every other link',
  async () => {
    const from = join(root, 'from');
    await writeFile(join(root, 'secret.txt'), 'not for the site');
    await symlink('../a.svg', join(from, 'gallery', 'same-as-a.svg'));
    // A link back up: followed once into its folder, and not again from there.
    await symlink('..', join(from, 'gallery', 'deep', 'up'));
    await symlink(join(root, 'secret.txt'), join(from, 'secret.svg'));
    await symlink('/etc', join(from, 'etc'));
    await symlink('no-such-file.svg', join(from, 'dangling.svg'));
    await copyTree(from, join(root, 'to'));
    assert.equal(await listing(join(root, 'to')), [
      'a.svg',
      'empty',
      'gallery',
      'gallery/b.svg',
      'gallery/deep',
      'gallery/deep/c.jpg',
      'gallery/deep/up',
      'gallery/deep/up/b.svg',
      'gallery/deep/up/deep',
      'gallery/deep/up/deep/c.jpg',
      'gallery/deep/up/same-as-a.svg',
      'gallery/same-as-a.svg',
      'skip',
      'skip/d.svg',
    ]);
    assert.ok((await lstat(join(root, 'to', 'gallery/same-as-a.svg'))).isFile(), 'a file, not a link');
    assert.is(await readFile(join(root, 'to', 'gallery/same-as-a.svg'), 'utf8'), 'a');
  },
);

copy.run();
