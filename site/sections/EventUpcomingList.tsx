import type { EventItem } from '../core/catalog/events.ts';
import { EVENT_MESSAGES } from '../core/lib/spec-messages.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { EventCard, type EventCardLabels } from './EventCard.tsx';
import { Icon } from '../ui/Icon.tsx';

const grid = () => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;
const empty = () => css`
  display: flex; gap: 14px; align-items: center; margin: 0; padding: 24px; border-radius: ${radius.md};
  border: 1.5px dashed ${color.border}; background: ${color.surface}; font-size: 1.06rem;
  svg { color: ${color.primary}; flex-shrink: 0; }
`;

/** The upcoming list, or the §8 message when nothing is scheduled; the section around it names it. `canAdd`: which offer "Add to calendar" (all by default). */
export function EventUpcomingList({
  events,
  labels,
  more,
  canAdd,
}: {
  events: EventItem[];
  labels: EventCardLabels;
  more?: Record<string, unknown>;
  canAdd?: (event: EventItem) => boolean;
}) {
  if (events.length === 0) {
    return (
      <p className={empty()}>
        <Icon name="calendar-x" size={28} />
        {EVENT_MESSAGES.noUpcoming}
      </p>
    );
  }
  return (
    <ol className={grid()} {...more}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} labels={labels} canAdd={canAdd?.(event) ?? true} />
        </li>
      ))}
    </ol>
  );
}
