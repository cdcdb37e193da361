import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUILD_MARKER } from '../../../scripts/write/build-marker.ts';
import { PROJECT_DIR } from '../../../scripts/project-dir.ts';
import { guardOutDir } from '../../../scripts/write/guard-out-dir.ts';

const guard = suite('guardOutDir');

/**
 * root/project       the project (src/ is its source folder)
 *   cat/images/      the catalogue
 *   dist/            a previous build (marker), empty/, docs/ (someone's files), file.txt
 *   to-cat, to-dist  links to cat/ and dist/
 * root/elsewhere/cat a catalogue outside the project
 */
let root: string;
const at = (path: string) => join(root, path);
const check = (out: string, catalog = 'project/cat') =>
  guardOutDir(at(out), { catalogDir: at(catalog), projectDirs: [at('project')], sourceDirs: [at('project/src')] });

guard.before(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'kiln-guard-')));
  for (const dir of [
    'project/src',
    'project/cat/images',
    'project/dist/site',
    'project/empty',
    'project/docs',
    'elsewhere/cat',
  ]) {
    await mkdir(at(dir), { recursive: true });
  }
  await writeFile(at(`project/dist/${BUILD_MARKER}`), '{"kiln":"0.1.0","builtAt":"2025-01-01T00:00:00.000Z"}');
  await writeFile(at('project/docs/letter.txt'), 'dear diary');
  await writeFile(at('project/file.txt'), 'not a folder');
  await symlink(at('project/cat'), at('project/to-cat'));
  await symlink(at('project/dist'), at('project/to-dist'));
});

guard.after(async () => {
  await rm(root, { recursive: true, force: true });
});

guard('should allow a missing folder, even below missing parents, an empty folder and a previous build', async () => {
  assert.is(await check('project/new'), undefined);
  assert.is(await check('project/new/deeper/out'), undefined);
  assert.is(await check('project/empty'), undefined);
  assert.is(await check('project/dist'), undefined);
});

guard('should refuse the project folder and every folder above it', async () => {
  assert.equal(await check('project'), { out: at('project'), reason: 'project' });
  assert.equal(await check('.'), { out: root, reason: 'holds-project', related: at('project') });
  assert.equal(
    await guardOutDir('/', { catalogDir: at('project/cat'), projectDirs: [at('project')], sourceDirs: [] }),
    {
      out: '/',
      reason: 'holds-project',
      related: at('project'),
    },
  );
});

guard('should refuse the catalogue, any folder inside it and any folder above it', async () => {
  assert.equal(await check('project/cat'), { out: at('project/cat'), reason: 'catalogue' });
  assert.equal(await check('project/cat/images'), {
    out: at('project/cat/images'),
    reason: 'inside-catalogue',
    related: at('project/cat'),
  });
  assert.equal(await check('project/cat/new/out'), {
    out: at('project/cat/new/out'),
    reason: 'inside-catalogue',
    related: at('project/cat'),
  });
  assert.equal(await check('elsewhere', 'elsewhere/cat'), {
    out: at('elsewhere'),
    reason: 'holds-catalogue',
    related: at('elsewhere/cat'),
  });
});

guard('should see through links and dots to the folder really meant', async () => {
  assert.equal(await check('project/to-cat'), { out: at('project/to-cat'), reason: 'catalogue' });
  assert.equal(await check('project/dist/../cat'), { out: at('project/cat'), reason: 'catalogue' });
});

guard('should refuse a source folder and anything inside one', async () => {
  assert.equal(await check('project/src'), { out: at('project/src'), reason: 'source', related: at('project/src') });
  assert.equal(await check('project/src/out'), {
    out: at('project/src/out'),
    reason: 'inside-source',
    related: at('project/src'),
  });
});

guard('should refuse a file, a link and a folder of files Kiln did not write', async () => {
  assert.equal(await check('project/file.txt'), { out: at('project/file.txt'), reason: 'not-a-folder' });
  assert.equal(await check('project/file.txt/site'), {
    out: at('project/file.txt/site'),
    reason: 'inside-a-file',
    related: at('project/file.txt'),
  });
  assert.equal(await check('project/to-dist'), { out: at('project/to-dist'), reason: 'symlink' });
  assert.equal(await check('project/docs'), {
    out: at('project/docs'),
    reason: 'not-kiln-output',
    related: '.kiln-build.json',
  });
});

guard('should protect Kiln itself and the folder it runs in by default', async () => {
  const options = { catalogDir: join(PROJECT_DIR, 'catalog') };
  assert.is((await guardOutDir(PROJECT_DIR, options))?.reason, 'project');
  assert.is((await guardOutDir(process.cwd(), options))?.reason, 'project');
  assert.is((await guardOutDir(join(PROJECT_DIR, 'catalog'), options))?.reason, 'catalogue');
  for (const source of ['site', 'scripts', 'tests', 'node_modules', '.git']) {
    assert.is((await guardOutDir(join(PROJECT_DIR, source), options))?.reason, 'source', source);
    assert.is((await guardOutDir(join(PROJECT_DIR, source, 'out'), options))?.reason, 'inside-source', source);
  }
  assert.is(
    await guardOutDir(join(PROJECT_DIR, 'kiln-never-built'), options),
    undefined,
    'a new folder in the project is fine',
  );
});

guard('should refuse the folder kiln runs in, wherever that is', async () => {
  const cwd = process.cwd();
  process.chdir(at('project/empty'));
  try {
    assert.equal(await guardOutDir('.', { catalogDir: at('project/cat') }), {
      out: at('project/empty'),
      reason: 'project',
    });
  } finally {
    process.chdir(cwd);
  }
});

guard.run();
