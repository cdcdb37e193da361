import { useEffect, useId, useRef, useState } from 'react';

/** A request to bring a text into view in the preview ("show on page"); `at` makes each request new. */
export interface ShowRequest {
  texts: string[];
  at: number;
}

const WIDTHS = { phone: 390, desktop: 1280 } as const;

/**
 * The real site, as `kiln dev` serves it, beside the form: the pages this file feeds, at phone or
 * desktop width (scaled to fit). `kiln dev` reloads it after each save's rebuild. "Show on page"
 * asks its dev script to scroll to a text; nothing else crosses between the two.
 */
export function PreviewPane({ id, routes, sitePort, show }: { id: string; routes: readonly string[]; sitePort: number; show?: ShowRequest }) {
  const [route, setRoute] = useState(routes[0] ?? '/');
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
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
  useEffect(() => {
    if (show) frame.current?.contentWindow?.postMessage({ kiln: 'show', texts: show.texts }, origin);
  }, [show, origin]);

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
      <div className="preview-box" ref={box}>
        <iframe
          ref={frame}
          title={`Preview of ${route}`}
          src={`${origin}${route}`}
          style={{ width: WIDTHS[width], height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
