import type { Picture as PictureData } from '../core/catalog/common.ts';
import { css } from '../styles/styled.ts';
import { color, media, radius } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { Picture } from '../ui/Picture.tsx';

const wrap = (reverse: boolean) => css`
  padding: clamp(48px, 8vw, 88px) 0;
  .inner { display: grid; gap: 32px; align-items: center; }
  ${media.desktop} {
    .inner { grid-template-columns: 1fr 1fr; gap: 64px; }
    .art { order: ${reverse ? 2 : 0}; }
  }
  .art img { width: 100%; border-radius: ${radius.lg}; box-shadow: var(--shadow-card); }
  h2 { font-size: clamp(1.7rem, 3.2vw, 2.4rem); }
  p { color: ${color.muted}; font-size: 1.06rem; }
  p:last-child { margin-bottom: 0; }
`;

interface Props {
  id: string;
  heading: string;
  paragraphs: string[];
  picture: PictureData;
  reverse?: boolean;
}

/** A heading and paragraphs beside a picture (the About page's story and concept). */
export function SplitFeature({ id, heading, paragraphs, picture, reverse = false }: Props) {
  return (
    <section id={id} className={wrap(reverse)} aria-labelledby={`${id}-heading`}>
      <Container className="inner">
        <div className="art">
          <Picture picture={picture} slot="feature" />
        </div>
        <div>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </Container>
    </section>
  );
}
