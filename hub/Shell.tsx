import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { hook, Hook } from '../site/lib/hook.ts';
import { sidebarStore, signedOutStore } from '../site/dashboard/hub-store.ts';
import { css } from '../site/styles/styled.ts';
import { color, font, MOBILE_BREAKPOINT, radius } from '../site/styles/tokens.ts';
import { Icon } from '../site/ui/Icon.tsx';
import { imageUrl } from '../site/ui/Picture.tsx';
import type { HubProps } from './props.ts';
import { HUB_ROUTES, hubTitle } from './hub-routes.ts';
import { useDarkTheme } from '../site/ui/use-dark-theme.ts';

const shell = () => css`
  --sidebar: 256px;
  min-height: 100vh;
  display: grid;
  grid-template-columns: var(--sidebar) minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas: 'side top' 'side main';
  &[data-collapsed] { --sidebar: 80px; }
  aside { grid-area: side; position: sticky; top: 0; height: 100vh; display: flex; flex-direction: column; gap: 8px; padding: 16px 12px; background: ${color.surface}; border-right: 1px solid ${color.border}; overflow: hidden auto; }
  .brand { display: flex; align-items: center; gap: 10px; min-height: 48px; padding: 0 8px; font-family: ${font.display}; font-weight: 700; font-size: 1.15rem; text-decoration: none; white-space: nowrap; }
  .brand img { width: 36px; height: 36px; flex: none; }
  /* The top bar's own name: on phones, where the sidebar is a strip of links without the brand. */
  .top-brand { display: none; }
  nav ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  nav a { display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 0 14px; border-radius: ${radius.md}; font-weight: 600; text-decoration: none; white-space: nowrap; }
  nav a:hover { background: ${color.surface2}; }
  nav a[aria-current='page'] { background: ${color.primarySoft}; color: ${color.primary}; }
  nav svg, .collapse svg { flex: none; }
  .collapse { margin-top: auto; display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 0 14px; border: 0; border-radius: ${radius.md}; background: none; color: ${color.text}; font-weight: 600; cursor: pointer; white-space: nowrap; }
  .collapse:hover { background: ${color.surface2}; }
  &[data-collapsed] .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  &[data-collapsed] nav a, &[data-collapsed] .collapse, &[data-collapsed] .brand { justify-content: center; padding: 0; }
  header { grid-area: top; display: flex; align-items: center; justify-content: flex-end; flex-wrap: wrap; gap: 10px; padding: 12px 24px; border-bottom: 1px solid ${color.border}; background: ${color.surface}; }
  .notice { margin-right: auto; color: ${color.muted}; font-size: 0.9rem; }
  .icon-btn { display: inline-grid; place-items: center; width: 44px; height: 44px; border: 0; border-radius: ${radius.pill}; background: ${color.surface2}; color: ${color.text}; cursor: pointer; }
  .user { display: flex; align-items: center; gap: 10px; padding: 4px 12px 4px 4px; border-radius: ${radius.pill}; background: ${color.surface2}; }
  .avatar { display: grid; place-items: center; width: 36px; height: 36px; border-radius: ${radius.pill}; background: ${color.primary}; color: ${color.onPrimary}; font-weight: 700; text-transform: uppercase; }
  .user p { margin: 0; line-height: 1.2; }
  .user .role { color: ${color.muted}; font-size: 0.85rem; }
  .pill { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 14px; border: 1.5px solid ${color.border}; border-radius: ${radius.pill}; background: none; color: ${color.text}; font-weight: 600; text-decoration: none; cursor: pointer; }
  main { grid-area: main; padding: 24px; min-width: 0; }
  main:focus { outline: none; }
  @media (prefers-reduced-motion: no-preference) { aside { scroll-behavior: smooth; } }
  @media (max-width: ${MOBILE_BREAKPOINT - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'top' 'side' 'main';
    aside { position: static; height: auto; flex-direction: row; align-items: center; padding: 8px 12px; border-right: 0; border-bottom: 1px solid ${color.border}; overflow-x: auto; }
    /* The strip starts at Dashboard: the current section is centred in it, before any script where the browser can. */
    nav a[aria-current='page'] { scroll-initial-target: nearest; scroll-snap-align: center; }
    aside .brand, aside .collapse { display: none; }
    /* It takes the room the buttons leave, its words wrapping there rather than the buttons to a new line. */
    .top-brand { display: flex; flex: 1 1 0; gap: 8px; min-width: 0; min-height: 44px; padding: 0; font-size: 1.05rem; line-height: 1.15; white-space: normal; }
    .top-brand img { width: 32px; height: 32px; }
    nav ul { display: flex; }
    header { padding: 8px 12px; gap: 8px; }
    .notice { order: 9; flex-basis: 100%; margin: 0; font-size: 0.82rem; }
    .pill { padding: 0 12px; }
    .optional { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    main { padding: 16px; }
    /* Only the avatar shows; the name and role are still read out. */
    .user { padding: 4px; }
    .user .who { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
  /* The smallest phones keep the name, in two lines, and let the logo go. */
  @media (max-width: 359px) {
    .top-brand img { display: none; }
  }
`;

