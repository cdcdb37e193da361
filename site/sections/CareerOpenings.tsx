import type { CareersCatalog } from '../core/catalog/careers.ts';
import { mailtoUrl } from '../core/lib/contact-links.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';

const list = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: 20px;
  > li {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: clamp(20px, 3vw, 28px);
    ${cardSurface}
  }
  h3 { font-size: 1.4rem; margin: 0; }
  .meta { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; }
  .meta div { display: inline-flex; align-items: center; gap: 6px; padding: 4px 12px; border-radius: ${radius.pill};
    background: ${color.surface2}; font-size: 0.9rem; font-weight: 600; }
  .meta dd { margin: 0; }
  .meta svg { color: ${color.accent}; }
  .type-full { background: ${color.accentSoft} !important; }
  p { margin: 0; color: ${color.muted}; }
  a { margin-top: auto; align-self: flex-start; }
`;

/** The job cards: title, location, type, description and an email link to apply for that role. */
export function CareerOpenings({ careers, email }: { careers: CareersCatalog; email: string }) {
  const { openings, labels, apply } = careers;
  return (
    <ul className={list()}>
      {openings.items.map((job) => (
        <li key={job.id}>
          <h3>{job.title}</h3>
          <dl className="meta">
            <div>
              <dt>
                <Icon name="map-pin" size={16} />
                <span className="visually-hidden">{labels.location}</span>
              </dt>
              <dd>{job.location}</dd>
            </div>
            <div className={job.type === 'Full-time' ? 'type-full' : undefined}>
              <dt>
                <Icon name="clock" size={16} />
                <span className="visually-hidden">{labels.type}</span>
              </dt>
              <dd>{job.type}</dd>
            </div>
          </dl>
          <p>{job.description}</p>
          <a
            className={buttonClass('outline', 'sm')}
            href={mailtoUrl(email, fillTemplate(apply.subject, { title: job.title }))}
            aria-label={`${labels.apply}: ${job.title}`}
          >
            <Icon name="mail" size={16} />
            {labels.apply}
          </a>
        </li>
      ))}
    </ul>
  );
}
