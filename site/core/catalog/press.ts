export type { PressCatalog, PressItem, PressLogo } from './generated/press.ts';
