import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../scripts/build.ts';
import type { Built } from '../../scripts/outcome.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { closeWithAll } from './harness.ts';

/**
 * A catalogue other than the sample (the bakery of tests/fixtures/bakery/, issue 36 part 7), copied,
 * built once per test process and served on ports of its own, `offset` from KILN_E2E_PORT: site,
 * hub, API. The sample's build and servers (harness.ts) are not touched; open its pages with
 * `newPage({ sample: false })`. Its copy and build are removed after the last e2e suite.
 */
export interface ServedCatalogue {
  /** The site's origin, e.g. http://localhost:4473. */
  site: string;
  /** The copy that was built (after `prepare`). */
  catalogDir: string;
  /** The built site's folder (dist/site). */
  siteDir: string;
  /** What validation warned about while building. */
  warnings: Built['warnings'];
}

const served = new Map<string, Promise<ServedCatalogue>>();

export function serveCatalogue(
  name: string,
  source: string,
  offset: number,
  prepare?: (catalogDir: string) => Promise<void>,
): Promise<ServedCatalogue> {
  if (!served.has(name)) served.set(name, start(name, source, offset, prepare));
  return served.get(name)!;
}

async function start(
  name: string,
  source: string,
  offset: number,
  prepare?: (catalogDir: string) => Promise<void>,
): Promise<ServedCatalogue> {
  const port = Number(process.env.KILN_E2E_PORT ?? 4273) + offset;
  const site = `http://localhost:${port}`;
  const work = await mkdtemp(join(tmpdir(), `kiln-e2e-${name}-`));
  closeWithAll(() => rm(work, { recursive: true, force: true }));
  const catalogDir = join(work, 'catalog');
  await cp(source, catalogDir, { recursive: true });
  await prepare?.(catalogDir);
  const outDir = join(work, 'out');
  const result = await build({
    catalogDir,
    outDir,
    siteUrl: site,
    hubUrl: `http://localhost:${port + 1}`,
    apiBase: `http://localhost:${port + 2}`,
  });
  if (result.outcome !== 'built')
    throw new Error(`the ${name} catalogue did not build: ${JSON.stringify(result).slice(0, 2000)}`);
  const server = await startStaticServer({ dir: join(outDir, 'site'), port });
  closeWithAll(async () => void server.close());
  return { site, catalogDir, siteDir: join(outDir, 'site'), warnings: result.warnings };
}
