export type { EventItem, EventsCatalog } from './generated/events.ts';
