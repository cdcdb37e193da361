import type { PageProps } from './page-props.ts';
import { sectionPath } from '../core/routes.ts';
import { HomeMobile } from './home-mobile.tsx';
import { homeHas } from '../core/catalog/home-parts.ts';
import { moreLink, type HomeSectionId } from './home-sections.tsx';
import { LazySection } from '../ui/LazySection.tsx';
import { FaqAccordion } from '../sections/FaqAccordion.tsx';
import { GallerySection } from './gallery-section.tsx';
import { PressProof } from '../sections/PressProof.tsx';
import { css } from '../styles/styled.ts';
import { color, font, media, radius, shadow } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { Icon } from '../ui/Icon.tsx';
import { HoursStatus } from '../layout/HoursStatus.tsx';

const hero = () => css`
  position: relative;
  overflow: hidden;
  padding: calc(var(--header-height) + clamp(32px, 6vw, 72px)) 0 clamp(48px, 7vw, 96px);
  background:
    radial-gradient(circle at 92% 8%, ${color.primarySoft} 0, transparent 38%),
    radial-gradient(circle at 4% 96%, ${color.accentSoft} 0, transparent 36%),
    ${color.surface2};
  /* minmax(0, …): a long word in the heading wraps instead of widening the column. */
  .inner { display: grid; grid-template-columns: minmax(0, 1fr); gap: 48px; align-items: center; }
  ${media.desktop} { .inner { grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr); gap: clamp(32px, 5vw, 72px); } }
  .eyebrow {
    display: inline-block; margin: 0 0 20px; padding: 6px 14px; border-radius: ${radius.md};
    background: ${color.surface}; border: 1px solid ${color.border};
    font-size: 0.85rem; font-weight: 700; letter-spacing: 0.04em; color: ${color.primary};
  }
  .title { font-size: clamp(2.8rem, 6.4vw, 5rem); line-height: 1.02; letter-spacing: -0.025em; margin-bottom: 24px; }
  .title em { font-style: italic; color: ${color.primary}; }
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

const faqLayout = () => css`
  max-width: 860px;
`;

/** Splits off the last word so it can be set in the accent style ("Where Food Meets *Art*"). */
const splitLast = (text: string): [string, string] => {
  const i = text.trimEnd().lastIndexOf(' ');
  return i < 0 ? ['', text] : [text.slice(0, i + 1), text.slice(i + 1)];
};

/** The hero of both layouts (on a phone, with Book a Table). `as` lets the 404 page's phone view keep its own h1. */
export function HomeHero({ catalog, as: Heading = 'h1' }: { catalog: PageProps['catalog']; as?: 'h1' | 'h2' }) {
  const { home } = catalog;
  const [headStart, headLast] = splitLast(home.hero.heading);
  return (
    <section className={hero()} aria-labelledby="home-title">
      <Container className="inner">
        <div>
          <p className="eyebrow">{home.hero.eyebrow}</p>
          <Heading id="home-title" className="title">
            {headStart}
            <em>{headLast}</em>
          </Heading>
          <p className="lead">{home.hero.text}</p>
          <p className="actions view-mobile">
            <a className={buttonClass('primary')} href={home.mobile.bookTable.href}>
              {home.mobile.bookTable.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </p>
          {/* On a phone, the hours, then whether the café is open now (client/init-live-hours.ts; the desktop header has them). */}
          <HoursStatus site={catalog.site} as="p" className="eyebrow view-mobile">
            {catalog.site.hours}
          </HoursStatus>
          <div className="actions view-desktop">
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
          <Picture picture={home.hero.picture} slot="feature" eager />
          <p className="badge">
            <span className="star">
              <Icon name="star" size={22} filled />
            </span>
            <span>
              <strong>{home.hero.badge.value}</strong>
              <span className="label">{home.hero.badge.label}</span>
            </span>
          </p>
        </div>
      </Container>
    </section>
  );
}

/**
 * The home page (SPEC §2.2): hero, then the anchored sections the header and hero link to; on a
 * phone, the hero and then the home view of SPEC §2.7 (home-mobile.tsx).
 */
export default function HomePage({ catalog, path }: PageProps) {
  const { home } = catalog;
  // Below the fold and heavy: fetched as they come near, so a phone (which never shows them) never does.
  const lazy = (id: HomeSectionId) =>
    (id === 'reservations' || homeHas(catalog, id)) && (
      <LazySection id={id} src={sectionPath('home', id)} loading={home.loadingSection} />
    );
  return (
    <>
      <HomeHero catalog={catalog} />

      <div className="view-mobile">
        <HomeMobile catalog={catalog} path={path} />
      </div>
      <div className="view-desktop">
        {lazy('pottery')}
        {lazy('testimonials')}
        {home.pressProof && catalog.press && <PressProof proof={home.pressProof} press={catalog.press} />}
        {lazy('reservations')}
        {lazy('offers')}
        {home.gallery && catalog.gallery && (
          <Section id="gallery" heading={home.gallery.heading} intro={home.gallery.intro}>
            <GallerySection gallery={catalog.gallery} />
            <a className={moreLink()} href={home.gallery.link.href}>
              {home.gallery.link.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </Section>
        )}

        <Section id="faq" tone="tinted" heading={home.faq.heading} intro={home.faq.intro}>
          <div className={faqLayout()}>
            <FaqAccordion items={home.faq.items} name="home-faq" />
            <a className={moreLink()} href={home.faq.link.href}>
              {home.faq.link.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </div>
        </Section>
      </div>
    </>
  );
}
