import { count } from '../staff-words.ts';

/** "2 problems" beside a group or list item's name, so a closed or long group never hides one. */
export function ProblemMark({ problems, warnings }: { problems: number; warnings: number }) {
  if (problems === 0 && warnings === 0) return null;
  return (
    <span className="marks">
      {problems > 0 && <span className="mark problem">{count(problems, 'problem')}</span>}
      {warnings > 0 && <span className="mark warning">{count(warnings, 'warning')}</span>}
    </span>
  );
}
