import type { EventItem } from '../core/catalog/events.ts';
import { eventCalendarPath } from '../core/lib/calendar-paths.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Picture } from '../ui/Picture.tsx';
import { Icon } from '../ui/Icon.tsx';

const card = () => css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
  .media { position: relative; aspect-ratio: 4 / 3; background: ${color.surface2}; }
  .media img { width: 100%; height: 100%; object-fit: cover; }
  .badge {
    position: absolute; top: 14px; left: 14px; display: inline-flex; align-items: center; gap: 6px;
    padding: 4px 12px; border-radius: ${radius.pill}; background: ${color.accent}; color: ${color.onAccent};
    font-size: 0.82rem; font-weight: 700;
  }
  .body { display: flex; flex-direction: column; gap: 12px; flex: 1; padding: 20px 22px 24px; }
  h3 { font-size: 1.35rem; margin: 0; }
  .when { font-family: ${font.body}; font-weight: 700; color: ${color.primary}; margin: 0; display: flex; gap: 8px; align-items: center; }
  .facts { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; color: ${color.muted}; font-size: 0.95rem; }
  /* Flex rows: only "anywhere" lets a word longer than the card break. */
  .facts li { display: flex; gap: 8px; align-items: center; overflow-wrap: anywhere; }
  .description { margin: 0; }
  .tags { list-style: none; margin: auto 0 0; padding: 4px 0 0; display: flex; flex-wrap: wrap; gap: 6px; }
  .tags li {
    padding: 2px 10px; border-radius: ${radius.pill}; background: ${color.surface2}; color: ${color.text};
    font-size: 0.8rem; font-weight: 600; overflow-wrap: anywhere;
  }
  .add { align-self: flex-start; margin-top: 4px; }
`;

export interface EventCardLabels {
  recurringLabel: string;
  tagsLabel: string;
  /** The link to the event's iCalendar file (events.json's calendar.addLabel). */
  addLabel: string;
}

/**
 * An upcoming event: picture, date, time, place, what happens, tags, and, while it is still ahead
 * (`canAdd`: the build writes its file), a link that puts it in the guest's calendar.
 */
export function EventCard({
  event,
  labels,
  canAdd = true,
}: {
  event: EventItem;
  labels: EventCardLabels;
  canAdd?: boolean;
}) {
  const { recurringLabel, tagsLabel, addLabel } = labels;
  return (
    <article className={card()} aria-labelledby={`event-${event.id}`}>
      <div className="media">
        <Picture picture={event.image} slot="card" />
        {event.isRecurring && (
          <span className="badge">
            <Icon name="repeat" size={14} />
            {recurringLabel}
          </span>
        )}
      </div>
      <div className="body">
        <p className="when">
          <Icon name="calendar-days" size={18} />
          <time dateTime={event.isRecurring ? undefined : event.date}>{event.displayDate}</time>
        </p>
        <h3 id={`event-${event.id}`}>{event.title}</h3>
        <ul className="facts">
          <li>
            <Icon name="clock" size={16} />
            {event.time}
          </li>
          <li>
            <Icon name="map-pin" size={16} />
            {event.location}
          </li>
        </ul>
        <p className="description">{event.description}</p>
        <ul className="tags" role="list" aria-label={tagsLabel}>
          {event.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        {/* A file the guest's calendar opens: downloaded, never a page the phone's view switch fetches. */}
        {canAdd && (
          <a
            className={`${buttonClass('outline', 'sm')} add`}
            href={eventCalendarPath(event.id)}
            download
            aria-describedby={`event-${event.id}`}
          >
            <Icon name="calendar-plus" size={18} />
            {addLabel}
          </a>
        )}
      </div>
    </article>
  );
}

const row = () => css`
  display: grid;
  grid-template-columns: 140px 1fr;
  gap: 18px;
  align-items: center;
  padding: 14px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  img { width: 140px; height: 105px; object-fit: cover; border-radius: ${radius.sm}; filter: saturate(0.7); }
  h3 { font-size: 1.15rem; margin: 0 0 4px; }
  .when { margin: 0 0 6px; font-size: 0.9rem; font-weight: 600; color: ${color.muted}; }
  p { margin: 0; font-size: 0.95rem; }
  @media (max-width: 520px) {
    grid-template-columns: 88px 1fr;
    img { width: 88px; height: 66px; }
  }
`;

/** A past event, told briefly: it is a record, not an invitation. */
export function PastEventRow({ event }: { event: EventItem }) {
  return (
    <article className={row()} aria-labelledby={`event-${event.id}`}>
      <Picture picture={event.image} slot="pastEvent" width={140} height={105} />
      <div>
        <p className="when">
          <time dateTime={event.date}>{event.displayDate}</time>
        </p>
        <h3 id={`event-${event.id}`}>{event.title}</h3>
        <p>{event.description}</p>
      </div>
    </article>
  );
}
