import { Hook } from '../../site/lib/dom-hooks.ts';
import { HEAD_SCRIPT } from '../../site/layout/head-script.ts';
import type { DerivedTheme } from '../../site/core/theme/derive-theme.ts';
import type { ClientAssets } from '../bundle/bundle-client.ts';
import { escapeHtml as e } from './escape-html.ts';
import { pageStyle } from './page-css.ts';

export interface HtmlDocument {
  lang: string;
  title: string;
  /** Lines of the head after the title (already HTML). */
  head: string[];
  /** The browser bundle it runs: the theme's head script, the styles, the boot script and the chunks it preloads. */
  client?: { assets: ClientAssets; css: string; noScriptCss?: string; theme: DerivedTheme };
  body: string;
}

/** The HTML document shell every page of the site, the hub and the hub's bridge is written in. */
export function htmlDocument({ lang, title, head, client, body }: HtmlDocument): string {
  const scripts = client
    ? [
        `<script>${HEAD_SCRIPT}</script>`,
        pageStyle(client.css, client.theme),
        // For print, so no guest waits for it; the entry script turns it on (site/client/add-scripted-styles.ts).
        `<link rel="stylesheet" href="${e(client.assets.stylesheet)}" media="print" ${Hook.scriptedStylesheet}>`,
        ...(client.noScriptCss ? [`<noscript><style>${client.noScriptCss}</style></noscript>`] : []),
        ...client.assets.preload.map((href) => `<link rel="modulepreload" href="${e(href)}">`),
        `<script type="module" src="${e(client.assets.boot)}"></script>`,
      ]
    : [];
  return `<!doctype html>
<html lang="${e(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
${[...head, ...scripts].join('\n')}
</head>
<body>${body}</body>
</html>
`;
}
