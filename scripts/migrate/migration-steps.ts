import type { MigrationStep } from './migration-step.ts';
import { menuCategories } from './steps/menu-categories.ts';
import { themeFile } from './steps/theme-file.ts';

/**
 * Every change of the catalogue's shape since catalogues were first written, oldest first:
 * `kiln migrate` runs them in this order, and `validate` asks for it where one applies.
 */
export const MIGRATION_STEPS: readonly MigrationStep[] = [themeFile, menuCategories];

/** The step that would move `file` forward, if its content (undefined when absent) is in an older shape. */
export const olderShapeStep = (
  file: string,
  data: unknown,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): MigrationStep | undefined => steps.find((step) => step.file === file && step.isOld(data));
