// `npm run bench`: how long `kiln` takes and how much memory it needs, from the sample catalogue to
// one 100 times its size (and `kiln validate` on those with a slip made down the whole menu, a
// problem per dish), how soon `kiln dev` shows a save, and how much each page and bundle
// weighs (raw and gzip) against the budgets in budgets.ts. Every command runs in a fresh process,
// as staff run it. It prints a table and writes bench-report.json (KILN_BENCH_REPORT moves it).
// `npm run bench -- --lighthouse` adds a Lighthouse run.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, release } from 'node:os';
import { join, relative } from 'node:path';
import { coldPeer, preparePeer, sideBySide, timed, type SideBySide } from './bench/astro-peer.ts';
import { measureDevReload } from './bench/dev-reload.ts';
import { runKiln, spread, type KilnRun, type Spread } from './bench/fresh-process.ts';
import { catalogCounts, scaleCatalog, typeMenuPricesAsText } from './bench/scale-catalog.ts';
import { BEFORE_INTERACTION_BUDGET, HUB_BUDGETS, kib, measureSite, scriptsBeforeInteraction, type FileSize } from './budgets.ts';
import { CACHE_DIR, PROJECT_DIR } from './project-dir.ts';

/** Fresh processes per cold build of the sample; fewer for the larger catalogues. */
const RUNS = Number(process.env.KILN_BENCH_RUNS ?? 7);
const SIZE_RUNS = Number(process.env.KILN_BENCH_SIZE_RUNS ?? 3);
const SIZES = [10, 100, 1000];
/** Builds of each kind, Kiln's and the Astro peer's, by turns (bench/astro-peer.ts). */
const PEER_RUNS = Number(process.env.KILN_BENCH_PEER_RUNS ?? 5);
/**
 * What Kiln keeps of a build's own results (minified styles, share pictures, photos): the rest of
 * its cache is code (the CLI, compiled schemas, browser bundles), which an install could make.
 */
const RESULT_CACHES = ['css.json', 'share', 'images'];
/** What the sample's build may take: SPEC-level targets, checked here and never in a timed test. */
const TARGETS = { coldMs: 500, hundredMs: 5000, validateHundredMs: 1000, validateSlipMs: 1000, samplePeakMiB: 150, devReloadMs: 500 };
const REPORT = process.env.KILN_BENCH_REPORT ?? join(PROJECT_DIR, 'bench-report.json');

const fail = (what: string, run: KilnRun) => {
  throw new Error(`${what} failed (exit ${run.code}):\n${run.stderr}`);
};

/** One way of running a command: its arguments and environment for the i-th run, and the exit code it must end with (0). */
interface Variant {
  args: (i: number) => string[];
  env?: (i: number) => Record<string, string>;
  code?: number;
}

/**
 * Each variant `times` times, each run a new process (each build into a folder of its own under
 * `work`), the variants taking turns: this machine's speed drifts from minute to minute, and
 * alternating runs meet the same drift.
 */
async function interleaved(times: number, variants: Variant[]) {
  const runs: KilnRun[][] = variants.map(() => []);
  for (let i = 0; i < times; i++) {
    for (const [v, { args, env, code = 0 }] of variants.entries()) {
      const run = await runKiln(args(i), env?.(i));
      if (run.code !== code) fail(`kiln ${args(i).join(' ')}`, run);
      runs[v]!.push(run);
    }
  }
  return runs.map((r) => ({ time: spread(r.map((x) => x.ms)), cpu: spread(r.map((x) => x.cpuMs)), peakMiB: Math.max(...r.map((x) => x.peakMiB)) }));
}

/** `kiln <args>` `times` times, each in a new process. */
const repeat = async (times: number, args: Variant['args'], env?: Variant['env'], code?: number) => (await interleaved(times, [{ args, env, code }]))[0]!;

