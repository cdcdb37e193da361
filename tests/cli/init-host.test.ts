import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseYaml } from 'yaml';
import { kiln, lines, REPO } from './fixture.ts';

/*
 * The files a host builds from (issue 38 part 2), as `kiln init` and `kiln init --hosting` write
 * them: a GitHub Pages workflow that is valid YAML and rebuilds at 00:05 café time (in UTC), the
 * settings Netlify and Cloudflare Pages read, and nothing someone already has overwritten.
 */
const host = suite('kiln init: the files a host builds from');

const WORKFLOW = '.github/workflows/site.yml';
const HOOK = 'docs/nightly-build-hook.yml';

/**
 * A small TOML reader for the two flat files Kiln writes: tables and `key = "string"` lines only,
 * anything else refused, so a stray line fails the test as it would fail the host.
 */
function parseToml(text: string): Record<string, Record<string, string>> {
  const tables: Record<string, Record<string, string>> = { '': {} };
  let table = tables['']!;
  for (const [n, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (header) {
      table = tables[header[1]!] ??= {};
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+) = ("(?:[^"\\]|\\.)*")$/.exec(line);
    if (!pair) throw new Error(`line ${n + 1} is not TOML Kiln writes: ${raw}`);
    table[pair[1]!] = JSON.parse(pair[2]!);
  }
  return tables;
}

interface Workflow {
  on: { push: unknown; schedule: { cron: string }[]; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }>;
}

const readWorkflow = async (dir: string, file = WORKFLOW): Promise<Workflow> =>
  parseYaml(await readFile(join(dir, file), 'utf8'));
const buildStep = (workflow: Workflow) => workflow.jobs.build!.steps.find((s) => s.run?.startsWith('npm run build'))!;

let root: string;
host.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-init-host-'));
});
host.after(() => rm(root, { recursive: true, force: true }));

