import type { BuildOptions, BuildResult } from './build.ts';
import type { ServeOptions } from './serve/serve.ts';

/*
 * Each command imports what it needs only when it runs: `kiln validate` never runs React, the
 * pages, DOMPurify or the bundler (from the sources it never loads them; the prebuilt CLI, one
 * script, holds their code but compiles and runs it only for a command that imports it). (Not in
 * kiln.ts itself: tsx misreads dynamic imports in a file that starts with a shebang.)
 */

/** `kiln build`'s flags as commander parses them. */
export interface BuildFlags {
  catalog: string;
  out: string;
  apiBase?: string;
  siteUrl?: string;
  hubUrl?: string;
}

export async function runBuild(options: BuildOptions): Promise<BuildResult> {
  const { build } = await import('./build.ts');
  return build(options);
}

export async function runServe(options: ServeOptions): Promise<void> {
  const { serve } = await import('./serve/serve.ts');
  await serve(options);
}

export async function runDev(options: ServeOptions): Promise<void> {
  const { dev } = await import('./serve/dev.ts');
  await dev(options);
}
