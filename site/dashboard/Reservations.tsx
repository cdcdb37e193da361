import { useRef } from 'react';
import { requestToast } from '../ui/request-page.ts';
import { phoneText, telUrl } from '../core/lib/contact-links.ts';
import { formatLongDate } from '../core/lib/dates.ts';
import { reservationsByDate, setReservationStatus, type ReservationStatus } from './hub-data.ts';
import { HUB_MESSAGES } from '../core/lib/spec-messages.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { keepingFocus } from './keep-focus.ts';
import { RowGuard } from './row-guard.tsx';
import { singleClick } from './single-click.ts';
import { screenClass, type Tone } from './styles.ts';
import { useHubData, type HubDataSource } from './use-hub-data.ts';
import { Icon } from '../ui/Icon.tsx';

const TONES: Record<ReservationStatus, Tone> = { upcoming: 'info', completed: 'success', cancelled: 'danger' };

/** A real table on wide screens; on narrow ones each row reads as a card (CSS only, the markup stays a table). */
const table = () => css`
  table { width: 100%; border-collapse: separate; border-spacing: 0; background: ${color.surface}; border: 1px solid ${color.border}; border-radius: ${radius.lg}; overflow: hidden; }
  th, td { padding: 12px 16px; text-align: left; vertical-align: top; border-bottom: 1px solid ${color.border}; }
  tbody tr:last-child td { border-bottom: 0; }
  th { font-size: 0.8rem; letter-spacing: 0.08em; text-transform: uppercase; color: ${color.muted}; background: ${color.surface2}; }
  .who { font-weight: 650; display: block; }
  .sub { color: ${color.muted}; font-size: 0.92rem; display: block; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
  @media (max-width: 720px) {
    table, tbody, tr, td { display: block; }
    table { border: 0; background: none; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { margin-bottom: 12px; padding: 6px 0; border: 1px solid ${color.border}; border-radius: ${radius.lg}; background: ${color.surface}; }
    td { border: 0; padding: 8px 16px; }
    td[data-label]::before { content: attr(data-label); display: block; font-size: 0.75rem; letter-spacing: 0.08em; text-transform: uppercase; color: ${color.muted}; }
  }
`;

/** Reservations (SPEC §2.10), by date (reservationsByDate): who, when, the status badge, and, for upcoming ones only, the final actions. */
export function Reservations({ hub, headingLevel = 1 }: { hub: HubDataSource; headingLevel?: 1 | 2 }) {
  const t = hub.reservations;
  const [data, change] = useHubData(hub);
  const shown = reservationsByDate(data.reservations);
  const Heading = `h${headingLevel}` as const;

  const screen = useRef<HTMLDivElement>(null);

  const settle = (id: string, name: string, status: 'completed' | 'cancelled') => {
    // Final: a double click finds the reservation no longer upcoming and does nothing more.
    const upcoming = shown.filter((r) => r.status === 'upcoming');
    const index = upcoming.findIndex((r) => r.id === id);
    if (index < 0) return;
    // Its buttons go: focus moves to the same button of the next upcoming one, or to the heading.
    keepingFocus(() => change((d) => setReservationStatus(d, id, status)), {
      within: screen.current,
      controls: `[data-settle="${status}"]`,
      index,
      fallback: 'h1, h2',
    });
    requestToast(HUB_MESSAGES.reservationUpdated(status, name));
  };

  return (
    <div className={`${screenClass()} ${table()}`} data-hub-screen="reservations" ref={screen}>
      <div className="screen-head">
        <Heading tabIndex={-1}>{t.title}</Heading>
      </div>
      {data.reservations.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.customer}</th>
              <th scope="col">{t.columns.details}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <RowGuard key={r.id}>
                {() => (
                  <tr data-reservation={r.id}>
                    <td data-label={t.columns.customer}>
                      <span className="who">{r.name}</span>
                      <a className="sub" href={telUrl(r.phone)}>
                        {phoneText(r.phone)}
                      </a>
                    </td>
                    <td data-label={t.columns.details}>
                      <span className="who">{formatLongDate(r.date)}</span>
                      <span className="sub">
                        {r.time} · {r.guests} {t.guests}
                      </span>
                    </td>
                    <td data-label={t.columns.status}>
                      <span className="badge" data-tone={TONES[r.status]} data-status={r.status}>
                        {t.statuses[r.status]}
                      </span>
                    </td>
                    <td data-label={t.columns.actions}>
                      {r.status === 'upcoming' ? (
                        <div className="actions">
                          <button
                            type="button"
                            className={buttonClass('primary', 'sm')}
                            aria-label={`${t.complete}: ${r.name}`}
                            data-settle="completed"
                            onClick={singleClick(() => settle(r.id, r.name, 'completed'))}
                          >
                            <Icon name="check-circle-2" size={16} />
                            {t.complete}
                          </button>
                          <button
                            type="button"
                            className={buttonClass('outline', 'sm')}
                            aria-label={`${t.cancel}: ${r.name}`}
                            data-settle="cancelled"
                            onClick={singleClick(() => settle(r.id, r.name, 'cancelled'))}
                          >
                            <Icon name="ban" size={16} />
                            {t.cancel}
                          </button>
                        </div>
                      ) : (
                        <span className="sub">{t.final}</span>
                      )}
                    </td>
                  </tr>
                )}
              </RowGuard>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
