import type { PageProps } from './page-props.ts';
import { pageMeta } from '../core/routes.ts';
import { CrashCoursePalette } from '../sections/CrashCoursePalette.tsx';
import { CrashCourseTips } from '../sections/CrashCourseTips.tsx';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { IntroWithPicture } from '../ui/IntroWithPicture.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const rules = () => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  gap: 24px;
  > section {
    padding: clamp(20px, 3vw, 32px);
    border-radius: ${radius.lg};
    background: ${color.surface};
    border: 1px solid ${color.border};
  }
  h2 { display: flex; align-items: center; gap: 10px; font-size: 1.6rem; }
  h2 svg { color: ${color.primary}; }
  ul { margin: 0; padding-left: 20px; display: grid; gap: 8px; }
  dl { margin: 0; display: grid; gap: 12px; }
  dl div { display: grid; grid-template-columns: minmax(120px, 38%) 1fr; gap: 12px; padding-bottom: 12px; border-bottom: 1px dashed ${color.border}; }
  dl div:last-child { border-bottom: 0; padding-bottom: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  @media (max-width: 480px) { dl div { grid-template-columns: 1fr; gap: 2px; } }
`;

/** /crash-course: ten numbered tips, the 14-colour palette, notes and conditions (SPEC §2.6, §9). */
export default function CrashCoursePage({ catalog, path }: PageProps) {
  const meta = pageMeta(catalog, path);
  const { image, tips, palette, notes, conditions } = pageFile(catalog, 'crashCourse');
  return (
    <>
      <PageHero title={meta.title} intro={meta.description} />
      <section aria-labelledby="tips-heading" className={css`padding: clamp(48px, 8vw, 88px) 0;`}>
        <Container>
          <IntroWithPicture headingId="tips-heading" heading={tips.heading} text={tips.intro} picture={image} />
          <CrashCourseTips tips={tips.items} />
        </Container>
      </section>
      <Section id="palette" heading={palette.heading} intro={palette.intro} tone="tinted">
        <CrashCoursePalette colours={palette.colours} />
      </Section>
      <section
        aria-label={`${notes.heading}, ${conditions.heading}`}
        className={css`padding: clamp(48px, 8vw, 88px) 0;`}
      >
        <Container>
          <div className={rules()}>
            <section aria-labelledby="notes-heading">
              <h2 id="notes-heading">
                <Icon name="lightbulb" size={24} />
                {notes.heading}
              </h2>
              <ul>
                {notes.items.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="conditions-heading">
              <h2 id="conditions-heading">
                <Icon name="circle-alert" size={24} />
                {conditions.heading}
              </h2>
              <dl>
                {conditions.items.map((c) => (
                  <div key={c.label}>
                    <dt>{c.label}</dt>
                    <dd>{c.text}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        </Container>
      </section>
    </>
  );
}
