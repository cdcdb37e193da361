import type { ReactNode } from 'react';
import { styled } from '../styles/styled.ts';
import { color, font } from '../styles/tokens.ts';
import { Container } from './Container.tsx';

const Band = styled('section')`
  padding: calc(var(--header-height) + 56px) 0 56px;
  background:
    radial-gradient(circle at 85% 20%, ${color.primarySoft} 0, transparent 45%),
    radial-gradient(circle at 10% 90%, ${color.accentSoft} 0, transparent 40%),
    ${color.surface2};
  border-bottom: 1px solid ${color.border};
  h1 { font-size: clamp(2.1rem, 4.5vw, 3.4rem); margin-bottom: 12px; }
  p { font-size: 1.125rem; color: ${color.muted}; max-width: 62ch; margin: 0; }
`;

const Eyebrow = styled('p')`
  && { font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.14em; text-transform: uppercase;
  font-weight: 700; color: ${color.primary}; margin-bottom: 10px; }
`;

interface Props {
  title: string;
  intro?: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The band at the top of every content page: the page's one <h1>, an optional eyebrow and intro. */
export function PageHero({ title, intro, eyebrow, children }: Props) {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {children}
      </Container>
    </Band>
  );
}
