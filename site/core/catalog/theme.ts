export type { Corners, Surfaces, ThemeCatalog, TypePairing } from './generated/theme.ts';