/** The hub's frame (SPEC §2.10): a collapsible sidebar, the top bar with theme, user and logout, and the screen. */
export function Shell({ hub, site, children }: HubProps & { children: ReactNode }) {
  const app = hub.app;
  const [location] = useLocation();
  const collapsed = useSyncExternalStore(sidebarStore.subscribe, sidebarStore.get, () => false);
  const dark = useDarkTheme();
  const main = useRef<HTMLElement>(null);
  const side = useRef<HTMLElement>(null);
  const first = useRef(true);

  // On a phone the sidebar is a strip that scrolls sideways: the current section is kept in view,
  // centred, on load and after each move (on a desktop the column shows them all, and nothing moves).
  useEffect(() => {
    const strip = side.current;
    const current = strip?.querySelector('[aria-current="page"]');
    if (!strip || !current) return;
    const [outer, inner] = [strip.getBoundingClientRect(), current.getBoundingClientRect()];
    strip.scrollTo({ left: strip.scrollLeft + inner.left - outer.left - (outer.width - inner.width) / 2 });
  }, [location]);

  // After a screen change the guest is at its top, and a screen reader at its heading.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = hubTitle(hub, site.name, location);
    window.scrollTo({ top: 0 });
    const heading = main.current?.querySelector<HTMLElement>('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [location, hub, site.name]);

  // The login takes the whole hub's place, the focused button with it: focus moves to its heading,
  // so a screen reader says where staff are now instead of falling silent on <body>.
  const logOut = () => {
    flushSync(() => signedOutStore.set(true));
    document.querySelector<HTMLElement>('main h1')?.focus();
  };

  return (
    <div className={shell()} data-collapsed={collapsed || undefined}>
      <a className="skip-link" href="#main">
        {app.skipToContent}
      </a>
      {/* The top bar first: the page grows downwards as it streams in, so nothing already painted moves. */}
      <header>
        <Link href="/" className="brand top-brand">
          <img src={imageUrl(site.logo.src)} alt="" width={32} height={32} />
          {app.title}
        </Link>
        <p className="notice">{app.demoNotice}</p>
        {/* A trial build without the site's address has nowhere to send staff. */}
        {site.urls.site && (
          <a className="pill" href={site.urls.site}>
            <Icon name="external-link" size={16} />
            <span className="optional">{app.siteLink}</span>
          </a>
        )}
        <button
          type="button"
          className="icon-btn"
          {...hook(Hook.themeToggle)}
          aria-pressed={dark}
          aria-label={app.theme}
        >
          <Icon name="moon" className="icon-moon" size={20} />
          <Icon name="sun" className="icon-sun" size={20} />
        </button>
        <div className="user">
          <span className="avatar" aria-hidden="true">
            {app.user.name.charAt(0)}
          </span>
          <p className="who">
            <strong>{app.user.name}</strong>
            <br />
            <span className="role">{app.user.role}</span>
          </p>
        </div>
        <button type="button" className="pill" onClick={logOut}>
          <Icon name="log-out" size={16} />
          <span className="optional">{app.logout}</span>
        </button>
      </header>
      <aside ref={side}>
        <Link href="/" className="brand" aria-label={app.title}>
          <img src={imageUrl(site.logo.src)} alt="" width={36} height={36} />
          <span className="label">{app.title}</span>
        </Link>
        <nav aria-label={app.navLabel}>
          <ul>
            {HUB_ROUTES.map((route) => {
              const label = app.nav[route.nav];
              return (
                <li key={route.path}>
                  <Link
                    href={route.path}
                    aria-current={location === route.path ? 'page' : undefined}
                    title={collapsed ? label : undefined}
                  >
                    <Icon name={route.icon} size={20} />
                    <span className="label">{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button
          type="button"
          className="collapse"
          title={collapsed ? app.expand : undefined}
          onClick={() => sidebarStore.set(!collapsed)}
        >
          {collapsed ? <Icon name="panel-left-open" size={20} /> : <Icon name="panel-left-close" size={20} />}
          <span className="label">{collapsed ? app.expand : app.collapse}</span>
        </button>
      </aside>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
