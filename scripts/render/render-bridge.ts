import type { Catalog } from '../../site/catalog/index.ts';
import { BRIDGE_PARENT_META } from '../../site/lib/hub-bridge.ts';
import type { ClientAssets } from '../bundle/bundle-client.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * The hub's data bridge page (site/lib/hub-bridge.ts): nothing to see, one external script (the
 * hub's policy runs no inline one), and the one origin that script may answer, the site's.
 */
export function renderBridgePage({ hub, site }: Catalog, script: ClientAssets, parent: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(site.locale)}">
<head>
<meta charset="utf-8">
<title>${e(hub.app.title)}</title>
<meta name="robots" content="noindex">
<meta name="${BRIDGE_PARENT_META}" content="${e(parent)}">
<script type="module" src="${e(script.boot)}"></script>
</head>
<body></body>
</html>
`;
}
