import { escapeHtml } from '../render/escape-html.ts';

/** Self-contained: it must read well over any page, in either theme, and over no page at all. */
const STYLE = `#kiln-dev-overlay{position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;padding:24px;background:rgb(12 10 8/72%);font:15px/1.5 system-ui,sans-serif;color:#f6efe7}
#kiln-dev-overlay .box{width:min(960px,100%);max-height:calc(100vh - 48px);overflow:auto;padding:24px 28px;border-radius:14px;background:#1f1813;border-top:6px solid #ff8a70;box-shadow:0 24px 60px rgb(0 0 0/50%)}
#kiln-dev-overlay h2{margin:0 0 6px;font-size:1.3rem;color:#ffb4a3}
#kiln-dev-overlay p{margin:0 0 16px;color:#d9cbbd}
#kiln-dev-overlay pre{margin:0;padding:14px 16px;border-radius:8px;background:#120e0b;white-space:pre-wrap;overflow-wrap:anywhere;font:13px/1.6 ui-monospace,Menlo,Consolas,monospace}
#kiln-dev-overlay button{float:right;min-height:44px;padding:0 16px;border:2px solid #f6efe7;border-radius:999px;background:transparent;color:#f6efe7;font:inherit;font-weight:600;cursor:pointer}
#kiln-dev-overlay button:focus-visible{outline:3px solid #ffd36e;outline-offset:2px}`;

/**
 * The panel `kiln dev` lays over every page while the catalogue (or the build) has problems:
 * each problem on its own line, exactly as `kiln validate` prints it. The last good build stays
 * behind it; Escape or Close hides it for a look at that page.
 */
export function devOverlay(heading: string, lines: readonly string[]): string {
  return `<style>${STYLE}</style><div id="kiln-dev-overlay" role="alertdialog" aria-modal="true" aria-labelledby="kiln-dev-heading" aria-describedby="kiln-dev-problems"><div class="box">
<button type="button">Close</button>
<h2 id="kiln-dev-heading">${escapeHtml(heading)}</h2>
<p>Fix the file and save it: this page reloads by itself. Close this panel to see the last version of the site that built.</p>
<pre id="kiln-dev-problems" data-problems>${lines.map(escapeHtml).join('\n')}</pre>
</div></div>`;
}

/** What the site answers under `kiln dev` before anything has ever been built. */
export function devPlaceholder(inject: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kiln dev: nothing built yet</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:48px">
<main><h1>Nothing built yet</h1><p>The catalogue has problems, so Kiln has not built the site. Fix them and save: this page reloads by itself.</p></main>
${inject}
</body>
</html>
`;
}