// On the project's disk, as `npm run build` writes dist/ (a busy /tmp can be slower to create files in).
const work = await mkdtemp(join(PROJECT_DIR, '.bench-'));
const loadBefore = loadavg()[0]!;
try {
  console.log(`kiln bench: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.versions.node}, load ${loadBefore.toFixed(2)}\n`);

  // A clone's first command: nothing cached, so it bundles the CLI and the browser code, compiles
  // the schemas and minifies the styles before it builds.
  const first = await runKiln(['build', '--out', join(work, 'first', 'dist')], { KILN_CACHE_DIR: join(work, 'empty-cache') });
  if (first.code !== 0) fail('the first build', first);
  console.log(`first build, caches empty: ${ms(first.ms)} (${mib(first.peakMiB)})`);

  // Then what staff see every time after: caches made on the first run, by content.
  await runKiln(['build', '--out', join(work, 'warm-up', 'dist')]);
  // This machine's environment names a CA bundle in NODE_EXTRA_CA_CERTS, which Node 20 parses at
  // every start, whether or not the process makes a TLS connection (a build makes none): the same
  // build without it, run by turns with the other, says how much of the figure that is.
  const [cold, noExtraCa] = await interleaved(RUNS, [
    { args: (i) => ['build', '--out', join(work, `cold-${i}`, 'dist')] },
    ...(process.env.NODE_EXTRA_CA_CERTS
      ? [{ args: (i: number) => ['build', '--out', join(work, `no-extra-ca-${i}`, 'dist')], env: () => ({ NODE_EXTRA_CA_CERTS: '' }) }]
      : []),
  ]);
  if (!cold) throw new Error('no cold builds');
  console.log(
    `cold build, sample: median ${ms(cold.time.median)} (${ms(cold.time.min)}–${ms(cold.time.max)}, ${RUNS} processes), CPU ${ms(cold.cpu.median)}, peak ${mib(cold.peakMiB)}`,
  );
  if (noExtraCa)
    console.log(`cold build, without NODE_EXTRA_CA_CERTS: median ${ms(noExtraCa.time.median)} (${ms(noExtraCa.time.min)}–${ms(noExtraCa.time.max)})`);
  // Colder still: nothing kept from a previous run but code, which an install could make.
  const codeOnly = (i: number) => join(work, `code-cache-${i}`);
  for (let i = 0; i < RUNS; i++) await cp(CACHE_DIR, codeOnly(i), { recursive: true, filter: (from) => !RESULT_CACHES.includes(relative(CACHE_DIR, from)) });
  const strict = await repeat(
    RUNS,
    (i) => ['build', '--out', join(work, `strict-${i}`, 'dist')],
    (i) => ({ KILN_CACHE_DIR: codeOnly(i) }),
  );
  console.log(`cold build, only code cached: median ${ms(strict.time.median)} (${ms(strict.time.min)}–${ms(strict.time.max)}), peak ${mib(strict.peakMiB)}`);
  const validate = await repeat(RUNS, () => ['validate']);
  console.log(`validate, sample: median ${ms(validate.time.median)} (${ms(validate.time.min)}–${ms(validate.time.max)})`);

  const sizes: { factor: number; counts: Record<string, number>; build: typeof cold; validate: typeof cold; slip?: typeof cold & { problems: number } }[] = [
    { factor: 1, counts: await catalogCounts('catalog'), build: cold, validate },
  ];
  for (const factor of SIZES) {
    const catalog = join(work, `catalog-${factor}x`);
    await scaleCatalog('catalog', catalog, factor);
    const build = await repeat(SIZE_RUNS, (i) => ['build', '--catalog', catalog, '--out', join(work, `build-${factor}x-${i}`, 'dist')]);
    const check = await repeat(SIZE_RUNS, () => ['validate', '--catalog', catalog]);
    // The same catalogue with one slip made down the whole menu: a problem per dish, all in one file (exit 1).
    const slipped = join(work, `catalog-${factor}x-slip`);
    await cp(catalog, slipped, { recursive: true });
    const problems = await typeMenuPricesAsText(slipped);
    const slip = { problems, ...(await repeat(SIZE_RUNS, () => ['validate', '--catalog', slipped], undefined, 1)) };
    sizes.push({ factor, counts: await catalogCounts(catalog), build, validate: check, slip });
    console.log(
      `${factor}× catalogue: build median ${ms(build.time.median)} (${ms(build.time.min)}–${ms(build.time.max)}), peak ${mib(build.peakMiB)}; validate ${ms(check.time.median)}; validate with ${problems} problems ${ms(slip.time.median)}`,
    );
  }

  // Per item, the largest catalogue against the 10× one: at most 1 when time grows no faster than linearly.
  const [ten, largest] = [sizes.find((s) => s.factor === 10)!, sizes.at(-1)!];
  const items = (s: typeof ten) => Object.values(s.counts).reduce((n, c) => n + c, 0);
  console.log(
    `${ten.factor}× → ${largest.factor}× per item: build ${(largest.build.time.median / items(largest) / (ten.build.time.median / items(ten))).toFixed(2)}×, peak ${mib(largest.build.peakMiB)}`,
  );

  const peer = await versusAstro(work);
  if ('missing' in peer) console.log(`beside Astro: skipped (${peer.missing})`);
  else
    for (const [what, r] of Object.entries(peer))
      console.log(
        `${what} build beside Astro (npm run build, ${r.kiln.runs.length} each, by turns): Kiln ${range(r.kiln)}, Astro ${range(r.astro)}: ${r.ratio.toFixed(2)} × Astro's`,
      );

  const dev = await measureDevReload({ catalog: 'catalog', work });
  // When the change shows: the reloaded page's first paint. Its load event (scripts, pictures) is in the report too.
  const devReload = dev && spread(dev.map((d) => d.paintMs).filter((t) => Number.isFinite(t)));
  const devLoad = dev && spread(dev.map((d) => d.loadMs));
  console.log(
    devReload
      ? `kiln dev, save to the reloaded page's first paint: median ${ms(devReload.median)} (${ms(devReload.min)}–${ms(devReload.max)}, ${dev.length} saves); to its load event ${ms(devLoad!.median)}`
      : 'kiln dev: skipped (no Chromium; set CHROMIUM_PATH)',
  );

  const out = join(work, 'cold-0', 'dist');
  const site = await measureSite(join(out, 'site'));
  const hub = await measureSite(join(out, 'hub'), HUB_BUDGETS);
  table('site/', site);
  table('hub/', hub);
  const over = [...site, ...hub].filter((r) => r.over).length;
  const pages = site.filter((r) => r.file.endsWith('.html'));
  const hubScripts = hub.filter((r) => r.file.endsWith('.js'));
  const early = await Promise.all(pages.filter((p) => !p.file.startsWith('sections/')).map((p) => scriptsBeforeInteraction(join(out, 'site'), p.file)));
  console.log(`\n${pages.length} pages: median ${kib(pages.map((p) => p.gzip).sort((a, b) => a - b)[pages.length >> 1]!)} gzip.`);
  console.log(`script before interaction: at most ${kib(Math.max(...early))} gzip per page (budget ${kib(BEFORE_INTERACTION_BUDGET)}).`);
  console.log(`hub: ${kib(hubScripts.reduce((n, r) => n + r.gzip, 0))} of JavaScript (gzip) in ${hubScripts.length} files.`);
  console.log(`${over} file(s) over budget.`);

  const loadAfter = loadavg()[0]!;
  const hundred = sizes.find((s) => s.factor === 100)!;
  const checks = {
    coldBuild: cold.time.median <= TARGETS.coldMs,
    hundredBuild: hundred.build.time.median <= TARGETS.hundredMs,
    // No faster than linear: ten times the catalogue costs at most ten times the time, at each step
    // (T(n) = a + b·n passes whatever its fixed cost a; n² would not), and a noisy small build cannot fail it.
    linear: sizes.every((size, i) => i === 0 || size.build.time.median <= (size.factor / sizes[i - 1]!.factor) * sizes[i - 1]!.build.time.median),
    validateHundred: hundred.validate.time.median <= TARGETS.validateHundredMs,
    // Thousands of problems in one file, in well under a second, and ten times the problems in at most ten times the time.
    validateSlip: hundred.slip!.time.median <= TARGETS.validateSlipMs,
    slipLinear: sizes.every(
      (size, i) => !size.slip || !sizes[i - 1]?.slip || size.slip.time.median <= (size.factor / sizes[i - 1]!.factor) * sizes[i - 1]!.slip!.time.median,
    ),
    samplePeak: cold.peakMiB <= TARGETS.samplePeakMiB,
    devReload: devReload ? devReload.median <= TARGETS.devReloadMs : undefined,
  };
  summary(sizes, { cold, strict, noExtraCa, validate, first, devReload, checks, loadBefore, loadAfter });

  await writeFile(
    REPORT,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.versions.node, os: `${process.platform} ${release()}`, loadBefore, loadAfter },
        targets: TARGETS,
        checks,
        firstBuild: { ms: first.ms, peakMiB: first.peakMiB },
        coldBuild: cold,
        coldBuildCodeOnly: strict,
        coldBuildWithoutExtraCaCerts: noExtraCa ?? null,
        validate,
        sizes,
        devReload: dev ? { firstPaintMs: devReload, loadMs: devLoad } : null,
        files: { site, hub, overBudget: over },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nReport: ${REPORT}`);
  process.exitCode = over ? 1 : 0;

  if (process.argv.includes('--lighthouse')) {
    const { printLighthouse, runLighthouse } = await import('./bench/lighthouse.ts');
    printLighthouse(await runLighthouse());
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
}

function mib(value: number): string {
  return `${value.toFixed(0)} MiB`;
}

function range(s: Spread): string {
  return `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`;
}

/** The table the README's measured figures come from. */
function summary(
  sizes: {
    factor: number;
    counts: Record<string, number>;
    build: { time: Spread; cpu: Spread; peakMiB: number };
    validate: { time: Spread; cpu: Spread };
    slip?: { time: Spread; cpu: Spread; peakMiB: number; problems: number };
  }[],
  o: {
    cold: { time: Spread; cpu: Spread; peakMiB: number };
    strict: { time: Spread; cpu: Spread; peakMiB: number };
    noExtraCa?: { time: Spread; cpu: Spread; peakMiB: number };
    validate: { time: Spread; cpu: Spread };
    first: KilnRun;
    devReload?: Spread;
    checks: Record<string, boolean | undefined>;
    loadBefore: number;
    loadAfter: number;
  },
): void {
  const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗');
  console.log('\n| what | median (min–max) | CPU time | peak memory | target |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| cold build, sample (${o.cold.time.runs.length} fresh processes) | ${range(o.cold.time)} | ${ms(o.cold.cpu.median)} | ${mib(o.cold.peakMiB)} | ≤ ${ms(TARGETS.coldMs)}, ≤ ${TARGETS.samplePeakMiB} MiB${mark(o.checks.coldBuild && o.checks.samplePeak)} |`,
  );
  console.log(
    `| cold build, sample, only code cached (the CLI, schemas, browser bundles; ${o.strict.time.runs.length} processes) | ${range(o.strict.time)} | ${ms(o.strict.cpu.median)} | ${mib(o.strict.peakMiB)} | ≤ ${ms(TARGETS.coldMs)}${mark(o.strict.time.median <= TARGETS.coldMs)} |`,
  );
  if (o.noExtraCa)
    console.log(
      `| cold build, sample, without this machine's NODE_EXTRA_CA_CERTS (${o.noExtraCa.time.runs.length} processes) | ${range(o.noExtraCa.time)} | ${ms(o.noExtraCa.cpu.median)} | ${mib(o.noExtraCa.peakMiB)} | |`,
    );
  for (const { factor, counts, build } of sizes.slice(1)) {
    const what = `${counts.menuItems} dishes, ${counts.events} events, ${counts.photos} photos, ${counts.posts} posts, ${counts.products} products, ${counts.reservations} reservations`;
    const target = factor === 100 ? `≤ ${ms(TARGETS.hundredMs)}, linear${mark(o.checks.hundredBuild && o.checks.linear)}` : '';
    console.log(`| build, ${factor}× catalogue (${what}) | ${range(build.time)} | ${ms(build.cpu.median)} | ${mib(build.peakMiB)} | ${target} |`);
  }
  console.log(`| validate, sample | ${range(o.validate.time)} | ${ms(o.validate.cpu.median)} | | |`);
  const hundred = sizes.find((s) => s.factor === 100)!;
  console.log(
    `| validate, ${hundred.factor}× catalogue | ${range(hundred.validate.time)} | ${ms(hundred.validate.cpu.median)} | | ≤ ${ms(TARGETS.validateHundredMs)}${mark(o.checks.validateHundred)} |`,
  );
  for (const { factor, slip } of sizes) {
    if (!slip) continue;
    const target = factor === hundred.factor ? `≤ ${ms(TARGETS.validateSlipMs)}, linear${mark(o.checks.validateSlip && o.checks.slipLinear)}` : '';
    console.log(
      `| validate, ${factor}× catalogue with every menu price typed "₹320" (${slip.problems} problems in menu.json) | ${range(slip.time)} | ${ms(slip.cpu.median)} | ${mib(slip.peakMiB)} | ${target} |`,
    );
  }
  console.log(
    `| kiln dev, catalogue save to the reloaded page's first paint | ${o.devReload ? range(o.devReload) : 'skipped'} | | | ≤ ${ms(TARGETS.devReloadMs)}${mark(o.checks.devReload)} |`,
  );
  console.log(`| first build of a fresh clone (caches empty) | ${ms(o.first.ms)} | ${ms(o.first.cpuMs)} | ${mib(o.first.peakMiB)} | |`);
  console.log(`\nLoad average ${o.loadBefore.toFixed(2)} before, ${o.loadAfter.toFixed(2)} after: on a shared machine, times grow with it.`);
}

