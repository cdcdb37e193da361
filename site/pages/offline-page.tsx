import { phoneText, telUrl } from '../lib/contact-links.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { Icon } from '../ui/Icon.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import type { PageProps } from './page-props.ts';

const actions = () => css`margin-top: 24px;`;

const layout = () => css`
  padding: clamp(32px, 6vw, 64px) 0;
  .card { max-width: 640px; padding: clamp(22px, 3vw, 32px); ${cardSurface} }
  h2 { font-size: 1.5rem; margin-bottom: 18px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 18px; }
  li { display: grid; grid-template-columns: 44px minmax(0, 1fr); gap: 14px; align-items: start; overflow-wrap: anywhere; }
  .mark { display: grid; place-items: center; width: 44px; height: 44px; border-radius: ${radius.pill}; background: ${color.primarySoft}; color: ${color.primary}; }
  .label { display: block; font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.1em; text-transform: uppercase; font-weight: 700; color: ${color.muted}; }
  .value { font-size: 1.06rem; }
  .value a { font-weight: 600; text-underline-offset: 3px; }
  address { font-style: normal; }
`;

/**
 * What the service worker shows, without a connection, in place of a page this browser has not
 * kept (/offline/, prerendered at build time and kept when the worker installs): how to reach the
 * café, whose phone number and address need no network. Its words are site.json `app.offline`;
 * the labels are the contact page's.
 */
export default function OfflinePage({ catalog }: PageProps) {
  const { site } = catalog;
  const words = site.app.offline;
  const labels = catalog.contact.labels;
  return (
    <>
      <PageHero title={words.heading} intro={words.text}>
        <div className={actions()}>
          <a href="/" className={buttonClass('primary')}>
            {words.homeLabel}
          </a>
        </div>
      </PageHero>
      <div className={layout()}>
        <Container>
          <section className="card" aria-labelledby="offline-reach">
            <h2 id="offline-reach">{words.contactHeading}</h2>
            <ul>
              <li>
                <span className="mark">
                  <Icon name="phone" size={20} />
                </span>
                <div>
                  <span className="label">{labels.phone}</span>
                  <span className="value">
                    <a href={telUrl(site.phone)}>{phoneText(site.phone)}</a>
                  </span>
                </div>
              </li>
              <li>
                <span className="mark">
                  <Icon name="map-pin" size={20} />
                </span>
                <div>
                  <span className="label">{labels.address}</span>
                  <address className="value">
                    {site.address.lines.map((line) => (
                      <span key={line}>
                        {line}
                        <br />
                      </span>
                    ))}
                  </address>
                </div>
              </li>
              <li>
                <span className="mark">
                  <Icon name="clock" size={20} />
                </span>
                <div>
                  <span className="label">{labels.hours}</span>
                  <span className="value">{site.hours}</span>
                </div>
              </li>
            </ul>
          </section>
        </Container>
      </div>
    </>
  );
}