host(
  'should write, with --yes, a workflow that is valid YAML, builds, deploys to Pages and rebuilds at 18:35 UTC',
  async () => {
    const dir = join(root, 'new');
    const made = kiln(
      'init',
      dir,
      '--yes',
      '--kiln',
      'git+https://example.com/cafe/kiln.git#0123456789abcdef0123456789abcdef01234567',
    );
    assert.is(made.code, 0, made.stdout + made.stderr);
    assert.not.match(made.stdout, 'a host cannot fetch that', 'no note for an address a host can fetch');

    const workflow = await readWorkflow(dir);
    // The starter's zone is Asia/Kolkata: 00:05 there is 18:35 UTC.
    assert.equal(workflow.on.schedule, [{ cron: '35 18 * * *' }]);
    assert.ok('push' in workflow.on && 'workflow_dispatch' in workflow.on, 'on every push, and by hand');
    assert.equal(workflow.permissions, { contents: 'read', pages: 'write', 'id-token': 'write' });
    // The starter's address is a placeholder: the build takes site.json's, which validate lists.
    assert.is(buildStep(workflow).run, 'npm run build');
    // Kiln comes from where package.json says, installed first: never `npx kiln`, the registry's "kiln" being another project's.
    const steps = workflow.jobs.build!.steps.map((s) => s.run);
    assert.ok(
      steps.indexOf('npm install --no-audit --no-fund') < steps.indexOf('npm run build'),
      'Kiln installed first',
    );
    assert.not.ok(JSON.stringify(workflow).includes('npx'));
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    assert.is(pkg.scripts.build, 'kiln build --catalog catalog --out dist');
    assert.is(
      pkg.devDependencies.kiln,
      'git+https://example.com/cafe/kiln.git#0123456789abcdef0123456789abcdef01234567',
    );
    const upload = workflow.jobs.build!.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
    assert.equal(upload?.with, { path: 'dist/site' });
    assert.ok(workflow.jobs.deploy!.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@')));

    const hook = await readWorkflow(dir, HOOK);
    assert.equal(hook.on.schedule, [{ cron: '35 18 * * *' }], 'the nightly build hook, at the same time');

    const netlify = parseToml(await readFile(join(dir, 'netlify.toml'), 'utf8'));
    assert.equal(netlify.build, {
      command: 'npm run build',
      publish: 'dist/site',
    });
    const wrangler = parseToml(await readFile(join(dir, 'wrangler.toml'), 'utf8'));
    assert.is(wrangler['']!.pages_build_output_dir, 'dist/site');
    assert.is(wrangler['']!.name, 'new', "the Pages project named after the café's folder");
    assert.match(await readFile(join(dir, 'README.md'), 'utf8'), /Netlify/);
  },
);

host(
  'should write, with --hosting, only what a café folder lacks, say what it kept, and pass its address',
  async () => {
    const dir = join(root, 'existing');
    await cp(join(REPO, 'tests', 'fixtures', 'catalog'), join(dir, 'catalog'), { recursive: true });
    const site = JSON.parse(await readFile(join(dir, 'catalog', 'site.json'), 'utf8'));
    site.timeZone = 'Europe/London';
    await writeFile(join(dir, 'catalog', 'site.json'), JSON.stringify(site, null, 2));
    const ownNetlify = '[build]\ncommand = "make site"\npublish = "public"\n';
    await writeFile(join(dir, 'netlify.toml'), ownNetlify);

    const done = kiln('init', '--hosting', dir, '--kiln', `file:${REPO}`);
    assert.is(done.code, 0, done.stdout + done.stderr);
    assert.is(await readFile(join(dir, 'netlify.toml'), 'utf8'), ownNetlify, 'netlify.toml left as it was');
    assert.ok(
      lines(done.stdout).includes(
        `note: package.json installs Kiln from this computer (file:${REPO}); a host cannot fetch that, so before connecting one, change its devDependencies.kiln to Kiln's git address at a pushed commit (git+https://…/kiln.git#commit).`,
      ),
      done.stdout,
    );
    assert.equal(
      lines(done.stdout).filter((l) => l.startsWith('kept ')),
      [`kept ${join(dir, 'netlify.toml')} as it was: it is there already.`],
    );
    for (const file of [WORKFLOW, HOOK, 'wrangler.toml', 'package.json']) assert.ok(existsSync(join(dir, file)), file);
    assert.not.ok(existsSync(join(dir, 'README.md')), 'nothing but the host files');

    const workflow = await readWorkflow(dir);
    assert.is(
      buildStep(workflow).run,
      `npm run build -- --site-url '${site.urls.site}'`,
      "the catalogue's own address, quoted",
    );
    // London: 00:05 GMT is 00:05 UTC, 00:05 BST is 23:05 UTC the evening before; both run.
    assert.equal(
      workflow.on.schedule.map((s) => s.cron),
      ['5 0 * * *', '5 23 * * *'],
    );

    const again = kiln('init', '--hosting', dir);
    assert.is(again.code, 0, again.stdout + again.stderr);
    assert.is(lines(again.stdout).filter((l) => l.startsWith('kept ')).length, 5, 'all five kept the second time');
  },
);

host(
  'should say what to add to a package.json of its own that does not name Kiln, and leave it as it was',
  async () => {
    const dir = join(root, 'own-package');
    await cp(join(REPO, 'tests', 'fixtures', 'catalog'), join(dir, 'catalog'), { recursive: true });
    const own = '{ "name": "our-tools", "scripts": { "build": "make" } }\n';
    await writeFile(join(dir, 'package.json'), own);
    // As an older kiln init wrote it.
    await mkdir(join(dir, '.github', 'workflows'), { recursive: true });
    await writeFile(
      join(dir, WORKFLOW),
      'jobs:\n  build:\n    steps:\n      - run: npx --yes kiln build --catalog catalog --out dist\n',
    );
    const spec = 'git+https://example.com/cafe/kiln.git#0123456789abcdef0123456789abcdef01234567';
    const done = kiln('init', '--hosting', dir, '--kiln', spec);
    assert.is(done.code, 0, done.stdout + done.stderr);
    assert.is(await readFile(join(dir, 'package.json'), 'utf8'), own);
    assert.ok(
      lines(done.stdout).includes(
        `note: ${join(dir, 'package.json')} names no kiln among its dependencies, and the hosts run "npm run build": add "kiln": "${spec}" to its devDependencies, and "build": "kiln build --catalog catalog --out dist" to its scripts.`,
      ),
      done.stdout,
    );
    assert.ok(
      lines(done.stdout).includes(
        `note: ${join(dir, WORKFLOW)} still builds with "npx kiln", which fetches the npm registry's "kiln", another project: delete it and run kiln init --hosting again for one that installs Kiln from package.json.`,
      ),
      done.stdout,
    );
  },
);

host('should refuse a --kiln that npm would fetch from the registry, in one line, writing nothing', async () => {
  const dir = join(root, 'registry');
  const done = kiln('init', dir, '--yes', '--kiln', 'latest');
  assert.is.not(done.code, 0);
  assert.match(done.stderr, "option '--kiln <source>' argument 'latest' is invalid. must be a git address");
  assert.not.ok(existsSync(dir));
});

host('should refuse --hosting on a folder with no catalogue, writing nothing', async () => {
  const dir = join(root, 'not-a-cafe');
  await mkdir(dir);
  const done = kiln('init', '--hosting', dir);
  assert.is(done.code, 1);
  assert.is(
    done.stderr.trim(),
    `kiln init --hosting: ${dir} has no catalog/site.json; run it on a café's folder (one kiln init wrote). Nothing was written.`,
  );
  assert.not.ok(existsSync(join(dir, 'netlify.toml')));
});

host.run();