/** Scripts first, then pages, each heaviest first. */
function table(title: string, rows: FileSize[]): void {
  rows.sort((a, b) => (a.file.startsWith('assets') === b.file.startsWith('assets') ? b.gzip - a.gzip : a.file.startsWith('assets') ? -1 : 1));
  console.log(`\n${title.padEnd(48)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}   budget`);
  for (const r of rows) {
    console.log(r.file.padEnd(48), kib(r.raw).padStart(11), kib(r.gzip).padStart(11), `  ${r.budget ? kib(r.budget) : ''}${r.over ? '  OVER' : ''}`);
  }
}

/**
 * Kiln's and the Astro peer's `npm run build`, cold and warm, by turns (PEER_RUNS of each): cold is
 * a fresh clone's first build right after `npm ci` (Kiln's node_modules/.cache/kiln and every
 * output folder gone; for Astro its dist/, .astro/, Vite's cache and Node's compile cache), warm
 * keeps each tool's caches and removes only the output.
 */
async function versusAstro(work: string): Promise<{ cold: SideBySide; warm: SideBySide } | { missing: string }> {
  const peer = await preparePeer();
  if ('missing' in peer) return peer;
  const npmBuild = async (cwd: string, env: Record<string, string>, args: string[] = []) => {
    const run = await timed('npm', ['run', '--silent', 'build', ...(args.length ? ['--', ...args] : [])], { cwd, env });
    if (run.code !== 0) throw new Error(`npm run build in ${cwd} failed (exit ${run.code}):\n${run.output.slice(-1000)}`);
    return run.ms;
  };
  const warmCompileCache = join(work, 'astro-compile-cache');
  const peerWarm = { ...peer.env, NODE_COMPILE_CACHE: warmCompileCache };
  // Each tool's caches made once before the warm runs.
  await npmBuild(PROJECT_DIR, {}, ['--out', join(work, 'peer-warm-up', 'dist')]);
  await npmBuild(peer.dir, peerWarm);
  const times = { kilnCold: [] as number[], astroCold: [] as number[], kilnWarm: [] as number[], astroWarm: [] as number[] };
  for (let i = 0; i < PEER_RUNS; i++) {
    times.kilnCold.push(
      await npmBuild(PROJECT_DIR, { KILN_CACHE_DIR: join(work, `peer-cold-cache-${i}`) }, ['--out', join(work, `peer-kiln-cold-${i}`, 'dist')]),
    );
    times.astroCold.push(await npmBuild(peer.dir, { ...peer.env, ...(await coldPeer(peer.dir, join(work, `astro-cold-cache-${i}`))) }));
    times.kilnWarm.push(await npmBuild(PROJECT_DIR, {}, ['--out', join(work, `peer-kiln-warm-${i}`, 'dist')]));
    await rm(join(peer.dir, 'dist'), { recursive: true, force: true });
    times.astroWarm.push(await npmBuild(peer.dir, peerWarm));
  }
  return { cold: sideBySide(times.kilnCold, times.astroCold), warm: sideBySide(times.kilnWarm, times.astroWarm) };
}
