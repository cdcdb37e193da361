import type { PageProps } from './page-props.ts';
import { CtaBand } from '../sections/CtaBand.tsx';
import { FaqAccordion } from '../sections/FaqAccordion.tsx';
import { css } from '../styles/styled.ts';
import { color, media, radius } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const layout = () => css`
  padding: clamp(40px, 7vw, 80px) 0 0;
  .inner { display: grid; gap: 32px; align-items: start; }
  ${media.wide} { .inner { grid-template-columns: 240px 1fr; gap: 56px; } nav { position: sticky; top: calc(var(--header-height) + 24px); } }
  nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
  ${media.wide} { nav ul { flex-direction: column; gap: 4px; } }
  nav a {
    display: flex; align-items: center; min-height: 44px; padding: 0 16px; border-radius: ${radius.pill};
    font-weight: 600; text-decoration: none; background: ${color.surface2};
  }
  ${media.wide} { nav a { background: transparent; border-radius: ${radius.sm}; } nav a:hover { background: ${color.surface2}; } }
  .groups { display: grid; gap: 48px; max-width: 860px; }
  h2 { font-size: clamp(1.5rem, 2.6vw, 2rem); margin-bottom: 18px; }
`;

/** The FAQ page: the longer list of questions from catalog/faq.json, grouped, one answer open at a time. */
export default function FaqPage({ catalog }: PageProps) {
  const faq = pageFile(catalog, 'faq');
  return (
    <>
      <PageHero eyebrow={faq.hero.eyebrow} title={faq.hero.title} intro={faq.hero.intro} />
      <div className={layout()}>
        <Container className="inner">
          <nav aria-label={faq.hero.eyebrow}>
            <ul>
              {faq.groups.map((g) => (
                <li key={g.id}>
                  <a href={`#${g.id}`}>{g.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="groups">
            {faq.groups.map((g) => (
              <section key={g.id} id={g.id} aria-labelledby={`${g.id}-heading`}>
                <h2 id={`${g.id}-heading`}>{g.heading}</h2>
                <FaqAccordion items={g.items} name="faq" idPrefix={`faq-${g.id}`} />
              </section>
            ))}
          </div>
        </Container>
      </div>
      <CtaBand id="faq-contact" heading={faq.contact.heading} text={faq.contact.text} link={faq.contact.link} />
    </>
  );
}
