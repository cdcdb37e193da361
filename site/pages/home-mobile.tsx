import type { PageProps } from './page-props.ts';
import type { HomeCatalog } from '../core/catalog/home.ts';
import { Carousel } from '../sections/Carousel.tsx';
import { FaqAccordion } from '../sections/FaqAccordion.tsx';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';
import { Picture } from '../ui/Picture.tsx';

const view = () => css`
  display: grid;
  gap: 40px;
  padding: 32px 16px 40px;
  h2 { font-size: 1.6rem; margin-bottom: 16px; }
  .card {
    display: grid; grid-template-columns: auto 1fr; gap: 4px 14px; align-content: start; height: 100%;
    padding: 18px; border-radius: ${radius.md}; background: ${color.surface}; border: 1px solid ${color.border};
    color: inherit; text-decoration: none;
  }
  .card svg { grid-row: span 2; color: ${color.primary}; }
  .card h3 { font-size: 1.1rem; margin: 0; }
  .card p { margin: 0; color: ${color.muted}; font-size: 0.95rem; }
  .cards { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none; }
  .photo { margin: 0; }
  .photo img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${radius.md}; }
  .photo figcaption { margin-top: 6px; font-weight: 600; }
`;

type Card = HomeCatalog['mobile']['parties']['items'][number];

function CardBody({ card }: { card: Card }) {
  return (
    <>
      <Icon name={card.icon} size={24} />
      <h3>{card.title}</h3>
      <p>{card.text}</p>
    </>
  );
}

function Cards({ cards }: { cards: Card[] }) {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.title}>
          {card.href ? (
            <a className="card" href={card.href}>
              <CardBody card={card} />
            </a>
          ) : (
            <div className="card">
              <CardBody card={card} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The home view of the phone layout (SPEC §2.7), below the shared hero: Our Story, the photo and
 * experience carousels, parties, four highlights and a quick FAQ.
 */
export function HomeMobile({ catalog }: PageProps) {
  const { home, gallery } = catalog;
  const m = home.mobile;
  // The photo carousel draws from gallery.json: without it (or without home.json's choice), none.
  const photosHeading = m.photos?.heading ?? '';
  const photos = m.photos && gallery ? m.photos.ids.flatMap((id) => gallery.photos.filter((p) => p.id === id)) : [];
  return (
    <div className={view()}>
      <section aria-labelledby="m-story">
        <h2 id="m-story">{m.story.heading}</h2>
        <p>{m.story.text}</p>
        <a className={buttonClass('outline')} href={m.story.link.href}>
          {m.story.link.label}
          {/* "Learn More" alone says nothing out of context (a screen reader's list of links, search engines). */}
          <span className="visually-hidden">: {m.story.heading}</span>
          <Icon name="arrow-right" size={18} />
        </a>
      </section>

      {m.photos && photos.length > 0 && (
        <section aria-labelledby="m-photos">
          <Carousel
            label={photosHeading}
            head={<h2 id="m-photos">{photosHeading}</h2>}
            interval={3000}
            text={m.carousel}
            slides={photos.map((photo) => ({
              key: photo.id,
              content: (
                <figure className="photo">
                  <Picture picture={photo.picture} slot="carousel" />
                  <figcaption>{photo.title}</figcaption>
                </figure>
              ),
            }))}
          />
        </section>
      )}

      <section aria-labelledby="m-experiences">
        <Carousel
          label={m.experiences.heading}
          head={<h2 id="m-experiences">{m.experiences.heading}</h2>}
          interval={3500}
          text={m.carousel}
          slides={m.experiences.items.map((card) => ({
            key: card.title,
            content: (
              <div className="card">
                <CardBody card={card} />
              </div>
            ),
          }))}
        />
      </section>

      <section aria-labelledby="m-parties">
        <h2 id="m-parties">{m.parties.heading}</h2>
        <Cards cards={m.parties.items} />
      </section>

      <section aria-labelledby="m-highlights">
        <h2 id="m-highlights">{m.highlights.heading}</h2>
        <Cards cards={m.highlights.items} />
      </section>

      <section aria-labelledby="m-faq">
        <h2 id="m-faq">{m.faq.heading}</h2>
        <FaqAccordion items={home.faq.items.slice(0, m.faq.count)} name="home-quick-faq" />
      </section>
    </div>
  );
}
