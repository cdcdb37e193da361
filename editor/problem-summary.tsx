import { Link } from 'wouter';
import type { Problem } from '../site/core/problems/problem.ts';
import { count } from './staff-words.ts';

/**
 * Every problem and warning of this file, in the form's words (staff-problems.ts); each one jumps to
 * its field. Only a problem with the text as a whole says its line: a form has none. Problems elsewhere in the catalogue are counted, with a link to their file.
 */
export function ProblemSummary({
  problems,
  elsewhere,
  jump,
}: {
  problems: readonly Problem[];
  elsewhere: readonly Problem[];
  jump(p: Problem): void;
}) {
  const errors = problems.filter((p) => !p.warning);
  const warnings = problems.filter((p) => p.warning);
  const otherFiles = [...new Set(elsewhere.map((p) => p.file))];
  if (problems.length === 0 && otherFiles.length === 0)
    return <p className="summary ok">No problems: this file can be saved.</p>;
  return (
    <section className={`summary${errors.length ? ' has-problems' : ''}`} aria-labelledby="summary-title">
      <h2 id="summary-title">
        {errors.length > 0 ? count(errors.length, 'problem') : 'No problems'}
        {warnings.length > 0 && `, ${count(warnings.length, 'warning')}`}
      </h2>
      {errors.length > 0 && <p className="hint">Fix these to save. Each link takes you to its field.</p>}
      {problems.length > 0 && (
        <ul>
          {[...errors, ...warnings].map((p) => (
            <li key={`${p.pointer}|${p.message}`} className={p.warning ? 'warning' : 'problem'}>
              <button type="button" className="link" onClick={() => jump(p)}>
                <span className="tag">{p.warning ? 'Warning' : 'Problem'}</span>{' '}
                {p.pointer === '' && <span className="where">line {p.line}</span>}
                {'place' in p && p.place ? <span className="where">{`${p.place}:`}</span> : null} {p.message}
              </button>
            </li>
          ))}
        </ul>
      )}
      {otherFiles.length > 0 && (
        <p className="hint">
          Other files have problems too:{' '}
          {otherFiles.map((file, i) => (
            <span key={file}>
              {i > 0 && ', '}
              <Link href={`/${keyOf(file)}`}>{file}</Link> ({elsewhere.filter((p) => p.file === file).length})
            </span>
          ))}
          .
        </p>
      )}
    </section>
  );
}

/** "catalog/crash-course.json" → "crashCourse", the editor's address for that file. */
const keyOf = (file: string) =>
  (file.split('/').pop() ?? '').replace(/\.json$/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
