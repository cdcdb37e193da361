// A café's folder kept in git, with a local bare repository as its `origin` standing in for the host.
import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KILN, REPO } from './fixture.ts';

export interface CafeRepo {
  root: string;
  /** The café's clone and its catalogue folder. */
  cafe: string;
  catalog: string;
  /** The bare repository pushed to. */
  origin: string;
  /** Where the host's hook builds what was pushed (its site in `<hostOut>/site`). */
  hostOut: string;
  /** git in a folder, its output. */
  git(dir: string, ...args: string[]): string;
  /** Another clone of origin, as a second computer. */
  clone(name: string): string;
  /** Replaces the first `from` in a file of a clone (a price typed in, changing one line). */
  replaceIn(file: string, from: string, to: string): Promise<void>;
  cleanup(): Promise<void>;
}

const IDENTITY = ['-c', 'user.name=Test Staff', '-c', 'user.email=staff@example.test'];

/**
 * `tests/fixtures/catalog/` committed in a new repository (as its folder `content/`), pushed to a bare `origin` on `main`.
 * With `host`, origin's post-receive hook checks out what was pushed and runs the prebuilt `kiln
 * build` on it, as a host building on every push.
 */
export async function makeCafeRepo(scenario: string, { host = false } = {}): Promise<CafeRepo> {
  const root = await mkdtemp(join(tmpdir(), `kiln-publish-${scenario}-`));
  const git = (dir: string, ...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const origin = join(root, 'origin.git');
  const cafe = join(root, 'cafe');
  const hostOut = join(root, 'host-dist');
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  git(root, 'init', '-q', '-b', 'main', cafe);
  for (const [k, v] of [
    ['user.name', 'Test Staff'],
    ['user.email', 'staff@example.test'],
  ])
    git(cafe, 'config', k!, v!);
  await cp(join(REPO, 'tests', 'fixtures', 'catalog'), join(cafe, 'content'), { recursive: true });
  await writeFile(join(cafe, 'README.md'), 'The café’s site.\n');
  git(cafe, 'remote', 'add', 'origin', origin);
  git(cafe, 'add', '-A');
  git(cafe, 'commit', '-q', '-m', 'The café’s catalogue');
  git(cafe, 'push', '-q', 'origin', 'main');
  if (host) {
    const src = join(root, 'host-src');
    const hook = join(origin, 'hooks', 'post-receive');
    await writeFile(
      hook,
      `#!/bin/sh
rm -rf '${src}' && mkdir -p '${src}'
git archive main | tar -x -C '${src}'
'${process.execPath}' '${join(REPO, ...KILN)}' build --catalog '${src}/content' --out '${hostOut}' > '${root}/host-build.log' 2>&1
`,
    );
    await chmod(hook, 0o755);
  }
  return {
    root,
    cafe,
    catalog: join(cafe, 'content'),
    origin,
    hostOut,
    git,
    clone(name) {
      const dir = join(root, name);
      git(root, 'clone', '-q', origin, dir);
      git(dir, 'config', 'user.name', 'Other Staff');
      git(dir, 'config', 'user.email', 'other@example.test');
      return dir;
    },
    async replaceIn(file, from, to) {
      const text = await readFile(file, 'utf8');
      if (!text.includes(from)) throw new Error(`no ${from} in ${file}`);
      await writeFile(file, text.replace(from, to));
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

export { IDENTITY };
