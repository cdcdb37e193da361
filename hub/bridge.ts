import { BRIDGE_PARENT_META, bridgeMessage, readBridgeMessage, sameData } from '../site/dashboard/bridge-protocol.ts';
import { parseHubData, type HubData } from '../site/dashboard/hub-data.ts';
import { STORAGE_KEYS } from '../site/store/keys.ts';
import { createLocalStore } from '../site/store/local-store.ts';

/*
 * The bridge page's one script (dist/hub/bridge/, framed hidden by the site's Dashboard view;
 * site/dashboard/bridge-protocol.ts says why). It speaks only to the site's origin, which the build names
 * in the page, and only when that origin frames it: the hub's headers let nobody else.
 */

const parentOrigin = document.querySelector<HTMLMetaElement>(`meta[name="${BRIDGE_PARENT_META}"]`)?.content;

if (parentOrigin && window.parent !== window) {
  // The hub's own store: the same key, the same vetting, and its 'storage' events from hub tabs.
  const hubData = createLocalStore<HubData | null>(STORAGE_KEYS.hubData, parseHubData, null);
  // After any change, whoever made it, the site hears what the hub holds now: a late echo of its
  // own change is followed by the newer one, so both sides end on the same data.
  const tell = () => window.parent.postMessage(bridgeMessage(hubData.get()), parentOrigin);

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = readBridgeMessage(event.data)?.data;
    if (data && !sameData(data, hubData.get())) hubData.set(data);
  });
  hubData.subscribe(tell);
  tell();
}
