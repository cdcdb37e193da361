import { Link } from 'wouter';
import type { FileSummary } from './edit-protocol.ts';
import type { Problem } from '../site/core/problems/problem.ts';
import { labelOf } from './staff-words.ts';

/** The address that opens a file's form at one field: /offers?field=/cta/href. */
export const fieldAddress = (key: string, pointer: string) => `/${key}?field=${encodeURIComponent(pointer)}`;

/** The field an address asks to open at (see fieldAddress), if any. */
export const fieldInAddress = (): string | undefined => new URLSearchParams(location.search).get('field') ?? undefined;

/**
 * Goes to the field an address names once the form has drawn it: `jump` opens the lists holding
 * it and focuses it. The form draws in steps, so it is looked for a few times before jumping anyway.
 */
export function jumpWhenDrawn(
  pointer: string,
  area: HTMLElement | null,
  jump: (pointer: string) => void,
  tries = 20,
): void {
  const drawn = area?.querySelector(
    `[data-pointer="${CSS.escape(pointer)}"] input, [data-pointer="${CSS.escape(pointer)}"] textarea, [data-pointer="${CSS.escape(pointer)}"] select`,
  );
  if (drawn || tries === 0) jump(pointer);
  else setTimeout(() => jumpWhenDrawn(pointer, area, jump, tries - 1), 100);
}

/**
 * A save refused because it would break other files' rules: each such problem, with a link that
 * opens that file's form at the field, to change it to match.
 */
export function OtherFileFix({ problems, files }: { problems: readonly Problem[]; files: readonly FileSummary[] }) {
  const shown = problems.flatMap((p) => {
    const other = files.find((f) => f.file === p.file);
    return other ? [{ p, other }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="other-file-fix">
      {shown.map(({ p, other }) => {
        const field = p.pointer
          .split('/')
          .filter((s) => s && !/^\d+$/.test(s))
          .pop();
        return (
          <li key={`${p.file}|${p.pointer}|${p.message}`}>
            <Link href={fieldAddress(other.key, p.pointer)}>
              Open {other.title}
              {field ? ` at “${labelOf(field)}”` : ''}
            </Link>{' '}
            ({p.file} {p.message})
          </li>
        );
      })}
    </ul>
  );
}
