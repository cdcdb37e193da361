import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REPO } from './fixture.ts';

/** The packages `kiln <args>` imports, as the resolve hook in hooks/report-packages.mjs saw them. */
function packagesLoadedBy(...args: string[]): { code: number | null; packages: string[] } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/cli/hooks/report-packages.mjs', 'scripts/cli.ts', ...args],
    {
      cwd: REPO,
      encoding: 'utf8',
    },
  );
  const packages = run.stderr.split('\n').flatMap((l) => (l.startsWith('[package] ') ? [l.slice(10)] : []));
  return { code: run.status, packages };
}

const BROWSER_ONLY = ['react', 'react-dom', 'dompurify', 'lucide-react', 'goober', 'esbuild'];

const loads = suite('kiln: what each command loads');

/** Loaded only for a picture validation has not seen before: sharp to open it, DOMPurify on jsdom to sanitize a drawing. */
const FOR_NEW_PICTURES = ['sharp', 'jsdom', 'dompurify'];

loads(
  'should validate without loading React, the pages, DOMPurify or the bundler, nor sharp or jsdom for pictures seen before',
  () => {
    // The first run after a clone opens the share pictures and sanitizes the drawings, and keeps what it learnt.
    packagesLoadedBy('validate');
    const { code, packages } = packagesLoadedBy('validate');
    assert.is(code, 0);
    // Not necessarily ajv: with the schemas' validators cached, validate loads their code, not ajv.
    assert.ok(
      packages.includes('commander') && packages.includes('jsonc-parser'),
      `the hook sees imports: ${packages.join(', ')}`,
    );
    assert.equal(
      packages.filter((p) => BROWSER_ONLY.includes(p) || FOR_NEW_PICTURES.includes(p)),
      [],
    );
  },
);

loads('should load React to build (so the check above can fail)', async () => {
  const out = await mkdtemp(join(tmpdir(), 'kiln-loads-'));
  try {
    const { code, packages } = packagesLoadedBy('build', '--out', join(out, 'dist'));
    assert.is(code, 0);
    // Not necessarily esbuild: with the browser bundles and page styles cached, a build does not need it.
    for (const name of ['react', 'react-dom']) assert.ok(packages.includes(name), name);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

loads.run();
