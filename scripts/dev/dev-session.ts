import type { ServerResponse } from 'node:http';
import type { DevHooks } from '../serve/static-server.ts';
import { devOverlay, devPlaceholder } from './dev-overlay.ts';

export type { DevHooks };

export interface DevSession {
  hooks: DevHooks;
  /** The catalogue (or the build) has problems: every page shows them, as `kiln validate` prints them. */
  fail(heading: string, lines: string[]): void;
  /** A build went through: pages reload to the real site. */
  ok(): void;
}

const CLIENT = `const me = document.querySelector('script[data-kiln-dev]');
const version = me?.dataset.version;
const events = new EventSource('/__kiln/events');
// A page that loaded just before a change (or while the server restarted) catches up on connect.
events.addEventListener('version', (e) => e.data !== version && location.reload());
const overlay = document.getElementById('kiln-dev-overlay');
if (overlay) {
  const close = () => overlay.remove();
  overlay.querySelector('button')?.addEventListener('click', close);
  addEventListener('keydown', (e) => e.key === 'Escape' && close());
  overlay.querySelector('button')?.focus();
}
// Under kiln edit, its page (same host name, its port) asks the preview to show where a text is.
const editPort = me?.dataset.editPort;
let shown;
if (editPort) addEventListener('message', (e) => {
  const { kiln, texts } = e.data ?? {};
  if (e.origin !== location.protocol + '//' + location.hostname + ':' + editPort || kiln !== 'show' || !Array.isArray(texts)) return;
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const says = (el, text) => el.textContent.replace(/\\s+/g, ' ').includes(text);
  // innerText, not textContent: a closed tab's text is in the page but not on the screen.
  const holds = (el, text) => visible(el) && el.innerText.replace(/\\s+/g, ' ').includes(text);
  // Down the first visible branch that holds the text, to the innermost element that does.
  const find = (text) => {
    let found;
    for (let el = document.querySelector('main') ?? document.body; el; el = [...el.children].find((c) => holds(c, text))) found = el;
    return found && !found.matches('main, body') ? found : undefined;
  };
  // A text in a tab not open (the menu's Desserts): its tab is opened (site/client/tab-keys.ts), then it is found.
  const inClosedTab = (text) => {
    const panel = [...document.querySelectorAll('[role="tabpanel"][hidden]')].find((p) => says(p, text));
    const tab = panel && document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
    if (!tab) return undefined;
    tab.click();
    return find(text);
  };
  const reply = (found) => e.source?.postMessage({ kiln: 'shown', found }, { targetOrigin: e.origin });
  for (const text of texts.map((t) => String(t).replace(/\\s+/g, ' ').trim()).filter(Boolean)) {
    const found = find(text) ?? inClosedTab(text);
    if (!found) continue;
    reply(true);
    shown?.();
    const { outline, outlineOffset, boxShadow } = found.style;
    // Orange with a white ring inside: it reads on the light theme and the dark one.
    Object.assign(found.style, { outline: '3px solid #e8590c', outlineOffset: '3px', boxShadow: '0 0 0 3px #fff' });
    const clear = () => Object.assign(found.style, { outline, outlineOffset, boxShadow });
    const timer = setTimeout(clear, 2000);
    shown = () => (clearTimeout(timer), clear());
    found.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    return;
  }
  reply(false);
});
`;

/**
 * The state `kiln dev` shows in the browser, and the event stream that tells open pages when it
 * changed. Each change bumps a version; pages reload when theirs is out of date, so they show the
 * overlay while the catalogue is broken and the real site once it is fixed.
 */
export function createDevSession({ editPort }: { editPort?: number } = {}): DevSession {
  let version = 0;
  let problems: { heading: string; lines: string[] } | undefined;
  const clients = new Set<ServerResponse>();
  const broadcast = () => {
    version += 1;
    for (const client of clients) client.write(`event: version\ndata: ${version}\n\n`);
  };

  const hooks: DevHooks = {
    handle(req, res) {
      const path = req.url?.split('?')[0];
      if (path === '/__kiln/dev.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(CLIENT);
        return true;
      }
      if (path === '/__kiln/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(`event: version\ndata: ${version}\n\n`);
        clients.add(res);
        res.on('close', () => clients.delete(res));
        return true;
      }
      return false;
    },
    inject: () =>
      `${problems ? devOverlay(problems.heading, problems.lines) : ''}<script type="module" src="/__kiln/dev.js" data-kiln-dev data-version="${version}"${editPort ? ` data-edit-port="${editPort}"` : ''}></script>`,
    placeholder: () => devPlaceholder(hooks.inject()),
  };

  return {
    hooks,
    fail(heading, lines) {
      problems = { heading, lines };
      broadcast();
    },
    ok() {
      problems = undefined;
      broadcast();
    },
  };
}
