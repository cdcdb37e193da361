import type { Problem } from '../../site/core/problems/problem.ts';

/** A field's problems and warnings, in the form's words (staff-problems.ts). */
export function FieldProblems({ id, problems }: { id: string; problems: readonly Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="field-problems" id={`${id}__error`}>
      {problems.map((p) => (
        <li key={`${p.message}${p.warning}`} className={p.warning ? 'warning' : 'problem'}>
          <span className="tag">{p.warning ? 'Warning' : 'Problem'}:</span> {p.message}
        </li>
      ))}
    </ul>
  );
}
