import { extractCss } from 'goober';
import { renderToString } from 'react-dom/server';
import type { Catalog } from '../../site/catalog/index.ts';
import { HEAD_SCRIPT } from '../../site/layout/head-script.ts';
import { globalCss } from '../../site/styles/global.ts';
import { css } from '../../site/styles/styled.ts';
import { color } from '../../site/styles/tokens.ts';
import { buttonClass } from '../../site/ui/buttons.ts';
import { imageUrl } from '../../site/ui/Picture.tsx';
import { escapeHtml } from './escape-html.ts';

/** The page at the hub host until the business hub is built, so Dashboard never leads nowhere. */
export function renderHubPlaceholder({ site, pages }: Catalog): string {
  const t = pages.hubPlaceholder;
  const page = () => css`
    min-height: 100vh; display: grid; place-items: center; padding: 24px; text-align: center;
    img { margin: 0 auto 24px; }
    p { color: ${color.muted}; max-width: 52ch; margin: 0 auto 28px; }
  `;
  const body = renderToString(
    <main className={page()}>
      <div>
        <img src={imageUrl(`${site.urls.site}/${site.logo.src}`)} alt="" width={72} height={72} />
        <h1>{t.heading}</h1>
        <p>{t.text}</p>
        <a className={buttonClass('primary')} href={site.urls.site}>{t.backLabel}</a>
      </div>
    </main>,
  );
  return `<!doctype html>
<html lang="${escapeHtml(site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${t.title} · ${site.name}`)}</title>
<meta name="robots" content="noindex">
<script>${HEAD_SCRIPT}</script>
<style>${globalCss}</style>
<style id="_goober">${extractCss()}</style>
</head>
<body>${body}</body>
</html>
`;
}
