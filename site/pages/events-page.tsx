import { buildMemo } from '../core/lib/build-memo.ts';
import { pageMeta } from '../core/routes.ts';
import { feedDownloadUrl, feedSubscribeUrl } from '../core/lib/calendar-paths.ts';
import { isStillAhead } from '../core/lib/event-ahead.ts';
import { eventLists, listPage } from '../core/lib/list-pages.ts';
import type { PageProps } from './page-props.ts';
import { PastEventRow } from '../sections/EventCard.tsx';
import { EventUpcomingList } from '../sections/EventUpcomingList.tsx';
import { ListPager, moreList } from '../sections/ListPager.tsx';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const stack = () => css`list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; max-width: 860px;`;
const subscribe = () => css`
  display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: -12px 0 28px;
  p { margin: 0; max-width: 52ch; color: ${color.muted}; font-size: 0.95rem; }
  .feed { flex-basis: 100%; overflow-wrap: anywhere; }
`;
const cta = () => css`
  display: flex; flex-wrap: wrap; gap: 20px 40px; align-items: center; justify-content: space-between;
  padding: clamp(24px, 4vw, 40px); border-radius: ${radius.lg}; background: ${color.primarySoft};
  h2 { font-size: clamp(1.5rem, 2.6vw, 2rem); margin-bottom: 8px; }
  p { margin: 0; max-width: 60ch; }
`;

/**
 * SPEC §2.6 / §4: upcoming (soonest first, recurring included) and past (latest first) events.
 * Each upcoming one still ahead by the café's clock at `now`, the build's time, links to its
 * iCalendar file, and the feed of them all can be subscribed to, by a webcal: link that a phone
 * subscribes to rather than imports once, with the feed's plain address beside it to copy or
 * download (scripts/calendar/: the build writes them). Without the site's address there is no
 * host for webcal:, and Subscribe is the plain file.
 */
export default function EventsPage({ catalog, path, now, memo = buildMemo() }: PageProps) {
  const page = pageFile(catalog, 'events');
  const title = pageMeta(catalog, '/events').title;
  // A long programme is cut into pages (core/lib/list-pages.ts), each with its part of both lists; the
  // next page's come into them as the guest scrolls (client/init-more-on-scroll.ts).
  const at = listPage(catalog, '/events', path, memo);
  const split = eventLists(catalog, memo);
  const [upcoming, past] = [at.slice(split.upcoming), at.slice(split.past)];
  const { timeZone, urls } = catalog.site;
  const [subscribeHref, feedHref] = [feedSubscribeUrl(urls.site), feedDownloadUrl(urls.site)];
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={title} intro={page.intro} />
      {/* A later page whose part of a list is empty leaves the list out: "nothing scheduled" is for the first. */}
      {(at.page === 1 || upcoming.length > 0) && (
        <Section id="upcoming" heading={page.upcomingHeading}>
          <div className={subscribe()}>
            <a
              className={buttonClass('outline', 'sm')}
              href={subscribeHref ?? feedHref}
              aria-describedby="subscribe-note"
            >
              <Icon name="bell" size={18} />
              {page.calendar.subscribeLabel}
            </a>
            <p id="subscribe-note">{page.calendar.subscribeNote}</p>
            {subscribeHref && (
              <p className="feed">
                <a href={feedHref}>{feedHref}</a>
              </p>
            )}
          </div>
          <EventUpcomingList
            events={upcoming}
            labels={{ ...page, addLabel: page.calendar.addLabel }}
            more={moreList(at, 'upcoming')}
            canAdd={now && ((event) => isStillAhead(event, timeZone, now))}
          />
        </Section>
      )}
      {past.length > 0 && (
        <Section id="past" heading={page.pastHeading} tone="tinted">
          <ol className={stack()} {...moreList(at, 'past')}>
            {past.map((event) => (
              <li key={event.id}>
                <PastEventRow event={event} />
              </li>
            ))}
          </ol>
        </Section>
      )}
      {at.count > 1 && (
        <Section>
          <ListPager at={at} words={catalog.site.labels.paging} onScroll />
        </Section>
      )}
      <Section>
        <div className={cta()}>
          <div>
            <h2>{page.cta.heading}</h2>
            <p>{page.cta.text}</p>
          </div>
          <a className={buttonClass('primary')} href={page.cta.link.href}>
            {page.cta.link.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </div>
      </Section>
    </>
  );
}
