import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import type { BuildMemo } from '../../../site/core/lib/build-memo.ts';
import type { Reference } from '../references.ts';
import type { Finding } from '../schema-errors.ts';

/** What every cross-file rule can look at. Data is as parsed: rules must not trust its shape. */
export interface RuleContext {
  /** The catalogue folder. */
  dir: string;
  /** Every catalogue file that parsed, by key (it may still have schema problems). */
  files: ReadonlyMap<CatalogKey, unknown>;
  /** The pictures and links each file's schema marked with a Kiln format. */
  references: ReadonlyMap<CatalogKey, readonly Reference[]>;
  /** Where what was learnt about each photo is kept between runs (scripts/images/photo-info.ts). */
  photoCacheDir?: string;
  /** The build's memo (site/core/lib/build-memo.ts), which `kiln dev` hands on from build to build: what a rule finds in an unchanged file is kept. */
  answers?: BuildMemo;
}

/** A finding in one catalogue file. */
export interface RuleFinding extends Finding {
  key: CatalogKey;
  /** Reported, but the catalogue still builds. */
  warning?: true;
  /** Printed message first, then its place (Problem's `leading`). */
  leading?: true;
}

/** A check a schema cannot express. Add one: a file in rules/, then list it in rules/all-rules.ts. */
export type Rule = (context: RuleContext) => RuleFinding[] | Promise<RuleFinding[]>;
