export type { PotteryCatalog, PotteryFeature } from './generated/pottery.ts';
