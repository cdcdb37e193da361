import type { SiteCatalog } from '../catalog/site.ts';
import { telUrl, whatsappUrl } from '../lib/contact-links.ts';
import { css } from '../styles/styled.ts';
import { color, media, radius, shadow } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';

/*
 * The phone layout's own chrome (SPEC §2.7): bottom tabs and the floating contact button. The
 * top bar and the full-screen menu are the header's (Header.tsx), restyled below 768 px. Both
 * are in every page's HTML and shown by CSS alone; client/contact-fab.ts opens the fan.
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
  ${media.mobile} {
    position: fixed;
    right: calc(16px + env(safe-area-inset-right));
    bottom: calc(var(--tabbar-height) + 16px + env(safe-area-inset-bottom));
    z-index: 46;
    display: flex;
    flex-direction: column-reverse;
    align-items: flex-end;
    gap: 10px;
  }
  /* On the packages view the estimator's button takes this place (SPEC §2.7). */
  body:has([data-estimator-open]) & { display: none; }
  > button, a {
    display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px;
    border: 0; border-radius: ${radius.pill}; box-shadow: ${shadow.raised}; text-decoration: none; font-weight: 600;
  }
  > button { width: 56px; height: 56px; background: ${color.primary}; color: ${color.onPrimary}; cursor: pointer; }
  > button[aria-expanded='false'] .icon-close, > button[aria-expanded='true'] .icon-open { display: none; }
  ul { display: flex; flex-direction: column; align-items: flex-end; gap: 10px; margin: 0; padding: 0; list-style: none; }
  a { padding: 0 18px; background: ${color.surface}; color: ${color.text}; }
`;

/** Bottom tabs, the current one marked; client/view-switch.ts moves the mark when a view changes in place. */
export function TabBar({ mobile, path }: { mobile: SiteCatalog['mobile']; path: string }) {
  return (
    <nav className={tabBar()} aria-label={mobile.tabsLabel} data-tabbar>
      {mobile.tabs.map((tab) => (
        <a key={tab.href} href={tab.href} aria-current={tab.href === path ? 'page' : undefined}>
          <Icon name={tab.icon} size={22} />
          {tab.label}
        </a>
      ))}
    </nav>
  );
}

/** The floating contact button: Call, WhatsApp, Email and Location fan out above it. */
export function ContactFab({ site }: { site: SiteCatalog }) {
  const text = site.mobile.contact;
  const links = [
    { href: telUrl(site.phone), label: text.call, icon: 'phone' },
    { href: whatsappUrl(site), label: text.whatsapp, icon: 'message-circle' },
    { href: `mailto:${site.email}`, label: text.email, icon: 'mail' },
    { href: site.address.mapsUrl, label: text.location, icon: 'map-pin' },
  ] as const;
  return (
    <div className={fab()} data-contact-fab>
      <button type="button" aria-expanded="false" aria-controls="contact-fan" aria-label={text.open} data-label-open={text.open} data-label-close={text.close}>
        <Icon name="phone" className="icon-open" size={24} />
        <Icon name="x" className="icon-close" size={24} />
      </button>
      <ul id="contact-fan" hidden>
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
