import { Hook } from '../../site/lib/dom-hooks.ts';
import { MANIFEST_PATH } from '../../site/core/lib/web-app.ts';

/**
 * What every page of the site carries in its head for the app: the manifest link, which also
 * marks that this build wrote the service worker, for the page script to register it
 * (client/arm-extras.ts). The theme-color tags are the page's own (scripts/render/render-page.tsx).
 */
export const WEB_APP_HEAD = `<link rel="manifest" href="${MANIFEST_PATH}" ${Hook.serviceWorker}>`;
