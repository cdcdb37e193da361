import { parseHubData, type HubData } from './hub-data.ts';
import { isRecord } from '../core/lib/is-record.ts';
import { originOf } from '../core/lib/origin-of.ts';

/*
 * The site and the business hub live on two origins (www.example.in and example.in; two ports
 * locally), so each has its own localStorage. For the Dashboard view and the hub to show the
 * same demo data, the view frames a hidden page of the hub's origin, the bridge (hub/bridge.ts),
 * and the two pass the whole data by postMessage, each checking who sent it. The rules of that
 * exchange are here, pure, so both sides and the tests share them.
 */

/** Where the hub serves the bridge page. */
export const BRIDGE_PATH = '/bridge/';

/** The bridge page's <meta name> carrying the one origin allowed to talk to it (the site's). */
export const BRIDGE_PARENT_META = 'kiln-bridge-parent';

const TYPE = 'kiln:hub-data';

/**
 * The one message, both ways: the demo data as its sender has it now. From the bridge, null says
 * the hub has nothing of its own stored (it shows the catalogue's samples).
 */
export interface BridgeMessage {
  type: typeof TYPE;
  data: HubData | null;
}

export const bridgeMessage = (data: HubData | null): BridgeMessage => ({ type: TYPE, data });

/** What arrived, if it is a bridge message whose data is sound; anything else (another script's message, a foreign shape) is undefined. */
export function readBridgeMessage(raw: unknown): BridgeMessage | undefined {
  if (!isRecord(raw) || raw.type !== TYPE) return undefined;
  const { data } = raw;
  if (data === null) return bridgeMessage(null);
  const parsed = parseHubData(data);
  return parsed && bridgeMessage(parsed);
}

/**
 * The bridge, if there is one: its address on the hub, and `parent`, the one origin it answers
 * (the site's). There is none when the build does not know the site's origin, or when the hub
 * shares it (and its storage) already.
 */
export function hubBridge(urls: { site?: string; hub: string }): { url: string; parent: string } | undefined {
  const site = originOf(urls.site);
  const hub = originOf(urls.hub);
  return site && hub && site !== hub ? { url: new URL(BRIDGE_PATH, hub).href, parent: site } : undefined;
}

/**
 * What the site does with the hub's data when it arrives: take the hub's, or, when the hub has
 * nothing stored (a first visit, or what it had was corrupt), hand it this browser's site copy,
 * which may hold changes made while the hub was out of reach. Equal data needs nothing.
 */
export function reconcile(local: HubData, hub: HubData | null): { adopt?: HubData; send?: HubData } {
  if (hub === null) return { send: local };
  return sameData(local, hub) ? {} : { adopt: hub };
}

/** The same data, as stored: both sides write it with JSON.stringify. */
export const sameData = (a: HubData | null, b: HubData | null): boolean => JSON.stringify(a) === JSON.stringify(b);
