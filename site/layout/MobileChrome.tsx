import type { SiteCatalog } from '../core/catalog/site.ts';
import { mailtoUrl, telUrl, whatsappUrl } from '../core/lib/contact-links.ts';
import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { color, media, radius, shadow } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';
import { HoursStatus } from './HoursStatus.tsx';

/*
 * The phone layout's own chrome (SPEC §2.7): bottom tabs and the floating contact button. The
 * top bar and the full-screen menu are the header's (Header.tsx), restyled below 768 px. Both
 * are in every page's HTML and shown by CSS alone; the contact fan is a native popover, so it
 * needs no script to open, close on Escape or close on a tap elsewhere.
 */

const tabBar = () => css`
  display: none;
  ${media.mobile} {
    position: fixed;
    inset: auto 0 0;
    z-index: 45;
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    height: calc(var(--tabbar-height) + env(safe-area-inset-bottom));
    padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
    background: ${color.surface};
    border-top: 1px solid ${color.border};
    a {
      display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px;
      min-height: 44px; font-size: 0.72rem; font-weight: 600; text-decoration: none; color: ${color.muted};
    }
    [aria-current='page'] { color: ${color.primary}; }
  }
`;

const fab = () => css`
  display: none;
  ${media.mobile} { display: block; }
  > button, a, p {
    display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px;
    border: 0; border-radius: ${radius.pill}; box-shadow: ${shadow.raised}; text-decoration: none; font-weight: 600;
  }
  > button {
    position: fixed; z-index: 46; width: 56px; height: 56px;
    right: calc(16px + env(safe-area-inset-right));
    bottom: calc(var(--tabbar-height) + 16px + env(safe-area-inset-bottom));
    background: ${color.primary}; color: ${color.onPrimary}; cursor: pointer;
  }
  &:has(:popover-open) .icon-open, &:not(:has(:popover-open)) .icon-close { display: none; }
  /* A native popover: the browser opens it, and closes it on Escape or a tap elsewhere. */
  ul {
    position: fixed; inset: auto calc(16px + env(safe-area-inset-right)) calc(var(--tabbar-height) + 84px + env(safe-area-inset-bottom)) auto;
    margin: 0; padding: 0; border: 0; background: none; overflow: visible;
    flex-direction: column; align-items: flex-end; gap: 10px; list-style: none;
  }
  ul:popover-open { display: flex; }
  a, p { padding: 0 18px; margin: 0; background: ${color.surface}; color: ${color.text}; }
`;

/** Bottom tabs, the current one marked; client/init-view-switch.ts moves the mark when a view changes in place. */
export function TabBar({ mobile, path }: { mobile: SiteCatalog['mobile']; path: string }) {
  return (
    <nav className={tabBar()} aria-label={mobile.tabsLabel} {...hook(Hook.tabbar)}>
      {mobile.tabs.map((tab) => (
        <a key={tab.href} href={tab.href} aria-current={tab.href === path ? 'page' : undefined}>
          <Icon name={tab.icon} size={22} />
          {tab.label}
        </a>
      ))}
    </nav>
  );
}

/** The floating contact button: the hours (live: open now or when it opens), Call, WhatsApp, Email and Location fan out above it. It steps aside while the menu or a modal dialog is open (global.ts). */
export function ContactFab({ site }: { site: SiteCatalog }) {
  const text = site.mobile.contact;
  const links = [
    { href: telUrl(site.phone), label: text.call, icon: 'phone' },
    { href: whatsappUrl(site), label: text.whatsapp, icon: 'message-circle' },
    { href: mailtoUrl(site.email), label: text.email, icon: 'mail' },
    { href: site.address.mapsUrl, label: text.location, icon: 'map-pin' },
  ] as const;
  return (
    <div className={fab()} data-contact-fab data-floating>
      <button type="button" popoverTarget="contact-fan" aria-label={text.open}>
        <Icon name="phone" className="icon-open" size={24} />
        <Icon name="x" className="icon-close" size={24} />
      </button>
      <ul id="contact-fan" popover="auto">
        {/* The café's hours, then whether it is open now (client/init-live-hours.ts). */}
        <li>
          <HoursStatus site={site} as="p">
            {site.hours}
          </HoursStatus>
        </li>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} {...(link.href.startsWith('https:') ? { target: '_blank', rel: 'noopener' } : {})}>
              <Icon name={link.icon} size={18} />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
