import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { pageFile } from '../../site/core/catalog-routes.ts';
import { BRIDGE_PARENT_META } from '../../site/dashboard/bridge-protocol.ts';
import type { ClientAssets } from '../bundle/bundle-client.ts';
import { escapeHtml } from './escape-html.ts';
import { htmlDocument } from './html-document.ts';

/**
 * The hub's data bridge page (site/dashboard/bridge-protocol.ts): nothing to see, one external script (the
 * hub's policy runs no inline one), and the one origin that script may answer, the site's.
 */
export function renderBridgePage(catalog: Catalog, script: ClientAssets, parent: string): string {
  const { site } = catalog;
  const hub = pageFile(catalog, 'hub');
  const e = escapeHtml;
  return htmlDocument({
    lang: site.locale,
    title: hub.app.title,
    head: [
      '<meta name="robots" content="noindex">',
      `<meta name="${BRIDGE_PARENT_META}" content="${e(parent)}">`,
      `<script type="module" src="${e(script.boot)}"></script>`,
    ],
    body: '',
  });
}
