import { useSyncExternalStore } from 'react';
import type { HubCatalog } from '../core/catalog/hub.ts';
import { initialHubData, type HubData } from './hub-data.ts';
import { hubDataStore } from './hub-store.ts';

/** The part of hub.json the demo data starts from: a screen that changes it needs no more. */
export type HubDataSource = Pick<HubCatalog, 'offers' | 'reservations' | 'coupons'>;

/**
 * The hub's demo data and a way to change it. The server (and hydration) render the catalogue's
 * samples; the browser then switches to what staff changed here, so hydration always matches.
 */
export function useHubData(hub: HubDataSource): [HubData, (change: (data: HubData) => HubData) => void] {
  const initial = initialHubData(hub);
  const store = hubDataStore(initial);
  const data = useSyncExternalStore(store.subscribe, store.get, () => initial);
  return [data, (change) => store.set(change)];
}
