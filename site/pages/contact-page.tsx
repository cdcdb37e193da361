import { mailtoUrl, phoneText, telUrl, whatsappUrl } from '../core/lib/contact-links.ts';
import { pageMeta } from '../core/routes.ts';
import type { PageProps } from './page-props.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Picture } from '../ui/Picture.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { Icon } from '../ui/Icon.tsx';
import { HoursStatus } from '../layout/HoursStatus.tsx';
import { ContactDetail, ContactDetails, PostalAddress } from '../ui/ContactDetails.tsx';

const layout = () => css`
  padding: clamp(40px, 7vw, 80px) 0;
  .grid { display: grid; gap: 28px; grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr); align-items: start; }
  @media (max-width: 900px) { .grid { grid-template-columns: minmax(0, 1fr); } }
  .card { padding: clamp(22px, 3vw, 32px); ${cardSurface} }
  h2 { font-size: 1.6rem; margin-bottom: 18px; }
  /* The live status, under the week's hours: two lines are held for it (a phone may need them), so it moves nothing as it comes. */
  .open-now { display: block; min-height: 3.2em; font-weight: 700; color: ${color.accent}; }
  .stack { display: grid; gap: 28px; }
  .reserve { background: ${color.accentSoft}; border-color: transparent; box-shadow: none; }
  .reserve p { margin-bottom: 18px; }
  .map { padding: 0; overflow: hidden; }
  .map h2 { padding: 22px 24px 0; margin-bottom: 14px; }
  iframe { width: 100%; height: 340px; border: 0; background: ${color.surface2}; }
  .socials { list-style: none; margin: 16px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
  .socials a {
    display: inline-flex; align-items: center; gap: 10px; min-height: 44px; padding: 0 16px 0 12px;
    border-radius: ${radius.pill}; border: 1.5px solid ${color.border}; background: ${color.surface};
    text-decoration: none; font-weight: 600;
  }
  .socials a:hover { border-color: ${color.primary}; color: ${color.primary}; }
  .art img { width: 100%; border-radius: ${radius.md}; margin-top: 22px; }
`;

/** SPEC §2.6: address, phone, email, the external reservation form, the map, socials and hours. */
export default function ContactPage({ catalog, path }: PageProps) {
  const { contact: c, site } = catalog;
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={pageMeta(catalog, path).title} intro={c.intro} />
      <div className={layout()}>
        <Container>
          <div className="grid">
            <section className="card" aria-labelledby="contact-details">
              <h2 id="contact-details">{c.detailsHeading}</h2>
              <ContactDetails>
                <ContactDetail icon="map-pin" label={c.labels.address}>
                  <PostalAddress address={site.address} />
                  <a href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                    {c.labels.directions}
                    <span className="visually-hidden"> {c.labels.newTab}</span>
                  </a>
                </ContactDetail>
                <ContactDetail icon="phone" label={c.labels.phone}>
                  <span className="value">
                    <a href={telUrl(site.phone)}>{phoneText(site.phone)}</a>
                  </span>
                </ContactDetail>
                <ContactDetail icon="mail" label={c.labels.email}>
                  <span className="value">
                    <a href={mailtoUrl(site.email)}>{site.email}</a>
                  </span>
                </ContactDetail>
                <ContactDetail icon="message-circle" label={c.labels.whatsapp}>
                  <span className="value">
                    <a href={whatsappUrl(site)} target="_blank" rel="noopener noreferrer">
                      {c.labels.whatsappChat}
                      <span className="visually-hidden"> {c.labels.newTab}</span>
                    </a>
                  </span>
                </ContactDetail>
                <ContactDetail icon="clock" label={c.labels.hours}>
                  <span className="value">{site.hours}</span>
                  <HoursStatus site={site} className="open-now" />
                </ContactDetail>
              </ContactDetails>
              <div className="art">
                <Picture picture={c.illustration} slot="feature" />
              </div>
            </section>
            <div className="stack">
              <section className="card reserve" aria-labelledby="contact-reserve">
                <h2 id="contact-reserve">{c.reservation.heading}</h2>
                <p>{c.reservation.text}</p>
                <a
                  className={buttonClass('accent')}
                  href={site.reservationFormUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {c.reservation.button}
                  <Icon name="external-link" size={18} />
                  <span className="visually-hidden"> {c.labels.newTab}</span>
                </a>
              </section>
              <section className="card map" aria-labelledby="contact-map">
                <h2 id="contact-map">{c.mapHeading}</h2>
                <iframe
                  src={site.address.mapEmbedUrl}
                  title={site.address.mapTitle}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                />
              </section>
              <section className="card" aria-labelledby="contact-social">
                <h2 id="contact-social">{c.socialHeading}</h2>
                <p>{c.socialText}</p>
                <SocialLinks socials={site.socials} names={c.networkNames} />
              </section>
            </div>
          </div>
        </Container>
      </div>
    </>
  );
}
