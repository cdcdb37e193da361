import { useId, useState } from 'react';
import type { HubCatalog } from '../../site/core/catalog/hub.ts';
import { RowGuard } from '../../site/dashboard/row-guard.tsx';
import { screenClass } from '../../site/dashboard/styles.ts';
import { useHubData } from '../../site/dashboard/use-hub-data.ts';
import { formatLongDate } from '../../site/core/lib/dates.ts';
import { deriveCustomers, filterCustomers } from '../../site/dashboard/hub-data.ts';
import { fillTemplate } from '../../site/core/lib/template.ts';
import { css } from '../../site/styles/styled.ts';
import { color, radius } from '../../site/styles/tokens.ts';
import { inputClass } from '../../site/ui/fields.tsx';
import { Icon } from '../../site/ui/Icon.tsx';

const customers = () => css`
  /* The count sits under the search and takes no room until there is one: no empty band above the table. */
  .count { margin: 0; }
  .count:not(:empty) { margin-top: 8px; }
  .search { position: relative; max-width: 420px; }
  .search svg { position: absolute; left: 14px; top: 50%; transform: translateY(-50%); color: ${color.muted}; pointer-events: none; }
  .search input { padding-left: 42px; }
  table { width: 100%; border-collapse: separate; border-spacing: 0; background: ${color.surface}; border: 1px solid ${color.border}; border-radius: ${radius.lg}; overflow: hidden; }
  th, td { padding: 12px 16px; text-align: left; vertical-align: top; border-bottom: 1px solid ${color.border}; }
  tbody tr:last-child td { border-bottom: 0; }
  th { font-size: 0.8rem; letter-spacing: 0.08em; text-transform: uppercase; color: ${color.muted}; background: ${color.surface2}; }
  .name { font-weight: 650; display: block; }
  .sub { color: ${color.muted}; font-size: 0.92rem; display: block; }
  @media (max-width: 720px) {
    table, tbody, tr, td { display: block; }
    table { border: 0; background: none; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { margin-bottom: 12px; padding: 6px 0; border: 1px solid ${color.border}; border-radius: ${radius.lg}; background: ${color.surface}; }
    td { border: 0; padding: 8px 16px; }
    td[data-label]::before { content: attr(data-label); display: block; font-size: 0.75rem; letter-spacing: 0.08em; text-transform: uppercase; color: ${color.muted}; }
  }
`;

/** Customers, derived from the reservations: visits, last visit and upcoming bookings, searched as you type. */
export function Customers({ hub }: { hub: HubCatalog }) {
  const t = hub.customers;
  const [data] = useHubData(hub);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const all = deriveCustomers(data.reservations);
  const shown = filterCustomers(all, query);
  return (
    <div className={`${screenClass()} ${customers()}`} data-hub-screen="customers">
      <div className="screen-head">
        <div>
          <h1>{t.title}</h1>
          <p>{t.intro}</p>
        </div>
      </div>
      <div>
        <div className="search" role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t.search}
          </label>
          <Icon name="search" size={18} />
          <input
            id={searchId}
            className={inputClass()}
            type="search"
            placeholder={t.search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <p className="muted count" role="status">
          {query ? fillTemplate(t.count, { count: shown.length, total: all.length }) : ''}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="empty">{fillTemplate(t.noMatch, { query })}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.customer}</th>
              <th scope="col">{t.columns.visits}</th>
              <th scope="col">{t.columns.lastVisit}</th>
              <th scope="col">{t.columns.upcoming}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <RowGuard key={c.id}>
                {() => (
                  <tr data-customer={c.name}>
                    <td data-label={t.columns.customer}>
                      <span className="name">{c.name}</span>
                      <span className="sub">{c.phone}</span>
                    </td>
                    <td data-label={t.columns.visits}>{c.visits}</td>
                    <td data-label={t.columns.lastVisit}>{c.lastVisit ? formatLongDate(c.lastVisit) : t.none}</td>
                    <td data-label={t.columns.upcoming}>
                      {c.upcoming.length === 0
                        ? t.none
                        : c.upcoming.map((r) => (
                            <span key={r.id} className="sub">
                              {formatLongDate(r.date)}, {r.time} · {r.guests} {hub.reservations.guests}
                            </span>
                          ))}
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
