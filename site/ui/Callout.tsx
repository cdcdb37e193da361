import type { ReactNode } from 'react';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';

const tones = {
  accent: `padding: 24px 28px; border-radius: ${radius.lg}; background: ${color.accentSoft}; p { font-weight: 600; }`,
  primary: `padding: 24px 28px; border-radius: ${radius.lg}; background: ${color.primarySoft};`,
  plain: `p { color: ${color.muted}; font-size: 0.95rem; }`,
};

const callout = (tone: keyof typeof tones) => css`
  margin-top: 32px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  h2, h3 { font-family: ${font.display}; font-size: 1.3rem; margin: 0 0 4px; }
  p { margin: 0; max-width: 62ch; }
  ${tones[tone]}
`;

/** A line of text and its call to action under a section's content, side by side where they fit. */
export function Callout({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <div className={callout(tone)}>{children}</div>;
}
