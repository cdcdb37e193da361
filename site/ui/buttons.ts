import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';

const fills: Record<ButtonVariant, string> = {
  primary: `background: ${color.primary}; color: ${color.onPrimary}; border-color: ${color.primary};`,
  accent: `background: ${color.accent}; color: ${color.onAccent}; border-color: ${color.accent};`,
  outline: `background: transparent; color: ${color.text}; border-color: currentColor;`,
  ghost: `background: transparent; color: ${color.text}; border-color: transparent;`,
};

/** What every button shares: one rule per page however many kinds of button it shows. */
const base = () => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 24px;
  border: 2px solid;
  border-radius: ${radius.pill};
  font-weight: 650;
  font-size: 1rem;
  text-decoration: none;
  cursor: pointer;
  transition: transform 0.15s ease, filter 0.15s ease, background-color 0.15s ease;
  svg { flex-shrink: 0; }
  &:hover { filter: brightness(1.08); }
  &:active { transform: translateY(1px); }
  &:disabled, &[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; filter: none; transform: none; }
`;

const fill = (variant: ButtonVariant) => css`${fills[variant]}`;

const small = () => css`
  min-height: 40px;
  padding: 0 16px;
  font-size: 0.94rem;
`;

/** Class for a <button> or a link that looks like one. Called during render so each page extracts only what it uses. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: 'md' | 'sm' = 'md'): string =>
  `${base()} ${fill(variant)}${size === 'sm' ? ` ${small()}` : ''}`;
