import { useEffect, useId, useRef, useState } from 'react';

/** A request to bring a text into view in the preview ("show on page"); `at` makes each request new. */
export interface ShowRequest {
  texts: string[];
  at: number;
}

const WIDTHS = { phone: 390, desktop: 1280 } as const;
/** A window narrower than this is a phone's (or a small tablet's): its preview starts at phone width, not a desktop page shrunk to a third. */
export const PHONE_WINDOW = 700;

/**
 * The real site, as `kiln dev` serves it, beside the form: the pages this file feeds, at phone or
 * desktop width (scaled to fit). `kiln dev` reloads it after each save's rebuild. "Show on page"
 * asks its dev script to scroll to a text; nothing else crosses between the two.
 */
export function PreviewPane({
  id,
  routes,
  sitePort,
  show,
}: {
  id: string;
  routes: readonly string[];
  sitePort: number;
  show?: ShowRequest;
}) {
  const [route, setRoute] = useState(routes[0] ?? '/');
  const [width, setWidth] = useState<keyof typeof WIDTHS>(() =>
    matchMedia(`(max-width: ${PHONE_WINDOW - 0.02}px)`).matches ? 'phone' : 'desktop',
  );
  const [scale, setScale] = useState(1);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const routeId = useId();
  const origin = `${location.protocol}//${location.hostname}:${sitePort}`;

  useEffect(() => setRoute(routes[0] ?? '/'), [routes]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => setScale(Math.min(1, el.clientWidth / WIDTHS[width]));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  // "Show on page": asked of the page shown, then of each other page this file feeds, until one has it.
  const [looking, setLooking] = useState<{ texts: string[]; tried: string[] }>();
  const [said, setSaid] = useState('');
  const ask = (texts: string[]) => frame.current?.contentWindow?.postMessage({ kiln: 'show', texts }, origin);
  useEffect(() => {
    if (!show) return;
    setSaid('');
    setLooking({ texts: show.texts, tried: [] });
    frame.current?.contentWindow?.postMessage({ kiln: 'show', texts: show.texts }, origin);
  }, [show, origin]);
  useEffect(() => {
    const onReply = (event: MessageEvent) => {
      if (
        event.origin !== origin ||
        event.source !== frame.current?.contentWindow ||
        event.data?.kiln !== 'shown' ||
        !looking
      )
        return;
      if (event.data.found) return setLooking(undefined);
      const tried = [...looking.tried, route];
      const next = routes.find((r) => !tried.includes(r));
      setLooking({ ...looking, tried });
      if (next) return setRoute(next);
      setLooking(undefined);
      setSaid(
        looking.texts.length
          ? `“${looking.texts[0]}” is not on ${tried.length > 1 ? `any of the pages this file feeds (${tried.join(', ')})` : `the page ${tried[0]}`}: it may not be shown on the site.`
          : 'This field is empty, so there is nothing to find on the page.',
      );
    };
    addEventListener('message', onReply);
    return () => removeEventListener('message', onReply);
  }, [origin, looking, route, routes]);

  return (
    <section className="preview-pane" id={id} aria-label="Preview">
      <div className="preview-tools">
        <label htmlFor={routeId}>Page</label>
        <select id={routeId} value={route} onChange={(e) => setRoute(e.target.value)}>
          {routes.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <span role="group" aria-label="Width">
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((name) => (
            <button key={name} type="button" aria-pressed={width === name} onClick={() => setWidth(name)}>
              {name === 'phone' ? 'Phone' : 'Desktop'}
            </button>
          ))}
        </span>
        <a href={`${origin}${route}`} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </div>
      {said && (
        <p className="hint preview-said" role="status">
          {said}
        </p>
      )}
      <div className="preview-box" ref={box}>
        <iframe
          ref={frame}
          // A page opened to look further: asked once it has loaded.
          onLoad={() => looking && looking.tried.length > 0 && ask(looking.texts)}
          title={`Preview of ${route}`}
          src={`${origin}${route}`}
          style={{ width: WIDTHS[width], height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
