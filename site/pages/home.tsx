import { phoneText } from '../lib/contact-links.ts';
import type { PageProps } from './page-props.ts';
import { FaqAccordion } from '../sections/FaqAccordion.tsx';
import { GallerySection } from '../sections/GallerySection.tsx';
import { OffersList } from '../sections/OffersList.tsx';
import { PotterySteps } from '../sections/PotterySteps.tsx';
import { PressProof } from '../sections/PressProof.tsx';
import { ReservationForm } from '../sections/ReservationForm.tsx';
import { TestimonialsSection } from '../sections/TestimonialsSection.tsx';
import { css } from '../styles/styled.ts';
import { color, font, media, radius, shadow } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Callout } from '../ui/Callout.tsx';
import { Container } from '../ui/Container.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { Icon } from '../ui/Icon.tsx';

const hero = () => css`
  position: relative;
  overflow: hidden;
  padding: calc(var(--header-height) + clamp(32px, 6vw, 72px)) 0 clamp(48px, 7vw, 96px);
  background:
    radial-gradient(circle at 92% 8%, ${color.primarySoft} 0, transparent 38%),
    radial-gradient(circle at 4% 96%, ${color.accentSoft} 0, transparent 36%),
    ${color.surface2};
  .inner { display: grid; gap: 48px; align-items: center; }
  ${media.desktop} { .inner { grid-template-columns: 1fr 1.05fr; gap: clamp(32px, 5vw, 72px); } }
  .eyebrow {
    display: inline-block; margin: 0 0 20px; padding: 6px 14px; border-radius: ${radius.md};
    background: ${color.surface}; border: 1px solid ${color.border};
    font-size: 0.85rem; font-weight: 700; letter-spacing: 0.04em; color: ${color.primary};
  }
  h1 { font-size: clamp(2.8rem, 6.4vw, 5rem); line-height: 1.02; letter-spacing: -0.025em; margin-bottom: 24px; }
  h1 em { font-style: italic; color: ${color.primary}; }
  .lead { font-size: clamp(1.05rem, 1.6vw, 1.22rem); color: ${color.muted}; max-width: 52ch; margin-bottom: 32px; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 32px; }
  .highlights { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px 24px; font-weight: 600; font-size: 0.95rem; }
  .highlights li { display: inline-flex; align-items: center; gap: 8px; }
  .highlights svg { color: ${color.accent}; }
  .art { position: relative; }
  .art img {
    width: 100%; border-radius: 48% 52% 44% 56% / 40% 42% 58% 60%;
    box-shadow: ${shadow.raised};
  }
  .badge {
    position: absolute; left: -8px; bottom: 8%; display: flex; align-items: center; gap: 12px;
    padding: 12px 18px 12px 14px; border-radius: ${radius.md}; background: ${color.surface};
    box-shadow: ${shadow.raised}; max-width: 260px;
  }
  .badge .star { display: grid; place-items: center; width: 44px; height: 44px; border-radius: ${radius.pill}; background: ${color.primarySoft}; color: ${color.star}; }
  .badge strong { display: block; font-family: ${font.display}; font-size: 1.5rem; line-height: 1; }
  .badge span.label { display: block; font-size: 0.85rem; color: ${color.muted}; }
`;

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

const moreLink = () => css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-top: 28px;
  font-weight: 700;
  color: ${color.primary};
  text-underline-offset: 4px;
`;

const faqLayout = () => css`
  max-width: 860px;
`;

/** Splits off the last word so it can be set in the accent style ("Where Food Meets *Art*"). */
const splitLast = (text: string): [string, string] => {
  const i = text.trimEnd().lastIndexOf(' ');
  return i < 0 ? ['', text] : [text.slice(0, i + 1), text.slice(i + 1)];
};

/** The home page (SPEC §2.2): hero, then the anchored sections the header and hero link to. */
export default function HomePage({ catalog }: PageProps) {
  const { home, site, pottery } = catalog;
  const [headStart, headLast] = splitLast(home.hero.heading);
  return (
    <>
      <section className={hero()} aria-labelledby="home-title">
        <Container className="inner">
          <div>
            <p className="eyebrow">{home.hero.eyebrow}</p>
            <h1 id="home-title">
              {headStart}
              <em>{headLast}</em>
            </h1>
            <p className="lead">{home.hero.text}</p>
            <div className="actions">
              <a className={buttonClass('primary')} href={home.hero.cta.href}>
                {home.hero.cta.label}
                <Icon name="arrow-right" size={18} />
              </a>
              <a className={buttonClass('outline')} href={home.hero.secondaryCta.href}>
                {home.hero.secondaryCta.label}
              </a>
            </div>
            <ul className="highlights">
              {home.hero.highlights.map((h) => (
                <li key={h}>
                  <Icon name="check" size={18} />
                  {h}
                </li>
              ))}
            </ul>
          </div>
          <div className="art">
            <Picture picture={home.hero.picture} eager />
            <p className="badge">
              <span className="star"><Icon name="star" size={22} filled /></span>
              <span>
                <strong>{home.hero.badge.value}</strong>
                <span className="label">{home.hero.badge.label}</span>
              </span>
            </p>
          </div>
        </Container>
      </section>

      <Section id="pottery" heading={home.pottery.heading} intro={home.pottery.intro}>
        <PotterySteps steps={pottery.steps.items} />
        <Callout tone="accent">
          <p>{home.pottery.priceNote}</p>
          <a className={buttonClass('accent')} href={home.pottery.link.href}>
            {home.pottery.link.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </Callout>
      </Section>

      <Section id="testimonials" tone="tinted" heading={home.testimonials.heading} intro={home.testimonials.intro}>
        <TestimonialsSection testimonials={catalog.testimonials} />
      </Section>

      <PressProof proof={home.pressProof} press={catalog.press} />

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
                <p><a href={`tel:${site.phone.replace(/\s/g, '')}`}>{phoneText(site.phone)}</a></p>
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

      <Section id="offers" tone="tinted" heading={home.offers.heading} intro={home.offers.intro}>
        <OffersList catalog={catalog} />
        <a className={moreLink()} href={home.offers.link.href}>
          {home.offers.link.label}
          <Icon name="arrow-right" size={18} />
        </a>
      </Section>

      <Section id="gallery" heading={home.gallery.heading} intro={home.gallery.intro}>
        <GallerySection gallery={catalog.gallery} />
        <a className={moreLink()} href={home.gallery.link.href}>
          {home.gallery.link.label}
          <Icon name="arrow-right" size={18} />
        </a>
      </Section>

      <Section id="faq" tone="tinted" heading={home.faq.heading} intro={home.faq.intro}>
        <div className={faqLayout()}>
          <FaqAccordion items={home.faq.items} name="home-faq" />
          <a className={moreLink()} href={home.faq.link.href}>
            {home.faq.link.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </div>
      </Section>
    </>
  );
}
