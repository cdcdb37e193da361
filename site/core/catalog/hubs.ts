export type { HubPost, HubsCatalog } from './generated/hubs.ts';
