import type { CrashCourseTip } from '../core/catalog/crash-course.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';

const list = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px 24px;
  li {
    display: grid;
    grid-template-columns: 52px 1fr;
    gap: 4px 16px;
    padding: 18px 20px;
    border-radius: ${radius.md};
    background: ${color.surface};
    border: 1px solid ${color.border};
  }
  .num {
    grid-row: span 2;
    font-family: ${font.display};
    font-size: 2rem;
    line-height: 1;
    font-weight: 600;
    color: ${color.primary};
  }
  h3 { font-size: 1.15rem; margin: 0; font-family: ${font.body}; font-weight: 700; }
  p { margin: 0; color: ${color.muted}; }
`;

/** The numbered tips; an <ol>, so screen readers announce the numbers too. */
export function CrashCourseTips({ tips }: { tips: CrashCourseTip[] }) {
  return (
    <ol className={list()}>
      {tips.map((tip, i) => (
        <li key={tip.title}>
          {/* The list already numbers the tips for screen readers; this is the big visible number. */}
          <span className="num" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3>{tip.title}</h3>
          <p>{tip.text}</p>
        </li>
      ))}
    </ol>
  );
}
