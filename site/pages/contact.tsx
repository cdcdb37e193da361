import { mailtoUrl, phoneText, telUrl, whatsappUrl } from '../lib/contact-links.ts';
import type { PageProps } from './page-props.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Picture } from '../ui/Picture.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { Icon } from '../ui/Icon.tsx';
import { HoursStatus } from '../layout/HoursStatus.tsx';

const layout = () => css`
  padding: clamp(40px, 7vw, 80px) 0;
  .grid { display: grid; gap: 28px; grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr); align-items: start; }
  @media (max-width: 900px) { .grid { grid-template-columns: minmax(0, 1fr); } }
  .card { padding: clamp(22px, 3vw, 32px); ${cardSurface} }
  h2 { font-size: 1.6rem; margin-bottom: 18px; }
  .details { list-style: none; margin: 0; padding: 0; display: grid; gap: 18px; }
  .details li { display: grid; grid-template-columns: 44px minmax(0, 1fr); gap: 14px; align-items: start; overflow-wrap: anywhere; }
  .icon { display: grid; place-items: center; width: 44px; height: 44px; border-radius: ${radius.pill}; background: ${color.primarySoft}; color: ${color.primary}; }
  .label { display: block; font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.1em; text-transform: uppercase; font-weight: 700; color: ${color.muted}; }
  .value { font-size: 1.06rem; }
  .value a { font-weight: 600; text-underline-offset: 3px; }
  /* The live status, under the week's hours: two lines are held for it (a phone may need them), so it moves nothing as it comes. */
  .open-now { display: block; min-height: 3.2em; font-weight: 700; color: ${color.accent}; }
  address { font-style: normal; }
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
      <PageHero eyebrow={c.eyebrow} title={catalog.pages.routes[path]?.title ?? c.eyebrow} intro={c.intro} />
      <div className={layout()}>
        <Container>
          <div className="grid">
            <section className="card" aria-labelledby="contact-details">
              <h2 id="contact-details">{c.detailsHeading}</h2>
              <ul className="details">
                <li>
                  <span className="icon">
                    <Icon name="map-pin" size={20} />
                  </span>
                  <div>
                    <span className="label">{c.labels.address}</span>
                    <address className="value">
                      {site.address.lines.map((line) => (
                        <span key={line}>
                          {line}
                          <br />
                        </span>
                      ))}
                    </address>
                    <a href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                      {c.labels.directions}
                      <span className="visually-hidden"> {c.labels.newTab}</span>
                    </a>
                  </div>
                </li>
                <li>
                  <span className="icon">
                    <Icon name="phone" size={20} />
                  </span>
                  <div>
                    <span className="label">{c.labels.phone}</span>
                    <span className="value">
                      <a href={telUrl(site.phone)}>{phoneText(site.phone)}</a>
                    </span>
                  </div>
                </li>
                <li>
                  <span className="icon">
                    <Icon name="mail" size={20} />
                  </span>
                  <div>
                    <span className="label">{c.labels.email}</span>
                    <span className="value">
                      <a href={mailtoUrl(site.email)}>{site.email}</a>
                    </span>
                  </div>
                </li>
                <li>
                  <span className="icon">
                    <Icon name="message-circle" size={20} />
                  </span>
                  <div>
                    <span className="label">{c.labels.whatsapp}</span>
                    <span className="value">
                      <a href={whatsappUrl(site)} target="_blank" rel="noopener noreferrer">
                        {c.labels.whatsappChat}
                        <span className="visually-hidden"> {c.labels.newTab}</span>
                      </a>
                    </span>
                  </div>
                </li>
                <li>
                  <span className="icon">
                    <Icon name="clock" size={20} />
                  </span>
                  <div>
                    <span className="label">{c.labels.hours}</span>
                    <span className="value">{site.hours}</span>
                    <HoursStatus site={site} className="open-now" />
                  </div>
                </li>
              </ul>
              <div className="art">
                <Picture picture={c.illustration} slot="feature" />
              </div>
            </section>
            <div className="stack">
              <section className="card reserve" aria-labelledby="contact-reserve">
                <h2 id="contact-reserve">{c.reservation.heading}</h2>
                <p>{c.reservation.text}</p>
                <a className={buttonClass('accent')} href={site.reservationFormUrl} target="_blank" rel="noopener noreferrer">
                  {c.reservation.button}
                  <Icon name="external-link" size={18} />
                  <span className="visually-hidden"> {c.labels.newTab}</span>
                </a>
              </section>
              <section className="card map" aria-labelledby="contact-map">
                <h2 id="contact-map">{c.mapHeading}</h2>
                <iframe src={site.address.mapEmbedUrl} title={site.address.mapTitle} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
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
