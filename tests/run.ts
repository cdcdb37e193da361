// `npm test [folder] [file-filter]`: every test folder in its own process, then one closing line.
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.ts';

const FOLDERS = ['unit', 'dom', 'cli', 'e2e'];
const [only, filter] = process.argv.slice(2);
const folders = only ? FOLDERS.filter((f) => f === only) : FOLDERS;
if (only && folders.length === 0) {
  console.error(`Unknown test folder "${only}": use one of ${FOLDERS.join(', ')}.`);
  process.exit(2);
}

if (folders.includes('e2e')) {
  const chromium = ensureChromium();
  if (!chromium) {
    console.error(
      'End-to-end tests need Chromium: run "sudo apt-get install chromium" (or set CHROMIUM_PATH), then npm test again.',
    );
    process.exit(1);
  }
  process.env.CHROMIUM_PATH = chromium;
}

// Format and lint first (Biome: a fraction of a second), then types: either fails the run before any test does.
if (!only) {
  console.log('— biome ci (format and lint; `npm run format` fixes the formatting)');
  const style = spawnSync(
    process.execPath,
    ['node_modules/@biomejs/biome/bin/biome', 'ci', '--diagnostic-level=error'],
    { stdio: 'inherit' },
  );
  if (style.status !== 0) {
    console.error('\nFormatting or lint errors: fix them (npm run format), then npm test again.');
    process.exit(1);
  }
  // Incremental, so it is quick when nothing changed.
  console.log('— tsc -b');
  const typecheck = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b'], { stdio: 'inherit' });
  if (typecheck.status !== 0) {
    console.error('\nType errors: fix them, then npm test again.');
    process.exit(1);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const folder of folders) {
  console.log(`\n— tests/${folder}`);
  const out = await new Promise<{ code: number; text: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/run-folder.ts', `tests/${folder}`, ...(filter ? [filter] : [])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, FORCE_COLOR: '0' },
      },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, text }));
  });
  const count = (label: string) => Number(out.text.match(new RegExp(`${label}:\\s+(\\d+)`))?.[1] ?? 0);
  const total = count('Total');
  const ok = count('Passed');
  passed += ok;
  skipped += count('Skipped');
  failed += total - ok - count('Skipped');
  if (out.code !== 0 && total === ok) failed += 1; // crashed outside a test
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
