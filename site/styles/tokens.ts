/** Breakpoints and spacing named once; components and tests import them from here. */
import { HEADER_BREAKPOINT, MOBILE_BREAKPOINT } from './breakpoint.ts';
import type { ThemeColors } from './palette.ts';

export { HEADER_BREAKPOINT, MOBILE_BREAKPOINT };

export const media = {
  /** At or above the mobile breakpoint: the desktop layout. */
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT}px)`,
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT - 1}px)`,
  wide: '@media (min-width: 1024px)',
};

/**
 * The themes' colours (palette.ts) as components use them: their custom properties, which
 * global.ts defines for both themes. Written out, so the palette's values stay out of the browser's
 * bundles; typed by the palette, so a colour added there must be named here.
 */
export const color: Record<keyof ThemeColors, string> = {
  bg: 'var(--bg)',
  surface: 'var(--surface)',
  surface2: 'var(--surface-2)',
  text: 'var(--text)',
  muted: 'var(--muted)',
  border: 'var(--border)',
  primary: 'var(--primary)',
  onPrimary: 'var(--on-primary)',
  accent: 'var(--accent)',
  onAccent: 'var(--on-accent)',
  accentSoft: 'var(--accent-soft)',
  primarySoft: 'var(--primary-soft)',
  star: 'var(--star)',
  danger: 'var(--danger)',
  dangerSoft: 'var(--danger-soft)',
  info: 'var(--info)',
  infoSoft: 'var(--info-soft)',
  success: 'var(--success)',
  successSoft: 'var(--success-soft)',
  onDanger: 'var(--on-danger)',
  focus: 'var(--focus)',
  veg: 'var(--veg)',
  nonVeg: 'var(--non-veg)',
};

export const font = {
  display: 'var(--font-display)',
  body: 'var(--font-body)',
};

/** The desktop estimator's floating panel, bottom right: the page's toasts go beside it (global.ts). */
export const floatingPanel = { width: 440, inset: 24 };

/** Corners: soft or square, as the theme says (global.ts defines them); a pill stays a pill. */
export const radius = { sm: 'var(--radius-sm)', md: 'var(--radius-md)', lg: 'var(--radius-lg)', pill: '999px' };
export const shadow = { card: 'var(--shadow-card)', raised: 'var(--shadow-raised)' };
