import type { PageSection } from '../core/catalog/generated/content-pages.ts';
import { pageFile } from '../core/catalog-routes.ts';
import { css } from '../styles/styled.ts';
import { color, media, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { Icon } from '../ui/Icon.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Picture } from '../ui/Picture.tsx';
import type { PageProps } from './page-props.ts';

const part = () => css`
  padding: clamp(40px, 7vw, 72px) 0;
  & + & { border-top: 1px solid ${color.border}; }
  .inner { display: grid; gap: 28px; align-items: start; }
  ${media.desktop} { .inner.with-art { grid-template-columns: 1fr 1fr; gap: 56px; } }
  .art img { width: 100%; height: auto; border-radius: ${radius.lg}; }
  h2 { font-size: clamp(1.6rem, 3vw, 2.2rem); }
  p { color: ${color.muted}; font-size: 1.06rem; max-width: 68ch; }
  .links { display: flex; flex-wrap: wrap; gap: 12px; list-style: none; margin: 24px 0 0; padding: 0; }
`;

/** Paragraphs are what staff separate with an empty line; a single line break stays within one. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

function ContentSection({ section, id }: { section: PageSection; id: string }) {
  return (
    <section id={id} className={part()} aria-labelledby={`${id}-heading`}>
      <Container className={section.image ? 'inner with-art' : 'inner'}>
        <div>
          <h2 id={`${id}-heading`}>{section.heading}</h2>
          {paragraphsOf(section.text).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.links && section.links.length > 0 && (
            <ul className="links" role="list">
              {section.links.map((link, i) => (
                <li key={`${link.href} ${i}`}>
                  <a className={buttonClass(i === 0 ? 'primary' : 'outline')} href={link.href}>
                    {link.label}
                    <Icon name="arrow-right" size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {section.image && (
          <div className="art">
            <Picture picture={section.image} slot="feature" />
          </div>
        )}
      </Container>
    </section>
  );
}

/** A page of the café's own (catalog/content-pages.json): its heading and intro, then its sections. */
export default function ContentPage({ catalog, path }: PageProps) {
  const page = pageFile(catalog, 'contentPages').pages.find((p) => p.path === path);
  if (!page) throw new Error(`catalog/content-pages.json has no page for ${path}`);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      {page.sections.map((section, i) => (
        <ContentSection key={i} section={section} id={`part-${i + 1}`} />
      ))}
    </>
  );
}
