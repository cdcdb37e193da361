import type { IconCard } from '../core/catalog/about.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { CardIcon } from './CardIcon.tsx';

const list = () => css`
  counter-reset: step;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
  li {
    position: relative;
    padding: 28px 24px 24px;
    border-radius: ${radius.lg};
    background: ${color.surface};
    border: 1px solid ${color.border};
  }
  .top { display: flex; align-items: center; justify-content: space-between; margin-bottom: 18px; }
  .icon {
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    border-radius: ${radius.md};
    background: ${color.primarySoft};
    color: ${color.primary};
  }
  /* Nested: goober misreads a pseudo-class selector written on one line (see IconCardGrid). */
  li:nth-child(even) { .icon { background: ${color.accentSoft}; color: ${color.accent}; } }
  .number { font-family: ${font.display}; font-size: 2.4rem; font-weight: 700; line-height: 1; color: ${color.muted}; }
  h3 { font-size: 1.25rem; margin-bottom: 8px; }
  p { margin: 0; color: ${color.muted}; }
`;

/** The four numbered steps of painting your own pottery (catalog/pottery.json), as an ordered list. */
export function PotterySteps({ steps, headingLevel = 3 }: { steps: IconCard[]; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className={list()}>
      {steps.map((step, i) => (
        <li key={step.id}>
          <div className="top">
            <span className="icon">
              <CardIcon name={step.icon} size={26} />
            </span>
            <span className="number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          </div>
          <H>{step.title}</H>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
