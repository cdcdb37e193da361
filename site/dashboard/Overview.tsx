import type { ReactNode } from 'react';
import type { HubCatalog } from '../core/catalog/hub.ts';
import { css } from '../styles/styled.ts';
import { color, media, radius } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../ui/icons.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { screenClass } from './styles.ts';

const ACTIVITY_ICONS = { reservation: 'calendar-check', offer: 'tag', pottery: 'sparkles' } as const satisfies Record<
  string,
  IconName
>;

const overview = () => css`
  .stats { display: grid; gap: 14px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr)); }
  .stat { grid-template-columns: 48px minmax(0, 1fr); align-items: center; gap: 2px 14px; }
  .stat dt { display: contents; }
  .stat-icon { grid-row: span 2; display: grid; place-items: center; width: 48px; height: 48px; border-radius: ${radius.md}; background: ${color.primarySoft}; color: ${color.primary}; }
  .stat-label { color: ${color.muted}; font-weight: 600; }
  /* A phone shows two abreast, each with its icon above. */
  ${media.mobile} {
    .stats { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
    .stat { grid-template-columns: minmax(0, 1fr); padding: 14px; }
    .stat-icon { grid-row: auto; width: 40px; height: 40px; margin-bottom: 6px; }
    .stat-label { font-size: 0.9rem; }
  }
  .stat dd { margin: 0; }
  .panels { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr)); align-items: start; }
  .list li { display: flex; align-items: center; gap: 12px; padding: 10px 0; border-bottom: 1px solid ${color.border}; }
  .list li:last-child { border-bottom: 0; }
  .list .grow { flex: 1; min-width: 0; }
  .list .name { font-weight: 650; display: block; }
  .list .sub { color: ${color.muted}; font-size: 0.9rem; }
  .activity-icon { display: grid; place-items: center; width: 36px; height: 36px; flex: none; border-radius: ${radius.pill}; background: ${color.accentSoft}; color: ${color.accent}; }
`;

interface Props {
  hub: Pick<HubCatalog, 'dashboard'>;
  /** The Event Estimator's button and what it opens (site/estimator/EstimatorButton.tsx). */
  estimator: ReactNode;
  /** The screen's heading level: 1 in the hub app, 2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
  /** Its heading, when a page around it already says "Dashboard" (the site's Dashboard view calls it Overview). */
  title?: string;
  /** false where the page around it has the notification bell already. */
  bell?: boolean;
}

/** The Dashboard (SPEC §2.10): stat cards, Popular Items and the Activity Feed, all static, and the Event Estimator. */
export function Overview({ hub, estimator, headingLevel = 1, title, bell = true }: Props) {
  const d = hub.dashboard;
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <div className={`${screenClass()} ${overview()}`} data-hub-screen="dashboard">
      <div className="screen-head">
        <div>
          <Heading>{title ?? d.title}</Heading>
          <p>{d.intro}</p>
        </div>
        <div className="row">
          {bell && <NotificationBell label={d.notifications} />}
          {estimator}
        </div>
      </div>
      <dl className="stats">
        {d.stats.map((stat) => {
          return (
            <div key={stat.label} className="card stat">
              <dt>
                <span className="stat-icon">
                  <Icon name={stat.icon} size={22} />
                </span>
                <span className="stat-label">{stat.label}</span>
              </dt>
              <dd className="big">{stat.value}</dd>
            </div>
          );
        })}
      </dl>
      <div className="panels">
        <section className="card" aria-labelledby="hub-popular">
          <Sub id="hub-popular">{d.popularHeading}</Sub>
          <ol className="plain list">
            {d.popular.map((item) => (
              <li key={item.name}>
                <span className="grow">
                  <span className="name">{item.name}</span>
                  <span className="sub">{item.category}</span>
                </span>
                <span className="badge" data-tone="muted">
                  {item.orders} {d.orders}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="hub-activity">
          <Sub id="hub-activity">{d.activityHeading}</Sub>
          <ul className="plain list">
            {d.activity.map((a) => {
              return (
                <li key={a.text}>
                  <span className="activity-icon">
                    <Icon name={ACTIVITY_ICONS[a.kind]} size={18} />
                  </span>
                  <span className="grow">
                    <span className="name">{a.text}</span>
                    <span className="sub">{a.time}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
