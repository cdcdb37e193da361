import type { SiteCatalog } from '../core/catalog/site.ts';
import { whatsappUrl } from '../core/lib/contact-links.ts';
import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { DemoForm } from '../ui/DemoForm.tsx';
import { inputClass } from '../ui/fields.tsx';
import { imageUrl } from '../ui/Picture.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { Icon } from '../ui/Icon.tsx';

const footer = () => css`
  margin-top: auto;
  padding: 64px 0 32px;
  /* On a phone, room below for the floating button (global.ts), clear of the last control. */
  padding-bottom: calc(32px + var(--fab-room, 0px));
  background: ${color.surface2};
  border-top: 1px solid ${color.border};
  .grid { display: grid; gap: 40px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
  h2 { font-family: ${font.body}; font-size: 0.85rem; letter-spacing: 0.12em; text-transform: uppercase; margin-bottom: 14px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li a { display: inline-flex; min-height: 36px; align-items: center; text-decoration: none; }
  li a:hover { text-decoration: underline; }
  .brand { display: flex; gap: 10px; align-items: center; font-family: ${font.display}; font-size: 1.3rem; font-weight: 700; margin-bottom: 12px; }
  .muted { color: ${color.muted}; }
  .socials { display: flex; gap: 10px; }
  .socials a {
    display: grid; place-items: center; width: 44px; height: 44px; border-radius: ${radius.pill};
    background: ${color.surface}; border: 1px solid ${color.border};
  }
  .socials a:hover { color: ${color.primary}; }
  .chat { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; margin-top: 10px; font-weight: 600; }
  form { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 12px; }
  form input { flex: 1 1 180px; width: auto; }
  .legal { margin-top: 48px; padding-top: 24px; border-top: 1px solid ${color.border}; font-size: 0.9rem; color: ${color.muted}; }
`;

/** The footer of SPEC §2.1: links, socials, the 'Stay Updated' newsletter (a demo) and the copyright. */
export function Footer({ site, year }: { site: SiteCatalog; year: number }) {
  const f = site.footer;
  const [before, after] = f.copyright.split('{year}');
  return (
    <footer className={footer()}>
      <Container>
        <div className="grid">
          <div>
            <p className="brand">
              <img src={imageUrl(site.logo.src)} alt="" width={36} height={36} />
              {site.name}
            </p>
            <p className="muted">{f.blurb}</p>
            <p className="muted">{site.hours}</p>
          </div>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">{f.linksHeading}</h2>
            <ul>
              {f.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{f.socialHeading}</h2>
            <SocialLinks socials={site.socials} />
            <a className="chat" href={whatsappUrl(site)} target="_blank" rel="noopener noreferrer">
              <Icon name="message-circle" size={18} />
              {f.whatsappLabel}
            </a>
          </div>
          <div>
            <h2 id="newsletter-heading">{f.newsletter.heading}</h2>
            <p className="muted">{f.newsletter.text}</p>
            <DemoForm toast={f.newsletter.toast} aria-labelledby="newsletter-heading">
              <label htmlFor="newsletter-email" className="visually-hidden">
                {f.newsletter.emailLabel}
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={f.newsletter.placeholder}
                className={inputClass()}
              />
              <button type="submit" className={buttonClass('primary', 'sm')}>
                {f.newsletter.button}
              </button>
            </DemoForm>
          </div>
        </div>
        <p className="legal">
          {before}
          <span {...hook(Hook.year)}>{year}</span>
          {after}
        </p>
      </Container>
    </footer>
  );
}
