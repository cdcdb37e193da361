import type { SiteCatalog } from '../core/catalog/site.ts';
import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { color, font, HEADER_BREAKPOINT, media, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { imageUrl } from '../ui/Picture.tsx';
import { Icon } from '../ui/Icon.tsx';
import { HoursStatus } from './HoursStatus.tsx';

/** Where the seven groups no longer fit in one row and fold into the menu button. */
const collapsed = `@media (max-width: ${HEADER_BREAKPOINT - 1}px)`;

const bar = () => css`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: var(--header-height);
  /* Desktop: room for the line of the café's hours (p, below) above the row. */
  padding-top: 28px;
  display: flex;
  align-items: center;
  background: transparent;
  transition: background-color 0.25s ease, box-shadow 0.25s ease;
  &[${Hook.solid}] {
    background: ${color.surface};
    box-shadow: 0 1px 0 ${color.border}, 0 8px 24px rgb(0 0 0 / 8%);
  }
  > div:first-child { display: flex; align-items: center; gap: 12px; max-width: 1400px; padding: 0 24px; }
  /*
   * Desktop: the café's hours, then the live status (client/init-live-hours.ts), on one line above the
   * row (global.ts makes --header-height room for it), so a longer status moves nothing. Out of the
   * row's flow, it keeps the row's left edge (an absolute flex child's static position), the logo's.
   */
  p { position: absolute; top: 0; margin: 0; font-size: 0.8rem; font-weight: 600; line-height: 28px; white-space: nowrap; }
  /* The phone layout's top bar (SPEC §2.7): always solid, clear of a notch, the theme switch in the menu. */
  ${media.mobile} {
    height: calc(var(--header-height) + env(safe-area-inset-top));
    padding-top: env(safe-area-inset-top);
    background: ${color.surface};
    box-shadow: 0 1px 0 ${color.border};
    > div:first-child { padding: 0 max(16px, env(safe-area-inset-right)) 0 max(16px, env(safe-area-inset-left)); }
    [${Hook.themeToggle}][aria-pressed], p { display: none; }
  }
`;

const logo = () => css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin-right: 18px;
  flex-shrink: 0;
  text-decoration: none;
  font-family: ${font.display};
  font-size: 1.2rem;
  font-weight: 700;
  white-space: nowrap;
  img { width: 40px; height: 40px; }
`;

const nav = () => css`
  ${collapsed} { display: none; }
  > ul { display: flex; gap: 2px; list-style: none; margin: 0; padding: 0; }
  li { position: relative; }
  a, button {
    display: inline-flex; align-items: center; gap: 2px; min-height: 44px; padding: 0 10px;
    border: 0; border-radius: ${radius.sm}; background: none; font-weight: 600; font-size: 0.95rem;
    text-decoration: none; cursor: pointer; white-space: nowrap;
  }
  > ul > li > a:hover, > ul > li > button:hover, [aria-expanded='true'] { background: ${color.surface2}; }
  [aria-current='page'] { color: ${color.primary}; }
  button svg { transition: transform 0.2s; }
  [aria-expanded='true'] svg { transform: rotate(180deg); }
  .dropdown {
    position: absolute; top: 100%; left: 0; min-width: 220px; margin: 0; padding: 8px; list-style: none;
    background: ${color.surface}; border: 1px solid ${color.border}; border-radius: ${radius.md};
    box-shadow: ${'var(--shadow-raised)'}; display: none;
  }
  .dropdown a { display: flex; width: 100%; font-weight: 500; }
  .dropdown a:hover { background: ${color.surface2}; }
  li:hover > .dropdown, [aria-expanded='true'] + .dropdown { display: block; }
`;

/* Pushed right by its own margin, not by the logo's: the nav, streamed in before it, never moves. */
const actions = () => css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

const iconButton = () => css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.surface2};
  color: ${color.text};
  cursor: pointer;
  &:hover { filter: brightness(0.96); }
  &[aria-expanded='false'] .icon-close, &[aria-expanded='true'] .icon-open { display: none; }
`;

const badge = () => css`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 22px;
  text-align: center;
`;

const dashboardButton = () => css`
  ${collapsed} { display: none; }
`;

const menuButton = () => css`
  @media (min-width: ${HEADER_BREAKPOINT}px) { display: none; }
`;

// Below the header wherever it is: an announcement bar (AnnouncementBar.tsx) moves it down.
const mobileMenu = () => css`
  position: fixed;
  inset: calc(var(--header-height) + var(--announcement-bar, 0px)) 0 0;
  overflow-y: auto;
  padding: 24px 0 48px;
  background: ${color.surface};
  border-top: 1px solid ${color.border};
  .groups { display: grid; gap: 28px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
  h2 { font-family: ${font.body}; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.12em; color: ${color.muted}; margin-bottom: 8px; }
  ul { list-style: none; margin: 0; padding: 0; }
  a:not([class]) { display: flex; align-items: center; min-height: 44px; font-weight: 600; text-decoration: none; }
  .menu-actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 32px; }
  /* On a phone, one list: what the bottom tabs already show is left out (SPEC §2.7's 21 entries). */
  ${media.mobile} {
    inset: calc(var(--header-height) + var(--announcement-bar, 0px) + env(safe-area-inset-top)) 0 0;
    padding: 8px 0 calc(32px + env(safe-area-inset-bottom));
    .groups { display: block; }
    h2, .tabbed { display: none; }
    li a:not([class]) { border-bottom: 1px solid ${color.border}; }
  }
`;

/** The Dashboard view (site/core/routes.ts), which client/init-view-switch.ts opens in place on a phone. */
const DASHBOARD_VIEW = '/dashboard';

const isGroup = (
  item: SiteCatalog['header']['nav'][number],
): item is { label: string; links: { label: string; href: string }[] } => 'links' in item;

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The fixed header of SPEC §2.1. Behaviour (dropdowns, solid on scroll, menu) is in client/init-header.ts. */
export function Header({
  site,
  path,
  cart = true,
  dashboard = true,
}: {
  site: SiteCatalog;
  path: string;
  /** Whether the catalogue has the cart (store.json holds its words): no cart button without it. */
  cart?: boolean;
  /** Whether the catalogue has the staff hub (hub.json): no Dashboard button without it. */
  dashboard?: boolean;
}) {
  const h = site.header;
  const current = (href: string) => (href === path ? 'page' : undefined);
  const tabbed = new Set(site.mobile.tabs.map((tab) => tab.href));
  return (
    <header className={bar()} {...hook(Hook.header)}>
      <Container>
        <a href="/" className={logo()} {...hook(Hook.logo)} aria-label={`${site.name}, ${h.homeLabel}`}>
          <img src={imageUrl(site.logo.src)} alt="" width={40} height={40} />
          <span>{site.name}</span>
        </a>
        <nav className={nav()} aria-label={site.labels.mainNav}>
          <ul>
            {h.nav.map((item) =>
              isGroup(item) ? (
                <li key={item.label} {...hook(Hook.menu)}>
                  <button type="button" aria-expanded="false" aria-controls={`nav-${slug(item.label)}`}>
                    {item.label}
                    <Icon name="chevron-down" size={14} />
                  </button>
                  <ul className="dropdown" id={`nav-${slug(item.label)}`}>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} aria-current={current(link.href)}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.label}>
                  <a href={item.href} aria-current={current(item.href)}>
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={actions()}>
          {cart && (
            <button
              type="button"
              className={iconButton()}
              {...hook(Hook.cartOpen)}
              {...hook(Hook.cartLabel, h.cartLabel)}
              aria-label={h.cartLabel}
            >
              <Icon name="shopping-bag" size={20} />
              <span className={badge()} {...hook(Hook.cartCount)} {...hook(Hook.badge)} aria-hidden="true" hidden>
                0
              </span>
            </button>
          )}
          {dashboard && (
            <a href={site.urls.hub} className={`${buttonClass('outline', 'sm')} ${dashboardButton()}`}>
              <Icon name="layout-dashboard" size={18} />
              {h.dashboardLabel}
            </a>
          )}
          <button
            type="button"
            className={iconButton()}
            {...hook(Hook.themeToggle)}
            aria-pressed="false"
            aria-label={h.themeToggleLabel}
          >
            <Icon name="moon" className="icon-moon" size={20} />
            <Icon name="sun" className="icon-sun" size={20} />
          </button>
          <button
            type="button"
            className={`${iconButton()} ${menuButton()}`}
            {...hook(Hook.mobileMenuButton)}
            aria-expanded="false"
            aria-controls="site-menu"
            aria-label={h.menuLabel}
            {...hook(Hook.labelOpen, h.menuLabel)}
            {...hook(Hook.labelClose, h.closeMenuLabel)}
          >
            <Icon name="menu" className="icon-open" size={22} />
            <Icon name="x" className="icon-close" size={22} />
          </button>
        </div>
        <HoursStatus site={site} schedule as="p">
          {site.hours}
        </HoursStatus>
      </Container>
      <div id="site-menu" className={mobileMenu()} hidden>
        <Container>
          <nav aria-label={site.labels.siteMenu} className="groups">
            {h.nav.map((item) => (
              <div key={item.label}>
                <h2>{item.label}</h2>
                <ul>
                  {(isGroup(item) ? item.links : [{ label: item.label, href: item.href }]).map((link) => (
                    <li key={link.href} className={tabbed.has(link.href) ? 'tabbed' : undefined}>
                      <a href={link.href} aria-current={current(link.href)}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="menu-actions">
            {cart && (
              <button type="button" className={buttonClass('primary', 'sm')} {...hook(Hook.cartOpen)}>
                <Icon name="shopping-bag" size={18} />
                <span>
                  {h.viewCartLabel} (<span {...hook(Hook.cartCount)}>0</span>)
                </span>
              </button>
            )}
            {/* The Dashboard view, as the phone's bottom tab: one place for both, and it links to the full hub. */}
            {dashboard && (
              <a href={DASHBOARD_VIEW} className={buttonClass('outline', 'sm')}>
                <Icon name="layout-dashboard" size={18} />
                {h.dashboardLabel}
              </a>
            )}
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              {...hook(Hook.themeToggle)}
              role="switch"
              aria-checked="false"
            >
              <Icon name="moon" size={18} />
              {h.themeToggleLabel}
            </button>
          </div>
        </Container>
      </div>
    </header>
  );
}
