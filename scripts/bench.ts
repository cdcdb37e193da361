// `npm run bench`: how long a build takes and how much each page and bundle weighs (raw and gzip).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from './build.ts';

/** gzip budgets in bytes: the boot script rides on every page, so it is kept small. */
const BUDGETS: [RegExp, number][] = [
  [/^assets\/boot-/, 6 * 1024],
  [/\.html$/, 20 * 1024],
  [/^assets\/chunks\/react-root-/, 70 * 1024],
  [/^assets\//, 20 * 1024],
];

const RUNS = 3;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const times: number[] = [];
let out = '';
for (let i = 0; i < RUNS; i++) {
  out = await mkdtemp(join(tmpdir(), 'kiln-bench-'));
  const result = await build({ catalogDir: 'catalog', outDir: out });
  if (!result.ok) throw new Error('the sample catalogue does not validate');
  times.push(result.ms);
  if (i < RUNS - 1) await rm(out, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
console.log(`build: median ${times[1]!.toFixed(0)} ms over ${RUNS} runs (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})\n`);

const site = join(out, 'site');
const rows: { file: string; raw: number; gzip: number; budget?: number }[] = [];
for (const path of await files(site)) {
  const file = relative(site, path);
  if (!/\.(js|html)$/.test(file)) continue;
  const body = await readFile(path);
  rows.push({ file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, budget: BUDGETS.find(([re]) => re.test(file))?.[1] });
}
rows.sort((a, b) => (a.file.startsWith('assets') === b.file.startsWith('assets') ? b.gzip - a.gzip : a.file.startsWith('assets') ? -1 : 1));

let over = 0;
console.log('file'.padEnd(48), 'raw'.padStart(11), 'gzip'.padStart(11), '  budget');
for (const r of rows) {
  const flag = r.budget && r.gzip > r.budget ? '  OVER' : '';
  if (flag) over++;
  console.log(r.file.padEnd(48), kb(r.raw).padStart(11), kb(r.gzip).padStart(11), `  ${r.budget ? kb(r.budget) : ''}${flag}`);
}
const pages = rows.filter((r) => r.file.endsWith('.html'));
console.log(`\n${pages.length} pages: median ${kb(pages.map((p) => p.gzip).sort((a, b) => a - b)[pages.length >> 1]!)} gzip; ${over} file(s) over budget.`);
await rm(out, { recursive: true, force: true });
process.exitCode = over ? 1 : 0;
