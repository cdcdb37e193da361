import type { Picture as PictureData } from '../core/catalog/common.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { Picture } from './Picture.tsx';

const intro = () => css`
  display: grid;
  grid-template-columns: 1fr minmax(220px, 360px);
  gap: 32px;
  align-items: center;
  margin-bottom: 32px;
  h2 { font-size: clamp(1.7rem, 3.2vw, 2.4rem); }
  p { margin: 0; color: ${color.muted}; font-size: 1.06rem; max-width: 56ch; }
  img { border-radius: ${radius.lg}; }
  @media (max-width: 700px) { grid-template-columns: minmax(0, 1fr); img { max-width: min(320px, 100%); } }
`;

interface Props {
  headingId: string;
  heading: string;
  text: string;
  picture: PictureData;
}

/** A section's h2 and opening line beside a picture (careers, crash course). */
export function IntroWithPicture({ headingId, heading, text, picture }: Props) {
  return (
    <div className={intro()}>
      <div>
        <h2 id={headingId}>{heading}</h2>
        <p>{text}</p>
      </div>
      <Picture picture={picture} slot="intro" eager />
    </div>
  );
}
