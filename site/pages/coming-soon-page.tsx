import type { PageProps } from './page-props.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { NotifyMe } from '../ui/NotifyMe.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const band = () => css`
  padding: calc(var(--header-height) + 48px) 0 clamp(48px, 8vw, 96px);
  background:
    radial-gradient(circle at 90% 10%, ${color.primarySoft} 0, transparent 42%),
    radial-gradient(circle at 0% 100%, ${color.accentSoft} 0, transparent 40%),
    ${color.bg};
  .grid { display: grid; gap: clamp(28px, 5vw, 64px); grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); align-items: center; }
  @media (max-width: 860px) { .grid { grid-template-columns: 1fr; } .art { order: -1; max-width: 460px; } }
  .eyebrow {
    display: inline-flex; gap: 8px; align-items: center; padding: 6px 14px; margin-bottom: 18px;
    border-radius: ${radius.pill}; background: ${color.primarySoft}; color: ${color.text};
    font-size: 0.8rem; letter-spacing: 0.14em; text-transform: uppercase; font-weight: 700;
  }
  .eyebrow svg { color: ${color.primary}; }
  h1 { font-size: clamp(2rem, 4.4vw, 3.2rem); margin-bottom: 16px; }
  .lead { font-size: 1.15rem; color: ${color.muted}; max-width: 56ch; margin-bottom: 32px; }
  .notify { padding: 24px; border-radius: ${radius.lg}; background: ${color.surface}; border: 1px solid ${color.border}; max-width: 560px; }
  .notify h2 { font-size: 1.3rem; margin-bottom: 6px; }
  .notify p { color: ${color.muted}; margin-bottom: 16px; }
  .art img { width: 100%; border-radius: ${radius.lg}; }
  .meanwhile { margin-top: 32px; }
  .meanwhile h2 { font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.12em; text-transform: uppercase; margin-bottom: 10px; }
  .meanwhile ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 18px; }
  .meanwhile a { display: inline-flex; gap: 6px; align-items: center; min-height: 36px; font-weight: 600; text-underline-offset: 3px; }
`;

/** SPEC §2.6: a friendly placeholder page with a notify-me form ('You're on the list!'). */
export default function ComingSoonPage({ catalog, path }: PageProps) {
  const cs = pageFile(catalog, 'comingSoon');
  const page = Object.entries(cs.pages).find(([route]) => route === path)?.[1];
  if (!page) throw new Error(`catalog/coming-soon.json has no page for ${path}`);
  return (
    <section className={band()} aria-labelledby="coming-soon-heading">
      <Container>
        <div className="grid">
          <div>
            <p className="eyebrow">
              <Icon name="sparkles" size={14} />
              {cs.eyebrow}
            </p>
            <h1 id="coming-soon-heading">{page.heading}</h1>
            <p className="lead">{page.text}</p>
            <div className="notify">
              <h2>{cs.notifyHeading}</h2>
              <p>{cs.notifyText}</p>
              <NotifyMe site={catalog.site} />
            </div>
            <nav className="meanwhile" aria-labelledby="meanwhile-heading">
              <h2 id="meanwhile-heading">{cs.meanwhileHeading}</h2>
              <ul>
                {cs.meanwhile.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>
                      {link.label}
                      <Icon name="arrow-right" size={16} />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="art">
            <Picture picture={page.illustration} slot="feature" eager />
          </div>
        </div>
      </Container>
    </section>
  );
}
