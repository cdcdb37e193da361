import type { IconName } from './icons.ts';

/** Where the build writes the sprite of every icon (site/ui/icons.ts), at the root of the site and of the hub. */
export const ICON_SPRITE = '/icons.svg';

interface Props {
  name: IconName;
  size?: number;
  className?: string;
  /** Filled with the text colour (a rated star, a liked heart) rather than only outlined. */
  filled?: boolean;
  /** A heavier stroke, for small marks that must read at a glance (a tick, a plus). */
  bold?: boolean;
}

/**
 * An icon from the sprite: decorative, so hidden from screen readers (the control around it
 * carries the name). Styled by the global `.icon` rules: stroked in the text colour.
 */
export function Icon({ name, size = 20, className, filled, bold }: Props) {
  const classes = ['icon', filled && 'icon-filled', bold && 'icon-bold', className].filter(Boolean).join(' ');
  return (
    <svg className={classes} width={size} height={size} aria-hidden="true">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
