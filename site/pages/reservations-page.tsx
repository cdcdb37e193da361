import { phoneText, telUrl } from '../core/lib/contact-links.ts';
import { pageMeta } from '../core/routes.ts';
import type { PageProps } from './page-props.ts';
import { ReservationForm } from '../sections/ReservationForm.tsx';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Icon } from '../ui/Icon.tsx';

const layout = () => css`
  padding: clamp(40px, 7vw, 80px) 0;
  .grid { display: grid; gap: 32px; grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr); align-items: start; }
  @media (max-width: 900px) { .grid { grid-template-columns: 1fr; } }
  h2 { font-size: 1.6rem; }
  .intro { color: ${color.muted}; margin-bottom: 22px; max-width: 60ch; }
  aside { padding: 28px; border-radius: ${radius.lg}; background: ${color.accentSoft}; }
  aside ul { list-style: none; margin: 0 0 20px; padding: 0; display: grid; gap: 12px; }
  aside li { display: grid; grid-template-columns: 22px 1fr; gap: 10px; }
  aside li svg { color: ${color.accent}; margin-top: 3px; }
  .call { margin: 0; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-weight: 600; }
  .call a { display: inline-flex; gap: 6px; align-items: center; }
`;

/** SPEC §2.6 / §5: the table booking page around the shared reservation form. */
export default function ReservationsPage({ catalog, path }: PageProps) {
  const { reservation: f, reservationsPage: p } = catalog.forms;
  const { phone } = catalog.site;
  return (
    <>
      <PageHero eyebrow={p.eyebrow} title={pageMeta(catalog, path).title} intro={p.intro} />
      <div className={layout()}>
        <Container>
          <div className="grid">
            <section aria-labelledby="reservation-heading">
              <h2 id="reservation-heading">{f.heading}</h2>
              <p className="intro">{f.intro}</p>
              <ReservationForm catalog={catalog} idPrefix="reservations-page" />
            </section>
            <aside aria-labelledby="reservation-aside">
              <h2 id="reservation-aside">{p.asideHeading}</h2>
              <ul>
                {p.asidePoints.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <p className="call">
                {p.callText}
                <a href={telUrl(phone)}>
                  <Icon name="phone" size={16} />
                  {phoneText(phone)}
                </a>
              </p>
            </aside>
          </div>
        </Container>
      </div>
    </>
  );
}
