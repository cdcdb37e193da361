import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';

const fills: Record<ButtonVariant, string> = {
  primary: `background: ${color.primary}; color: ${color.onPrimary}; border-color: ${color.primary};`,
  accent: `background: ${color.accent}; color: ${color.onAccent}; border-color: ${color.accent};`,
  outline: `background: transparent; color: ${color.text}; border-color: currentColor;`,
  ghost: `background: transparent; color: ${color.text}; border-color: transparent;`,
};

/** Class for a <button> or a link that looks like one. Called during render so each page extracts only what it uses. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: 'md' | 'sm' = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${size === 'md' ? '48px' : '40px'};
  padding: 0 ${size === 'md' ? '24px' : '16px'};
  border: 2px solid;
  border-radius: ${radius.pill};
  font-weight: 650;
  font-size: ${size === 'md' ? '1rem' : '0.94rem'};
  text-decoration: none;
  cursor: pointer;
  transition: transform 0.15s ease, filter 0.15s ease, background-color 0.15s ease;
  ${fills[variant]}
  svg { flex-shrink: 0; }
  &:hover { filter: brightness(1.08); }
  &:active { transform: translateY(1px); }
  &:disabled { opacity: 0.55; cursor: not-allowed; filter: none; transform: none; }
`;
