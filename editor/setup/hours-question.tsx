import { useState } from 'react';
import type { WeekRow, Holiday } from './setup-protocol.ts';
import type { QuestionProps } from './setup-screen.tsx';
import { SaveButton } from './simple-questions.tsx';

/** The week as a grid (a day open or closed, from and to), and the holidays the café closes. */
export function HoursQuestion({ state, answer }: QuestionProps) {
  const [week, setWeek] = useState<WeekRow[]>(state.week);
  const [holidays, setHolidays] = useState<Holiday[]>(state.holidays);
  const [busy, setBusy] = useState(false);
  const setDay = (i: number, change: Partial<WeekRow>) =>
    setWeek((now) => now.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const setHoliday = (i: number, change: Partial<Holiday>) =>
    setHolidays((now) => now.map((h, j) => (j === i ? { ...h, ...change } : h)));
  const first = week[0]!;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        const given = holidays.filter((h) => h.date).map((h) => (h.name?.trim() ? h : { date: h.date }));
        answer('hours', { week, holidays: given }).finally(() => setBusy(false));
      }}
    >
      {state.breaks.length > 0 && (
        <p className="warning" role="note">
          {state.breaks.join(', ')} {state.breaks.length === 1 ? 'has' : 'have'} two openings (a break), which this grid
          cannot show: saving it keeps only the first. Change those days in the Site file instead.
        </p>
      )}
      <table className="week">
        <caption>When are you open?</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          {week.map((d, i) => (
            <tr key={d.day}>
              <th scope="row">
                <span className="day-long">{d.day}</span>
                <abbr className="day-short" title={d.day}>
                  {d.day.slice(0, 3)}
                </abbr>
              </th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Open on ${d.day}`}
                  checked={!d.closed}
                  onChange={(e) => setDay(i, { closed: !e.target.checked })}
                />
              </td>
              <td>
                <input
                  type="time"
                  aria-label={`${d.day} opens at`}
                  value={d.opens}
                  disabled={d.closed}
                  required
                  onChange={(e) => setDay(i, { opens: e.target.value })}
                />
              </td>
              <td>
                <input
                  type="time"
                  aria-label={`${d.day} closes at`}
                  value={d.closes}
                  disabled={d.closed}
                  required
                  onChange={(e) => setDay(i, { closes: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        onClick={() =>
          setWeek((now) => now.map((d) => ({ ...d, closed: first.closed, opens: first.opens, closes: first.closes })))
        }
      >
        Same hours as Monday every day
      </button>
      <fieldset className="holidays">
        <legend>Holidays you close</legend>
        <p className="hint">Guests see “Closed today” on these days, and the next opening.</p>
        {holidays.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own until saved.
          <div className="holiday" key={i}>
            <label>
              Date{' '}
              <input type="date" value={h.date} required onChange={(e) => setHoliday(i, { date: e.target.value })} />
            </label>
            <label>
              Name{' '}
              <input
                type="text"
                value={h.name ?? ''}
                placeholder="e.g. Diwali"
                onChange={(e) => setHoliday(i, { name: e.target.value })}
              />
            </label>
            <button
              type="button"
              aria-label={`Remove the holiday ${h.name || h.date || i + 1}`}
              onClick={() => setHolidays((now) => now.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </div>
        ))}
        <button type="button" onClick={() => setHolidays((now) => [...now, { date: '' }])}>
          Add a holiday
        </button>
      </fieldset>
      <SaveButton busy={busy} />
    </form>
  );
}
