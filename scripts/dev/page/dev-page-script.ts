/*
 * The script `kiln dev` adds to every page it serves (scripts/dev/dev-session.ts), bundled for the
 * browser on first request: the page reloads when the build changes, the problems panel closes,
 * and under `kiln edit` the preview shows where a text is. Checked under the browser's tsconfig.
 */

const me = document.querySelector<HTMLScriptElement>('script[data-kiln-dev]');
const version = me?.dataset.version;
const events = new EventSource('/__kiln/events');
// A page that loaded just before a change (or while the server restarted) catches up on connect.
events.addEventListener('version', (e) => (e as MessageEvent<string>).data !== version && location.reload());

const overlay = document.getElementById('kiln-dev-overlay');
if (overlay) {
  const close = () => overlay.remove();
  overlay.querySelector('button')?.addEventListener('click', close);
  addEventListener('keydown', (e) => e.key === 'Escape' && close());
  overlay.querySelector('button')?.focus();
}

/** What `kiln edit`'s page asks the preview it frames. */
interface ShowRequest {
  kiln?: unknown;
  texts?: unknown;
}

const squeezed = (text: string) => text.replace(/\s+/g, ' ');
const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
const says = (el: Element, text: string) => squeezed(el.textContent ?? '').includes(text);
// innerText, not textContent: a closed tab's text is in the page but not on the screen.
const holds = (el: Element, text: string) =>
  visible(el) && el instanceof HTMLElement && squeezed(el.innerText).includes(text);

/** Down the first visible branch that holds the text, to the innermost element that does. */
function find(text: string): HTMLElement | undefined {
  let found: Element | undefined;
  for (
    let el: Element | undefined = document.querySelector('main') ?? document.body;
    el;
    el = [...el.children].find((c) => holds(c, text))
  )
    found = el;
  return found instanceof HTMLElement && !found.matches('main, body') ? found : undefined;
}

/** A text in a tab not open (the menu's Desserts): its tab is opened (site/client/init-tabs.ts), then it is found. */
function inClosedTab(text: string): HTMLElement | undefined {
  const panel = [...document.querySelectorAll('[role="tabpanel"][hidden]')].find((p) => says(p, text));
  const tab = panel && document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
  if (!tab) return undefined;
  tab.click();
  return find(text);
}

// Under kiln edit, its page (same host name, its port) asks the preview to show where a text is.
const editPort = me?.dataset.editPort;
let shown: (() => void) | undefined;
if (editPort)
  addEventListener('message', (e: MessageEvent<ShowRequest | null>) => {
    const { kiln, texts } = e.data ?? {};
    if (
      e.origin !== `${location.protocol}//${location.hostname}:${editPort}` ||
      kiln !== 'show' ||
      !Array.isArray(texts)
    )
      return;
    const reply = (found: boolean) => e.source?.postMessage({ kiln: 'shown', found }, { targetOrigin: e.origin });
    for (const text of texts.map((t) => squeezed(String(t)).trim()).filter(Boolean)) {
      const found = find(text) ?? inClosedTab(text);
      if (!found) continue;
      reply(true);
      shown?.();
      const { outline, outlineOffset, boxShadow } = found.style;
      // Orange with a white ring inside: it reads on the light theme and the dark one.
      Object.assign(found.style, { outline: '3px solid #e8590c', outlineOffset: '3px', boxShadow: '0 0 0 3px #fff' });
      const clear = () => Object.assign(found.style, { outline, outlineOffset, boxShadow });
      const timer = setTimeout(clear, 2000);
      shown = () => {
        clearTimeout(timer);
        clear();
      };
      found.scrollIntoView({
        block: 'center',
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
      return;
    }
    reply(false);
  });
