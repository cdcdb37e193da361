import type { HomeCatalog } from '../core/catalog/home.ts';
import type { PressCatalog } from '../core/catalog/press.ts';
import { css } from '../styles/styled.ts';
import { color, font, media, radius } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Stars } from './Stars.tsx';
import { Icon } from '../ui/Icon.tsx';

const band = () => css`
  padding: clamp(48px, 7vw, 80px) 0;
  background: ${color.accent};
  color: ${color.onAccent};
  .inner { display: grid; gap: 40px; align-items: center; }
  ${media.desktop} { .inner { grid-template-columns: minmax(280px, 1fr) 2fr; gap: 56px; } }
  h2 { font-size: clamp(1.6rem, 3vw, 2.2rem); margin-bottom: 16px; }
  .score { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; }
  .value { font-family: ${font.display}; font-size: clamp(3.2rem, 6vw, 4.4rem); font-weight: 700; line-height: 1; }
  .out-of { display: block; font-size: 0.95rem; opacity: 0.9; }
  .score [role='img'] { color: inherit; }
  .claim { font-size: 1.2rem; font-weight: 700; margin: 16px 0 4px; }
  .source { margin: 0; opacity: 0.9; font-size: 0.95rem; }
  .logos-label { margin: 0 0 16px; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.14em; text-transform: uppercase; }
  ul { list-style: none; margin: 0 0 20px; padding: 0; display: grid; gap: 14px; grid-template-columns: repeat(2, 1fr); }
  ${media.wide} { ul { grid-template-columns: repeat(4, 1fr); } }
  li img { width: 100%; height: auto; border-radius: ${radius.md}; }
  .more { display: inline-flex; align-items: center; gap: 8px; font-weight: 700; color: inherit; text-underline-offset: 4px; }
`;

interface Props {
  proof: NonNullable<HomeCatalog['pressProof']>;
  press: PressCatalog;
}

/** The home page's #press-social-proof band: the star rating claim and four press logos. */
export function PressProof({ proof, press }: Props) {
  return (
    <section id="press-social-proof" className={band()} aria-labelledby="press-social-proof-heading">
      <Container className="inner">
        <div>
          <h2 id="press-social-proof-heading">{proof.heading}</h2>
          <div className="score">
            <span className="value">{proof.rating}</span>
            <span>
              <Stars rating={Number(proof.rating)} label={`${proof.rating} ${proof.ratingOutOf}`} size={22} />
              <span className="out-of">{proof.ratingOutOf}</span>
            </span>
          </div>
          <p className="claim">{proof.claim}</p>
          <p className="source">{proof.source}</p>
        </div>
        <div>
          <p className="logos-label">{proof.logosLabel}</p>
          <ul>
            {press.logos.slice(0, 4).map((logo) => (
              <li key={logo.id}>
                <Picture picture={logo.picture} slot="pressLogo" width={320} height={120} />
              </li>
            ))}
          </ul>
          <a className="more" href={proof.link.href}>
            {proof.link.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </div>
      </Container>
    </section>
  );
}
