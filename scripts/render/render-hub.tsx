import { deriveTheme } from '../../site/core/theme/derive-theme.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { HubApp } from '../../hub/App.tsx';
import { HUB_PROPS_ID, HUB_ROOT_ID, type HubProps } from '../../hub/props.ts';
import { hubTitle } from '../../hub/hub-routes.ts';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { estimatorProps } from '../../site/estimator/estimator-props.ts';
import { htmlDocument } from './html-document.ts';
import type { RenderSession } from './render-session.tsx';
import { imageUrl } from '../../site/ui/Picture.tsx';
import { Toaster } from '../../site/ui/Toaster.tsx';
import type { ClientAssets } from '../bundle/bundle-client.ts';
import { escapeHtml } from './escape-html.ts';

/** What the hub renders from, out of the whole catalogue. */
export function hubProps({ hub, site, packages }: Catalog): HubProps {
  const { name, logo, address, hours, phone, email, urls } = site;
  return {
    hub,
    site: { name, logo, address, hours, phone, email, urls },
    estimator: estimatorProps({ packages, site }),
  };
}

/** JSON inside <script>: no "</script>" or "<!--" in catalogue text can end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One prerendered page of the hub: the screen at `path` (or the not-found screen), ready to hydrate. */
export function renderHubPage(session: RenderSession, path: string, catalog: Catalog, assets: ClientAssets): string {
  const props = hubProps(catalog);
  const { html, css } = session.render(<HubApp {...props} ssrPath={path} />);
  const { hub, site } = catalog;
  const e = escapeHtml;
  return htmlDocument({
    lang: site.locale,
    title: hubTitle(hub, site.name, path),
    head: [
      `<meta name="description" content="${e(hub.app.description)}">`,
      '<meta name="robots" content="noindex">',
      `<link rel="icon" href="${e(imageUrl(site.logo.src))}" type="image/svg+xml">`,
    ],
    client: { assets, css, theme: deriveTheme(catalog.theme) },
    body: `
<div id="${HUB_ROOT_ID}">${html}</div>
${renderToStaticMarkup(<Toaster labels={{ dismissToast: hub.app.dismissToast, loadFailed: site.labels.loadFailed }} />)}
<script type="application/json" id="${HUB_PROPS_ID}">${scriptJson(props)}</script>
`,
  });
}
