import { parseHubData, type HubData } from './hub-data.ts';
import { STORAGE_KEYS } from '../store/keys.ts';
import { createLocalStore, type Store } from '../store/local-store.ts';

let data: Store<HubData> | undefined;

/**
 * The hub's demo data, shared by the hub app and the site's Dashboard view, kept in this
 * browser. `initial` is the catalogue's samples: the start, and the fallback for anything stored
 * that is corrupt or foreign.
 */
export const hubDataStore = (initial: HubData): Store<HubData> =>
  (data ??= createLocalStore(STORAGE_KEYS.hubData, parseHubData, initial));

/** Whether the hub's sidebar is narrow; remembered. */
export const sidebarStore = createLocalStore<boolean>(
  STORAGE_KEYS.hubSidebar,
  (raw) => (typeof raw === 'boolean' ? raw : undefined),
  false,
);

/** The demo's sign-in: it starts signed in; Log out shows the login screen until Sign In (for this visit). */
export const signedOutStore = createLocalStore<boolean>(
  STORAGE_KEYS.hubSignedOut,
  (raw) => (typeof raw === 'boolean' ? raw : undefined),
  false,
  {
    storage: 'session',
  },
);
