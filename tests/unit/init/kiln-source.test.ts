import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { givenKiln, kilnSource, thisKiln } from '../../../scripts/init/kiln-source.ts';

/* Where a new café's package.json installs Kiln from: this Kiln's git origin when a host can fetch it, else its folder. */
const source = suite('kiln init: where the café installs Kiln from');

const SHA = '0123456789abcdef0123456789abcdef01234567';

source('should take an https or ssh origin at its commit', () => {
  assert.equal(kilnSource('https://github.com/cafe/kiln.git', SHA, '/src/kiln'), {
    spec: `git+https://github.com/cafe/kiln.git#${SHA}`,
    local: false,
  });
  assert.is(
    kilnSource('https://me:ghp_token@github.com/cafe/kiln.git', SHA, '/src/kiln').spec,
    `git+https://github.com/cafe/kiln.git#${SHA}`,
    'no token in a file the café commits',
  );
  assert.is(
    kilnSource('git@github.com:cafe/kiln.git', SHA, '/src/kiln').spec,
    `git+ssh://git@github.com/cafe/kiln.git#${SHA}`,
  );
  assert.is(
    kilnSource('ssh://git@example.com/kiln.git\n', SHA, '/src/kiln').spec,
    `git+ssh://git@example.com/kiln.git#${SHA}`,
  );
});

source('should take the folder when the origin is on this computer, missing, or the commit unknown', () => {
  const folder = { spec: 'file:/src/kiln', local: true };
  assert.equal(kilnSource('/work/kiln', SHA, '/src/kiln'), folder);
  assert.equal(kilnSource('file:///work/kiln', SHA, '/src/kiln'), folder);
  assert.equal(kilnSource(undefined, SHA, '/src/kiln'), folder);
  assert.equal(kilnSource('https://exa mple.com:x/kiln', SHA, '/src/kiln'), folder, 'not an address');
  assert.equal(kilnSource('https://github.com/cafe/kiln.git', undefined, '/src/kiln'), folder);
});

source(
  'should take --kiln as npm reads it from the café’s folder: a folder made absolute, an address without secrets',
  () => {
    assert.equal(givenKiln('../kiln', '/home/me/sites'), { spec: 'file:/home/me/kiln', local: true });
    assert.equal(givenKiln('file:./kiln', '/home/me'), { spec: 'file:/home/me/kiln', local: true });
    assert.equal(givenKiln('/src/kiln', '/x'), { spec: 'file:/src/kiln', local: true });
    assert.ok(givenKiln('~/kiln')!.local);
    assert.equal(givenKiln('git+https://me:token@github.com/cafe/kiln.git#v1'), {
      spec: 'git+https://github.com/cafe/kiln.git#v1',
      local: false,
    });
    assert.equal(givenKiln('github:cafe/kiln#main'), { spec: 'github:cafe/kiln#main', local: false });
    assert.equal(givenKiln('https://example.com/kiln.tgz?token=x'), {
      spec: 'https://example.com/kiln.tgz',
      local: false,
    });
  },
);

source('should refuse --kiln that npm would fetch from the registry, whose "kiln" is another project', () => {
  for (const registry of ['kiln', 'latest', '0.1.0', '^1', 'kiln@1', 'kiln-src', 'npm:kiln@1'])
    assert.is(givenKiln(registry), undefined, registry);
});

source(
  'should read a Kiln repository’s origin and pushed commit, and a Kiln installed inside a café’s repository as a folder',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'kiln-source-'));
    try {
      const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
      git('init', '-q');
      git(
        '-c',
        'user.name=t',
        '-c',
        'user.email=t@example.com',
        '-c',
        'commit.gpgsign=false',
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        'one',
      );
      git('remote', 'add', 'origin', 'https://example.com/cafe/kiln.git');
      assert.equal(await thisKiln(root), { spec: `file:${root}`, local: true }, 'the commit is not on the origin yet');
      git('update-ref', 'refs/remotes/origin/main', 'HEAD');
      assert.equal(await thisKiln(root), {
        spec: `git+https://example.com/cafe/kiln.git#${git('rev-parse', 'HEAD')}`,
        local: false,
      });
      // As npm installs it from git: a folder with no .git, inside the café's repository.
      const installed = join(root, 'node_modules', 'kiln');
      await mkdir(installed, { recursive: true });
      assert.equal(await thisKiln(installed), { spec: `file:${installed}`, local: true }, 'not the café’s own origin');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
);

source.run();
