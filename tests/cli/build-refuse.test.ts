import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertCompleteBuild, existingOutput, snapshot } from './build-output.ts';
import { kiln, kilnAsync, REPO } from './fixture.ts';

/**
 * Every unsafe --out is refused with exit 2 and one line before anything is read or written.
 * The catalogue given is missing too: should the guard ever let one through, the build stops
 * at validation (exit 1) instead of replacing the folder.
 */
const refuse = suite('kiln build --out refusals');

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 70;
const CHOOSE = 'choose an empty folder or a previous build output such as dist.';
let root: string;
let missing: string;

refuse.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-refuse-'));
  missing = join(root, 'no-catalogue');
});

refuse.after.each(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs `kiln build`, expects exactly the refusal `line`, and that `watched` folders are byte for byte as before. */
async function assertRefused(args: string[], line: string, watched: string[]): Promise<void> {
  const before = await Promise.all(
    watched.map(async (dir) => ({ list: (await readdir(dir)).sort(), files: await snapshot(dir) })),
  );
  const run = kiln('build', ...args);
  assert.is(run.stderr, `${line}\n`);
  assert.is(run.stdout, '');
  assert.is(run.code, 2);
  for (const [i, dir] of watched.entries()) {
    assert.equal((await readdir(dir)).sort(), before[i]!.list, `nothing added to or removed from ${dir}`);
    assert.equal(await snapshot(dir), before[i]!.files, `${dir} untouched`);
  }
}

/** A catalogue folder (its content does not matter to the guard) with a picture folder. */
async function catalogue(): Promise<string> {
  const dir = join(root, 'catalog');
  await mkdir(join(dir, 'images'), { recursive: true });
  await writeFile(join(dir, 'site.json'), '{ "name": "The Clay Table" }\n');
  await writeFile(join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const listing = async (dir: string) => (await readdir(dir)).sort();

refuse('should refuse the project folder', async () => {
  const beside = await listing(dirname(REPO));
  const run = kiln('build', '--catalog', missing, '--out', '.');
  assert.is(run.stderr, `kiln build: refusing --out ${REPO}: it is the project folder; ${CHOOSE}\n`);
  assert.is(run.code, 2);
  assert.equal(await listing(dirname(REPO)), beside, 'no lock or build folder beside the project');
});

refuse('should refuse a folder holding the project', async () => {
  const parent = dirname(REPO);
  const beside = await listing(dirname(parent));
  const run = kiln('build', '--catalog', missing, '--out', '..');
  assert.is(run.stderr, `kiln build: refusing --out ${parent}: it holds the project folder ${REPO}; ${CHOOSE}\n`);
  assert.is(run.code, 2);
  assert.equal(await listing(dirname(parent)), beside);
});

refuse('should refuse the catalogue folder', async () => {
  const dir = await catalogue();
  await assertRefused(
    ['--catalog', dir, '--out', dir],
    `kiln build: refusing --out ${dir}: it is the catalogue folder; ${CHOOSE}`,
    [root],
  );
});

refuse('should refuse a folder inside the catalogue, there or not', async () => {
  const dir = await catalogue();
  const images = join(dir, 'images');
  await assertRefused(
    ['--catalog', dir, '--out', images],
    `kiln build: refusing --out ${images}: it is inside the catalogue folder ${dir}; ${CHOOSE}`,
    [root],
  );
  const fresh = join(dir, 'site-out');
  await assertRefused(
    ['--catalog', dir, '--out', fresh],
    `kiln build: refusing --out ${fresh}: it is inside the catalogue folder ${dir}; ${CHOOSE}`,
    [root],
  );
});

refuse('should refuse a folder holding the catalogue', async () => {
  const dir = await catalogue();
  await assertRefused(
    ['--catalog', dir, '--out', root],
    `kiln build: refusing --out ${root}: it holds the catalogue folder ${dir}; ${CHOOSE}`,
    [root],
  );
});

refuse('should refuse a source folder of the project', async () => {
  const ci = join(REPO, '.ci');
  await assertRefused(
    ['--catalog', missing, '--out', '.ci'],
    `kiln build: refusing --out ${ci}: it is one of Kiln's source folders; ${CHOOSE}`,
    [ci],
  );
});

refuse('should refuse a folder inside a source folder, without creating it', async () => {
  const out = join(REPO, 'tests', 'kiln-never-built');
  const run = kiln('build', '--catalog', missing, '--out', 'tests/kiln-never-built');
  assert.is(
    run.stderr,
    `kiln build: refusing --out ${out}: it is inside Kiln's source folder ${join(REPO, 'tests')}; ${CHOOSE}\n`,
  );
  assert.is(run.code, 2);
  assert.not.ok((await listing(join(REPO, 'tests'))).some((name) => name.startsWith('kiln-never-built')));
});

refuse('should refuse a file', async () => {
  const file = join(root, 'notes.txt');
  await writeFile(file, 'my notes');
  await assertRefused(
    ['--catalog', missing, '--out', file],
    `kiln build: refusing --out ${file}: it is a file, not a folder; ${CHOOSE}`,
    [root],
  );
  const inside = join(file, 'site');
  await assertRefused(
    ['--catalog', missing, '--out', inside],
    `kiln build: refusing --out ${inside}: it would be inside ${file}, which is a file, not a folder; ${CHOOSE}`,
    [root],
  );
});

refuse(
  'should have kiln serve --no-build serve only a build: not the project, nor a folder Kiln did not build, nor nothing',
  async () => {
    const { root: parent, out } = await existingOutput({ marked: false });
    const empty = join(root, 'never-built');
    try {
      const serveOnly = (dir: string) =>
        kiln(
          'serve',
          '--catalog',
          'tests/fixtures/catalog',
          '--no-build',
          '--out',
          dir,
          '--port',
          String(PORT),
          '--hub-port',
          String(PORT + 1),
          '--api-port',
          String(PORT + 2),
        );
      for (const [dir, line] of [
        ['.', `kiln build: refusing --out ${REPO}: it is the project folder; ${CHOOSE}`],
        [out, kiln('build', '--catalog', missing, '--out', out).stderr.trim()],
        [
          empty,
          `kiln serve: nothing has been built in ${empty} yet; run kiln serve without --no-build (or kiln build) first.`,
        ],
      ]) {
        const served = serveOnly(dir!);
        assert.is(served.stderr, `${line}\n`, dir);
        assert.is(served.stdout, '', `${dir}: nothing served`);
        assert.is(served.code, 2);
      }
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  },
);

refuse('should have kiln serve refuse in the same words and exit 2 without serving', async () => {
  const { root: parent, out } = await existingOutput({ marked: false });
  try {
    const built = kiln('build', '--catalog', missing, '--out', out);
    const served = kiln(
      'serve',
      '--catalog',
      missing,
      '--out',
      out,
      '--port',
      String(PORT),
      '--hub-port',
      String(PORT + 1),
      '--api-port',
      String(PORT + 2),
    );
    assert.match(built.stderr, /^kiln build: refusing --out .*: it is not empty/);
    assert.is(served.stderr, built.stderr);
    assert.is(served.stdout, '');
    assert.is(served.code, 2);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

refuse('should have kiln serve stop on an invalid catalogue in the same words as kiln build', async () => {
  const out = join(root, 'dist');
  const built = kiln('build', '--catalog', missing, '--out', out);
  const served = kiln(
    'serve',
    '--catalog',
    missing,
    '--out',
    out,
    '--port',
    String(PORT),
    '--hub-port',
    String(PORT + 1),
    '--api-port',
    String(PORT + 2),
  );
  assert.match(built.stderr, `Build stopped: 1 problem in the catalogue; ${out}/ was left as it was.\n`);
  assert.is(served.stderr, built.stderr);
  assert.is(served.code, 1);
  assert.is(built.code, 1);
  assert.equal(await readdir(root), [], 'neither wrote anything');
});

refuse(
  'should refuse to replace its own output once someone has put files of their own in it, and name them',
  async () => {
    const out = join(root, 'dist');
    const first = kiln('build', '--catalog', 'tests/fixtures/catalog', '--out', out);
    assert.is(first.code, 0, first.stderr);
    const mine = {
      CNAME: 'www.theclaytable.in',
      '.git/HEAD': 'ref: refs/heads/gh-pages',
      'site/my-notes.txt': 'call the kiln man',
    };
    // What a file browser leaves behind is nobody's work: not named, not a reason to refuse.
    for (const [file, text] of Object.entries({ ...mine, 'site/images/.DS_Store': 'Finder' })) {
      await mkdir(dirname(join(out, file)), { recursive: true });
      await writeFile(join(out, file), text);
    }
    await assertRefused(
      ['--out', out],
      `kiln build: refusing --out ${out}: Kiln did not write .git, CNAME, site/my-notes.txt in it, and a build replaces the folder as a whole; move them out first (or delete them yourself), or choose another folder.`,
      [root],
    );
    for (const file of Object.keys(mine)) await rm(join(out, file), { recursive: true });
    await rm(join(out, '.git'), { recursive: true });
    assert.is(
      kiln('build', '--catalog', 'tests/fixtures/catalog', '--out', out).code,
      0,
      'its own output, as it left it, is replaced',
    );
  },
);

refuse(
  'should refuse a folder whose marker does not parse or lists no files, unless nothing but the marker is in it',
  async () => {
    const unproven =
      'so Kiln cannot tell which files in it are its own; delete the folder yourself if nothing in it is yours, or choose another folder.';
    const o = join(root, 'o');
    await mkdir(o);
    // The steps: `mkdir o && echo 'not json' > o/.kiln-build.json && echo keep > o/keep.txt`.
    await writeFile(join(o, '.kiln-build.json'), 'not json\n');
    await writeFile(join(o, 'keep.txt'), 'keep\n');
    await assertRefused(
      ['--out', o],
      `kiln build: refusing --out ${o}: its .kiln-build.json is not one Kiln can read, ${unproven}`,
      [root],
    );
    // An older Kiln's marker (no list of files), and one a build writes before it has written anything.
    for (const marker of [
      { kiln: '0.0.1', builtAt: '2025-01-01T00:00:00.000Z' },
      { kiln: '0.1.0', startedAt: '2025-01-01T00:00:00.000Z' },
    ]) {
      await writeFile(join(o, '.kiln-build.json'), JSON.stringify(marker));
      await assertRefused(
        ['--out', o],
        `kiln build: refusing --out ${o}: its .kiln-build.json does not list the files Kiln wrote (an older Kiln's does not), ${unproven}`,
        [root],
      );
    }
    await rm(join(o, 'keep.txt'));
    await writeFile(join(o, '.kiln-build.json'), 'not json\n');
    await writeFile(join(o, '.DS_Store'), 'Finder');
    const run = kiln('build', '--catalog', 'tests/fixtures/catalog', '--out', o);
    assert.is(run.code, 0, `nothing but the marker (and a file browser's litter): ${run.stderr}`);
    await assertCompleteBuild(o);
  },
);

refuse(
  'should refuse in one line, exit 2, an --out that Kiln cannot write beside: a name too long, /sys, /proc',
  async () => {
    const todo = 'choose a folder this user can write to.';
    const long = (n: number) => join(root, 'o'.repeat(n));
    const cases: [out: string, line: string][] = [
      [
        long(300),
        `kiln build: refusing --out ${long(300)}: its name is too long for the working folders Kiln keeps beside it (named like it, with a few characters more); choose a name of at most 238 characters.`,
      ],
      // Its lock can be made, but not the build's own folder beside it, <name>.building-<pid>.
      [
        long(245),
        `kiln build: refusing --out ${long(245)}: its name is too long for the working folders Kiln keeps beside it (named like it, with a few characters more); choose a name of at most 238 characters.`,
      ],
      [
        '/sys/kiln-x',
        `kiln build: refusing --out /sys/kiln-x: Kiln cannot create /sys/kiln-x.lock (this user may not write there); ${todo}`,
      ],
      [
        '/proc/kiln-x',
        `kiln build: refusing --out /proc/kiln-x: Kiln cannot create /proc/kiln-x.lock (the folder it would be in does not exist or cannot hold files); ${todo}`,
      ],
      // Node's own mkdir -p never returned for this one.
      [
        '/proc/kiln-x/out',
        `kiln build: refusing --out /proc/kiln-x/out: Kiln cannot create /proc/kiln-x (the folder it would be in does not exist or cannot hold files); ${todo}`,
      ],
    ];
    for (const [out, line] of cases) {
      const run = await kilnAsync(['build', '--catalog', missing, '--out', out], { timeoutMs: 60_000 });
      assert.is(run.stderr, `${line}\n`, out);
      assert.is(run.stdout, '');
      assert.is(run.code, 2);
    }
    assert.equal(await readdir(root), [], 'nothing made');
  },
);

refuse.run();
