import type { PageProps } from './page-props.ts';
import { CtaBand } from '../sections/CtaBand.tsx';
import { PotterySteps } from '../sections/PotterySteps.tsx';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const facts = () => css`
  list-style: none;
  margin: 28px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  li {
    padding: 14px 20px;
    border-radius: ${radius.md};
    background: ${color.surface};
    border: 1px solid ${color.border};
  }
  strong { display: block; font-family: ${font.display}; font-size: 1.4rem; line-height: 1.2; color: ${color.primary}; }
  span { display: block; font-size: 0.92rem; color: ${color.muted}; }
`;

const features = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  li { overflow: hidden; ${cardSurface} }
  img { width: 100%; }
  .body { padding: 22px 24px 26px; }
  h3 { font-size: 1.3rem; margin-bottom: 6px; }
  p { margin: 0; color: ${color.muted}; }
`;

/** Pottery (SPEC §2.6): four steps, three feature images and 'walk-ins welcome'. */
export default function PotteryPage({ catalog }: PageProps) {
  const pottery = pageFile(catalog, 'pottery');
  return (
    <>
      <PageHero eyebrow={pottery.hero.eyebrow} title={pottery.hero.title} intro={pottery.hero.intro}>
        <ul className={facts()}>
          {pottery.facts.map((f) => (
            <li key={f.id}>
              <strong>{f.value}</strong>
              <span>{f.label}</span>
            </li>
          ))}
        </ul>
      </PageHero>
      <Section id="how-it-works" heading={pottery.steps.heading} intro={pottery.steps.intro}>
        <PotterySteps steps={pottery.steps.items} />
      </Section>
      <Section id="features" tone="tinted" heading={pottery.features.heading} intro={pottery.features.intro}>
        <ul className={features()}>
          {pottery.features.items.map((f) => (
            <li key={f.id}>
              <Picture picture={f.picture} slot="card" />
              <div className="body">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        id="walk-ins"
        heading={pottery.walkIns.heading}
        text={pottery.walkIns.text}
        link={pottery.walkIns.link}
        picture={pottery.hero.picture}
      />
    </>
  );
}
