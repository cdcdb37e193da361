import { eventsDay } from '../../site/core/lib/catalog-on-day.ts';
import type { EventsCatalog } from '../../site/core/catalog/events.ts';
import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import { splitEvents } from '../../site/core/lib/split-events.ts';
import { NO_IMAGES } from '../../site/ui/picture-images.ts';
import type { ImageManifest } from '../../site/core/lib/responsive-image.ts';
import { pictureAddress } from '../../site/ui/Picture.tsx';
import { absoluteUrl } from './absolute-url.ts';
import { cafeId } from './cafe-ld.ts';
import { postalAddress } from './postal-address.ts';

export interface EventsLdInput {
  events: EventsCatalog;
  site: SiteCatalog;
  siteUrl?: string;
  /** The photos the build made responsive: an event's photo is given as its widest file (the original is not published). */
  images?: ImageManifest;
}

/**
 * Each upcoming event (as the events page lists them: on or after site.json's
 * eventsReferenceDate, or recurring) as a schema.org Event at the studio. Past events are left
 * out: search engines list what guests can still go to.
 */
export function eventsLd({ events, site, siteUrl, images = NO_IMAGES }: EventsLdInput) {
  const { upcoming } = splitEvents(events.events, eventsDay(site));
  return upcoming.map((event) => ({
    '@type': 'Event',
    name: event.title,
    description: event.description,
    // The day only: "time" is free text for guests ("11:30 AM – 1:30 PM"), not a machine time.
    startDate: event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: postalAddress(site) },
    image: absoluteUrl(siteUrl, pictureAddress(images, event.image.src)),
    url: absoluteUrl(siteUrl, '/events'),
    keywords: event.tags.length ? event.tags.join(', ') : undefined,
    organizer: {
      '@type': 'Organization',
      '@id': siteUrl && cafeId(siteUrl),
      name: site.name,
      url: absoluteUrl(siteUrl, '/'),
    },
  }));
}
