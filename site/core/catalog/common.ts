/** Shapes that several catalogue files share, generated from the schemas' titled nodes (see generated/shared.ts). */
export type { Link, Picture, ToastText } from './generated/shared.ts';
