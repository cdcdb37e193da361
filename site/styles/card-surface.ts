import { color, radius, shadow } from './tokens.ts';

/** A card, written into a component's styles: the lighter surface, a hairline border, round corners and a soft shadow. */
export const cardSurface = `border-radius: ${radius.lg}; background: ${color.surface}; border: 1px solid ${color.border}; box-shadow: ${shadow.card};`;
