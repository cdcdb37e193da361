import type { PageProps } from './page-props.ts';
import { pageMeta } from '../core/routes.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { DemoForm } from '../ui/DemoForm.tsx';
import { Field, TextArea } from '../ui/fields.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Icon } from '../ui/Icon.tsx';

const layout = () => css`
  padding: clamp(40px, 7vw, 80px) 0;
  .grid { display: grid; gap: 36px; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); align-items: start; }
  @media (max-width: 900px) { .grid { grid-template-columns: 1fr; } }
  h2 { font-size: 1.6rem; margin-bottom: 18px; }
  .ideas { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; }
  .ideas li { display: grid; grid-template-columns: 44px 1fr; gap: 14px; padding: 16px; border-radius: ${radius.md}; background: ${color.surface2}; }
  .ideas .icon { display: grid; place-items: center; width: 44px; height: 44px; border-radius: ${radius.pill}; background: ${color.primarySoft}; color: ${color.primary}; }
  .ideas h3 { font-size: 1.12rem; margin: 0 0 4px; }
  .ideas p { margin: 0; color: ${color.muted}; font-size: 0.96rem; }
  form {
    display: grid; gap: 18px; padding: clamp(20px, 3.5vw, 36px); ${cardSurface}
  }
  .foot { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; justify-content: space-between; }
  .note { margin: 0; font-size: 0.9rem; color: ${color.muted}; }
`;

/** SPEC §2.6 / §5: the collaboration form, all fields required; a demo that only shows a toast. */
export default function CollaboratePage({ catalog, path }: PageProps) {
  const f = catalog.forms.collaborate;
  return (
    <>
      <PageHero eyebrow={f.eyebrow} title={pageMeta(catalog, path).title} intro={f.intro} />
      <div className={layout()}>
        <Container>
          <div className="grid">
            <section aria-labelledby="collab-ideas">
              <h2 id="collab-ideas">{f.ideasHeading}</h2>
              <ul className="ideas">
                {f.ideas.map((idea) => (
                  <li key={idea.title}>
                    <span className="icon">
                      <Icon name="sparkles" size={20} />
                    </span>
                    <div>
                      <h3>{idea.title}</h3>
                      <p>{idea.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="collab-form">
              <h2 id="collab-form">{f.heading}</h2>
              <DemoForm toast={f.toast} aria-labelledby="collab-form">
                <Field
                  id="collab-name"
                  name="name"
                  label={f.name.label}
                  placeholder={f.name.placeholder}
                  type="text"
                  autoComplete="organization"
                  required
                />
                <Field
                  id="collab-email"
                  name="email"
                  label={f.email.label}
                  placeholder={f.email.placeholder}
                  type="email"
                  autoComplete="email"
                  required
                />
                <TextArea
                  id="collab-idea"
                  name="idea"
                  label={f.idea.label}
                  placeholder={f.idea.placeholder}
                  rows={6}
                  required
                />
                <div className="foot">
                  <p className="note">{f.requiredNote}</p>
                  <button type="submit" className={buttonClass('primary')}>
                    <Icon name="send" size={18} />
                    {f.submit}
                  </button>
                </div>
              </DemoForm>
            </section>
          </div>
        </Container>
      </div>
    </>
  );
}
