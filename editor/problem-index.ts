import type { Problem } from '../site/core/problems/problem.ts';
import { isWithin } from '../site/core/lib/json-pointer.ts';

/**
 * One file's problems and warnings, looked up by the place they point to. A missing or unknown
 * field is pointed at the group that holds it, so it shows on that group; every problem is also
 * in the summary.
 */
export interface ProblemIndex {
  all: readonly Problem[];
  /** Problems pointing exactly here. */
  at(pointer: string): readonly Problem[];
  /** How many problems (not warnings) and warnings lie inside this place, itself included. */
  within(pointer: string): { problems: number; warnings: number };
}

export function indexProblems(all: readonly Problem[]): ProblemIndex {
  const byPointer = new Map<string, Problem[]>();
  for (const problem of all) byPointer.set(problem.pointer, [...(byPointer.get(problem.pointer) ?? []), problem]);
  return {
    all,
    at: (pointer) => byPointer.get(pointer) ?? [],
    within(pointer) {
      let problems = 0;
      let warnings = 0;
      for (const p of all) {
        if (!isWithin(p.pointer, pointer)) continue;
        if (p.warning) warnings += 1;
        else problems += 1;
      }
      return { problems, warnings };
    },
  };
}
