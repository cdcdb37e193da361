import type { PageProps } from './page-props.ts';
import { formatLongDate } from '../core/lib/dates.ts';
import { CtaBand } from '../sections/CtaBand.tsx';
import { css } from '../styles/styled.ts';
import { color, font, media, radius, shadow } from '../styles/tokens.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const logos = () => css`
  list-style: none;
  margin: 32px 0 0;
  padding: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(2, minmax(0, 200px));
  ${media.wide} { grid-template-columns: repeat(4, minmax(0, 200px)); }
  img { width: 100%; height: auto; border-radius: ${radius.md}; border: 1px solid ${color.border}; }
`;

const list = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  max-width: 900px;
  article {
    position: relative;
    display: grid;
    gap: 6px;
    padding: 24px 28px;
    border-radius: ${radius.lg};
    background: ${color.surface};
    border: 1px solid ${color.border};
    transition: box-shadow 0.2s ease, border-color 0.2s ease;
  }
  article:hover { box-shadow: ${shadow.card}; border-color: ${color.primary}; }
  .meta { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 0.85rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${color.muted}; }
  .meta .pub { color: ${color.primary}; }
  h2 { font-family: ${font.display}; font-size: clamp(1.25rem, 2.2vw, 1.5rem); margin: 0; }
  h2 a { text-decoration: none; display: inline-flex; gap: 8px; align-items: baseline; }
  h2 a::after { content: ''; position: absolute; inset: 0; border-radius: ${radius.lg}; }
  h2 a:hover { color: ${color.primary}; text-decoration: underline; text-underline-offset: 4px; }
  h2 svg { flex-shrink: 0; align-self: center; }
  p { margin: 0; color: ${color.muted}; }
`;

/** Press (SPEC §2.6): the static list of articles, newest first, with the publications' logos. */
export default function PressPage({ catalog }: PageProps) {
  const { site } = catalog;
  const press = pageFile(catalog, 'press');
  const items = [...press.items].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <PageHero eyebrow={press.hero.eyebrow} title={press.hero.title} intro={press.hero.intro}>
        <ul className={logos()}>
          {press.logos.map((logo) => (
            <li key={logo.id}>
              <Picture picture={logo.picture} slot="pressLogo" width={320} height={120} eager />
            </li>
          ))}
        </ul>
      </PageHero>
      <Section>
        <ul className={list()}>
          {items.map((item) => (
            <li key={item.id}>
              <article>
                <div className="meta">
                  <span className="pub">{item.publication}</span>
                  <time dateTime={item.date}>{formatLongDate(item.date, site.locale)}</time>
                </div>
                <h2>
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.title}
                    <Icon name="arrow-up-right" size={18} />
                  </a>
                </h2>
                <p>{item.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="press-contact" heading={press.contact.heading} text={press.contact.text} link={press.contact.link} />
    </>
  );
}
