// `npm run bench`: how long a build takes and how much each page and bundle weighs (raw and gzip),
// against the budgets in budgets.ts. `npm run bench -- --lighthouse` adds a Lighthouse run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build.ts';
import { BEFORE_INTERACTION_BUDGET, HUB_BUDGETS, kib, measureSite, scriptsBeforeInteraction, type FileSize } from './budgets.ts';

const RUNS = 3;

// Each run builds into a new folder inside one temp folder, which takes the lock and swap folders too.
const root = await mkdtemp(join(tmpdir(), 'kiln-bench-'));
try {
  const times: number[] = [];
  let out = '';
  for (let i = 0; i < RUNS; i++) {
    out = join(root, `run-${i}`);
    const result = await build({ catalogDir: 'catalog', outDir: out });
    if (!result.ok) throw new Error('the sample catalogue does not validate');
    times.push(result.ms);
  }
  times.sort((a, b) => a - b);
  console.log(`build: median ${times[1]!.toFixed(0)} ms over ${RUNS} runs (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})\n`);

  const site = await measureSite(join(out, 'site'));
  const hub = await measureSite(join(out, 'hub'), HUB_BUDGETS);
  table('site/', site);
  table('hub/', hub);
  const over = [...site, ...hub].filter((r) => r.over).length;
  const pages = site.filter((r) => r.file.endsWith('.html'));
  const hubScripts = hub.filter((r) => r.file.endsWith('.js'));
  console.log(`\n${pages.length} pages: median ${kib(pages.map((p) => p.gzip).sort((a, b) => a - b)[pages.length >> 1]!)} gzip.`);
  const early = await Promise.all(pages.filter((p) => !p.file.startsWith('sections/')).map((p) => scriptsBeforeInteraction(join(out, 'site'), p.file)));
  console.log(`script before interaction: at most ${kib(Math.max(...early))} gzip per page (budget ${kib(BEFORE_INTERACTION_BUDGET)}).`);
  console.log(`hub: ${kib(hubScripts.reduce((n, r) => n + r.gzip, 0))} of JavaScript (gzip) in ${hubScripts.length} files.`);
  console.log(`${over} file(s) over budget.`);
  process.exitCode = over ? 1 : 0;

  if (process.argv.includes('--lighthouse')) {
    const { printLighthouse, runLighthouse } = await import('./bench/lighthouse.ts');
    printLighthouse(await runLighthouse());
  }
} finally {
  await rm(root, { recursive: true, force: true });
}

/** Scripts first, then pages, each heaviest first. */
function table(title: string, rows: FileSize[]): void {
  rows.sort((a, b) => (a.file.startsWith('assets') === b.file.startsWith('assets') ? b.gzip - a.gzip : a.file.startsWith('assets') ? -1 : 1));
  console.log(`\n${title.padEnd(48)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}   budget`);
  for (const r of rows) {
    console.log(r.file.padEnd(48), kib(r.raw).padStart(11), kib(r.gzip).padStart(11), `  ${r.budget ? kib(r.budget) : ''}${r.over ? '  OVER' : ''}`);
  }
}
