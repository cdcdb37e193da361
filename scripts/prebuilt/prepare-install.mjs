#!/usr/bin/env node
// @ts-check
// Plain JavaScript: npm runs it (the `prepare` script) right after `npm install` or `npm ci`, before
// anything else of Kiln is made.
//
// What an install makes for Kiln, so that a fresh clone's first build is as quick as any other: the
// prebuilt CLI with V8's compiled code for `build` and `validate`, the browser bundles and the
// schemas' validators, in node_modules/.kiln-install/ (content-key.mjs installDirOf). It makes them
// as a build does, by building the sample catalogue with that folder as the cache, then drops what
// such a build keeps of its results (styles, share pictures, drawings, icons), which belong to the
// catalogue, not to the install. Kiln reads the folder after its own cache, and only where a content
// key matches the sources as they are, so a source changed since never runs stale. It never fails an
// install: without it, the first command makes what it needs, as before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDirOf } from './content-key.mjs';

/** A build's results, kept in its cache but made from the catalogue: not the install's to keep. */
const RESULTS = ['css.json', 'share', 'images', 'app-icons'];

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');
const installDir = installDirOf(root);
const launcher = join(root, 'scripts', 'prebuilt', 'kiln.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'kiln-install-'));
const started = performance.now();

/** @param {string[]} args */
const kiln = (args) =>
  spawnSync(process.execPath, [launcher, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, KILN_CACHE_DIR: installDir, KILN_INSTALL_DIR: installDir, NO_COLOR: '1' },
  });

try {
  rmSync(installDir, { recursive: true, force: true });
  // The first build makes everything; the second finds it, and records the files' stamps, so a
  // command checks them without reading every source again; validate leaves its compiled code.
  const runs = [['build', '--out', join(scratch, 'a')], ['build', '--out', join(scratch, 'b')], ['validate']].map(kiln);
  for (const what of RESULTS) rmSync(join(installDir, what), { recursive: true, force: true });
  const failed = runs.find((run) => run.status !== 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failed) {
    // The sample catalogue may be mid-edit: whatever was made stands, the rest is made on first use.
    console.log(
      `kiln: install prepared part of the CLI and bundles in ${seconds} s (the sample catalogue did not build; the first command makes the rest)`,
    );
  } else {
    console.log(
      `kiln: install prepared the CLI, the browser bundles and the schemas' validators in ${seconds} s (${relative(root, installDir)})`,
    );
  }
} catch (error) {
  console.log(
    `kiln: install prepared nothing (${/** @type {Error} */ (error).message}); the first command makes what it needs`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
