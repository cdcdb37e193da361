import { phoneText, telUrl } from '../core/lib/contact-links.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { css } from '../styles/styled.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { ContactDetail, ContactDetails, PostalAddress } from '../ui/ContactDetails.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import type { PageProps } from './page-props.ts';

const actions = () => css`margin-top: 24px;`;

const layout = () => css`
  padding: clamp(32px, 6vw, 64px) 0;
  .card { max-width: 640px; padding: clamp(22px, 3vw, 32px); ${cardSurface} }
  h2 { font-size: 1.5rem; margin-bottom: 18px; }
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
            <ContactDetails>
              <ContactDetail icon="phone" label={labels.phone}>
                <span className="value">
                  <a href={telUrl(site.phone)}>{phoneText(site.phone)}</a>
                </span>
              </ContactDetail>
              <ContactDetail icon="map-pin" label={labels.address}>
                <PostalAddress address={site.address} />
              </ContactDetail>
              <ContactDetail icon="clock" label={labels.hours}>
                <span className="value">{site.hours}</span>
              </ContactDetail>
            </ContactDetails>
          </section>
        </Container>
      </div>
    </>
  );
}
