import type { Link, Picture as PictureData } from '../core/catalog/common.ts';
import { css } from '../styles/styled.ts';
import { color, media, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Icon } from '../ui/Icon.tsx';

const band = () => css`
  padding: clamp(40px, 7vw, 80px) 0;
  .card {
    display: grid;
    gap: 28px;
    align-items: center;
    padding: clamp(28px, 5vw, 48px);
    border-radius: ${radius.lg};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  ${media.desktop} { .card.with-picture { grid-template-columns: 1fr 1.2fr; } }
  .card img { width: 100%; border-radius: ${radius.md}; }
  h2 { font-size: clamp(1.6rem, 3vw, 2.3rem); }
  p { font-size: 1.08rem; max-width: 60ch; margin-bottom: 24px; }
  a { background: ${color.onPrimary}; color: ${color.primary}; border-color: ${color.onPrimary}; }
`;

interface Props {
  id?: string;
  heading: string;
  text: string;
  link: Link;
  picture?: PictureData;
  children?: React.ReactNode;
}

/** A closing call to action: a coloured card with a heading, a line of text and one link. */
export function CtaBand({ id, heading, text, link, picture, children }: Props) {
  const headingId = `${id ?? 'cta'}-heading`;
  return (
    <section id={id} className={band()} aria-labelledby={headingId}>
      <Container>
        <div className={`card${picture ? ' with-picture' : ''}`}>
          {picture && <Picture picture={picture} slot="feature" />}
          <div>
            <h2 id={headingId}>{heading}</h2>
            <p>{text}</p>
            {children}
            <a className={buttonClass('primary')} href={link.href}>
              {link.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
