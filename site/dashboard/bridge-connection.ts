import { bridgeMessage, readBridgeMessage, reconcile } from './bridge-protocol.ts';
import type { HubData } from './hub-data.ts';
import type { Store } from '../store/local-store.ts';

/**
 * Keeps this page's copy of the hub's demo data in step with the hub's own (site/dashboard/bridge-protocol.ts):
 * frames the bridge page hidden, takes what the hub has when it answers, then sends every change
 * made here and takes every change made there. Messages count only from that frame and origin,
 * and go only to it. Until the bridge answers (or if it never does: the hub is down, or a browser
 * refuses the frame) the page goes on with its own copy. `onLinked` hears the bridge's first
 * answer. Returns the disconnect.
 */
export function connectHubBridge(store: Store<HubData>, url: string, onLinked?: () => void): () => void {
  const origin = new URL(url).origin;
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');

  let connected = false;
  let adopting = false;
  const send = (data: HubData) => frame.contentWindow?.postMessage(bridgeMessage(data), origin);

  const receive = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const message = readBridgeMessage(event.data);
    if (!message) return;
    if (!connected) onLinked?.();
    connected = true;
    const { adopt, send: reply } = reconcile(store.get(), message.data);
    if (reply) send(reply);
    if (adopt) {
      // The hub's data is not sent back to it.
      adopting = true;
      try {
        store.set(adopt);
      } finally {
        adopting = false;
      }
    }
  };
  // Before the bridge has spoken, a change stays here: the first answer reconciles the two.
  const unsubscribe = store.subscribe((data) => {
    if (connected && !adopting) send(data);
  });

  window.addEventListener('message', receive);
  document.body.append(frame);
  return () => {
    unsubscribe();
    window.removeEventListener('message', receive);
    frame.remove();
  };
}
