import type { PageProps } from './page-props.ts';
import { phoneText, telUrl } from '../core/lib/contact-links.ts';
import { OffersList } from '../sections/OffersList.tsx';
import { PotterySteps } from '../sections/PotterySteps.tsx';
import { ReservationForm } from '../sections/ReservationForm.tsx';
import { TestimonialsSection } from '../sections/TestimonialsSection.tsx';
import { css } from '../styles/styled.ts';
import { color, font, media, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Callout } from '../ui/Callout.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';

/*
 * The home page's sections that arrive after the page (SPEC §2.2: they "load lazily and show
 * 'Loading Section...' meanwhile"). Each is prerendered on its own to /sections/home/<id>.html
 * (site/core/routes.ts sectionPath) and fetched by client/init-lazy-sections.ts as it comes near the screen.
 */

const reservationGrid = () => css`
  display: grid;
  gap: 32px;
  align-items: start;
  ${media.desktop} { grid-template-columns: minmax(260px, 0.8fr) 1.6fr; gap: 48px; }
  .info { display: grid; gap: 16px; list-style: none; margin: 0; padding: 0; }
  .info li { display: flex; gap: 14px; padding: 20px; border-radius: ${radius.md}; background: ${color.surface2}; }
  .info svg { flex-shrink: 0; margin-top: 2px; color: ${color.primary}; }
  .info h3 { font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.1em; text-transform: uppercase; margin: 0 0 4px; color: ${color.muted}; }
  .info p { margin: 0; font-weight: 600; }
  .info a { text-underline-offset: 3px; }
`;

/** "All offers and their terms →": the link under a home section to its own page. */
export const moreLink = () => css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-top: 28px;
  font-weight: 700;
  color: ${color.primary};
  text-underline-offset: 4px;
`;

function HomePottery({ catalog }: PageProps) {
  const { pottery } = catalog;
  const part = catalog.home.pottery;
  if (!part || !pottery) return null;
  return (
    <Section id="pottery" heading={part.heading} intro={part.intro}>
      <PotterySteps steps={pottery.steps.items} />
      <Callout tone="accent">
        <p>{part.priceNote}</p>
        <a className={buttonClass('accent')} href={part.link.href}>
          {part.link.label}
          <Icon name="arrow-right" size={18} />
        </a>
      </Callout>
    </Section>
  );
}

function HomeTestimonials({ catalog }: PageProps) {
  const part = catalog.home.testimonials;
  if (!part || !catalog.testimonials) return null;
  return (
    <Section id="testimonials" tone="tinted" heading={part.heading} intro={part.intro}>
      <TestimonialsSection testimonials={catalog.testimonials} />
    </Section>
  );
}

function HomeReservations({ catalog }: PageProps) {
  const { home, site } = catalog;
  return (
    <Section id="reservations" heading={home.reservations.heading} intro={home.reservations.intro}>
      <div className={reservationGrid()}>
        <ul className="info">
          <li>
            <Icon name="clock" size={22} />
            <div>
              <h3>{home.reservations.hoursLabel}</h3>
              <p>{site.hours}</p>
            </div>
          </li>
          <li>
            <Icon name="phone" size={22} />
            <div>
              <h3>{home.reservations.callLabel}</h3>
              <p>
                <a href={telUrl(site.phone)}>{phoneText(site.phone)}</a>
              </p>
            </div>
          </li>
          <li>
            <Icon name="map-pin" size={22} />
            <div>
              <h3>{home.reservations.addressLabel}</h3>
              <p>
                <a href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                  {site.address.lines.join(', ')}
                </a>
              </p>
            </div>
          </li>
        </ul>
        <div>
          <ReservationForm catalog={catalog} idPrefix="home-" />
        </div>
      </div>
    </Section>
  );
}

function HomeOffers({ catalog }: PageProps) {
  const part = catalog.home.offers;
  if (!part || !catalog.offers) return null;
  return (
    <Section id="offers" tone="tinted" heading={part.heading} intro={part.intro}>
      <OffersList offers={catalog.offers} />
      <a className={moreLink()} href={part.link.href}>
        {part.link.label}
        <Icon name="arrow-right" size={18} />
      </a>
    </Section>
  );
}

/** Each lazily loaded section of the home page, by its anchor id, in page order. */
export const HOME_SECTIONS = {
  pottery: HomePottery,
  testimonials: HomeTestimonials,
  reservations: HomeReservations,
  offers: HomeOffers,
} as const;

export type HomeSectionId = keyof typeof HOME_SECTIONS;
