import type { PolicyPage as PolicyData } from '../core/catalog/policies.ts';
import type { PageProps } from './page-props.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const updated = () => css`
  && { display: inline-flex; gap: 8px; align-items: center; margin-top: 18px; padding: 6px 14px;
  border-radius: ${radius.pill}; background: ${color.surface}; border: 1px solid ${color.border};
  font-size: 0.95rem; font-weight: 600; color: ${color.text}; }
`;

const layout = () => css`
  padding: clamp(40px, 7vw, 80px) 0;
  .grid { display: grid; gap: 48px; grid-template-columns: 260px minmax(0, 1fr); align-items: start; }
  .grid.single { grid-template-columns: minmax(0, 1fr); }
  @media (max-width: 900px) { .grid { grid-template-columns: 1fr; gap: 28px; } }
  .toc { padding: 20px; border-radius: ${radius.md}; background: ${color.surface2}; }
  /* Beside the text only: above it, a sticky list would lie over the text (and goober puts @media rules first, so no override below). */
  @media (min-width: 901px) { .toc { position: sticky; top: calc(var(--header-height) + 24px); } }
  .toc h2 { font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.12em; text-transform: uppercase; margin-bottom: 10px; }
  .toc ol { margin: 0; padding-left: 1.3em; display: grid; gap: 4px; }
  .toc li { padding: 3px 0; font-size: 0.95rem; }
  .toc a { text-decoration: none; }
  .toc a:hover { text-decoration: underline; color: ${color.primary}; }
  article { max-width: 72ch; }
  article section { padding-bottom: 28px; margin-bottom: 28px; border-bottom: 1px solid ${color.border}; }
  article section:last-of-type { border-bottom: 0; }
  article h2 { font-size: clamp(1.35rem, 2.2vw, 1.6rem); scroll-margin-top: calc(var(--header-height) + 20px); }
  article p, article li { font-size: 1.05rem; line-height: 1.7; }
  article ul { margin: 0; padding-left: 1.3em; display: grid; gap: 6px; }
  article li::marker { color: ${color.primary}; }
  .note { display: flex; gap: 14px; align-items: start; padding: 20px 22px; border-radius: ${radius.md}; background: ${color.accentSoft}; }
  .note p { margin: 0; }
  .note svg { flex-shrink: 0; color: ${color.accent}; margin-top: 3px; }
  .foot { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 20px; margin-top: 32px; }
  .others { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
  .others a {
    display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding: 0 14px; border-radius: ${radius.pill};
    border: 1.5px solid ${color.border}; text-decoration: none; font-weight: 600; font-size: 0.94rem;
  }
  .others a:hover { border-color: ${color.primary}; color: ${color.primary}; }
  .others-heading { font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.12em; text-transform: uppercase; margin-bottom: 10px; }
  .top { display: inline-flex; align-items: center; gap: 6px; align-self: end; font-weight: 600; }
`;

/** SPEC §2.6 / §9: privacy, refund, terms and bistro policies; which one comes from the route. */
export default function PolicyPage({ catalog, path }: PageProps) {
  const policies = pageFile(catalog, 'policies');
  const page = policies.pages.find((p) => p.path === path);
  if (!page) throw new Error(`catalog/policies.json has no page for ${path}`);
  const [before, after] = policies.updatedLabel.split('{date}');
  const withToc = page.sections.length >= policies.tocMinSections;
  return (
    <>
      <PageHero eyebrow={policies.eyebrow} title={page.title} intro={page.intro}>
        <p className={updated()}>
          {before}
          <time dateTime={page.updated}>{page.updatedDisplay}</time>
          {after}
        </p>
      </PageHero>
      <div className={layout()}>
        <Container>
          <div className={withToc ? 'grid' : 'grid single'}>
            {withToc && <PolicyToc page={page} heading={policies.tocHeading} />}
            <div>
              <article aria-label={page.title}>
                {page.sections.map((s) => (
                  <section key={s.id} aria-labelledby={s.id}>
                    <h2 id={s.id}>{s.heading}</h2>
                    {s.paragraphs.map((text) => (
                      <p key={text}>{text}</p>
                    ))}
                    {s.bullets && (
                      <ul>
                        {s.bullets.map((text) => (
                          <li key={text}>{text}</li>
                        ))}
                      </ul>
                    )}
                  </section>
                ))}
                <div className="note">
                  <Icon name="message-circle" size={22} />
                  <p>{policies.contactNote}</p>
                </div>
              </article>
              <div className="foot">
                <nav aria-labelledby="other-policies">
                  <h2 id="other-policies" className="others-heading">
                    {policies.otherPoliciesHeading}
                  </h2>
                  <ul className="others">
                    {policies.pages
                      .filter((p) => p.path !== path)
                      .map((p) => (
                        <li key={p.path}>
                          <a href={p.path}>
                            <Icon name="file-text" size={16} />
                            {p.title}
                          </a>
                        </li>
                      ))}
                  </ul>
                </nav>
                <a className="top" href="#main">
                  <Icon name="arrow-up" size={16} />
                  {policies.backToTop}
                </a>
              </div>
            </div>
          </div>
        </Container>
      </div>
    </>
  );
}

function PolicyToc({ page, heading }: { page: PolicyData; heading: string }) {
  return (
    <nav className="toc" aria-labelledby="policy-toc">
      <h2 id="policy-toc">{heading}</h2>
      <ol>
        {page.sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
