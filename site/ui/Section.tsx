import type { ReactNode } from 'react';
import { styled } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';
import { Container } from './Container.tsx';

const Wrap = styled('section')<{ $tone?: 'plain' | 'tinted' }>`
  padding: clamp(48px, 8vw, 88px) 0;
  background: ${(p) => (p.$tone === 'tinted' ? color.surface2 : 'transparent')};
`;

const Head = styled('header')`
  max-width: 68ch;
  margin-bottom: 32px;
  h2 { font-size: clamp(1.7rem, 3.2vw, 2.4rem); }
  p { color: ${color.muted}; font-size: 1.06rem; margin: 0; }
`;

interface Props {
  id?: string;
  heading?: string;
  intro?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A titled page section; `id` makes it an anchor (#faq, #gallery…). */
export function Section({ id, heading, intro, tone = 'plain', children }: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Wrap id={id} $tone={tone} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        {heading && (
          <Head>
            <h2 id={headingId}>{heading}</h2>
            {intro && <p>{intro}</p>}
          </Head>
        )}
        {children}
      </Container>
    </Wrap>
  );
}
