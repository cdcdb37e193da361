import type { ComponentType } from 'react';
import type { HubCatalog } from '../site/core/catalog/hub.ts';
import { Coupons } from '../site/dashboard/Coupons.tsx';
import { Offers } from '../site/dashboard/Offers.tsx';
import { Referrals } from '../site/dashboard/Referrals.tsx';
import { Reservations } from '../site/dashboard/Reservations.tsx';
import type { IconName } from '../site/ui/icons.ts';
import type { HubProps } from './props.ts';
import { Customers } from './screens/Customers.tsx';
import { HubOverview } from './screens/HubOverview.tsx';
import { Settings } from './screens/Settings.tsx';

/**
 * The hub's screens (SPEC §2.10's sidebar, in order), one row each: its path (prerendered to
 * dist/hub/<path>/index.html), its sidebar entry (label and icon) and what it shows.
 */
export const HUB_ROUTES = [
  { path: '/', nav: 'dashboard', icon: 'layout-dashboard', screen: HubOverview },
  { path: '/reservations', nav: 'reservations', icon: 'calendar-days', screen: Reservations },
  { path: '/offers', nav: 'offers', icon: 'tag', screen: Offers },
  { path: '/coupons', nav: 'coupons', icon: 'ticket', screen: Coupons },
  { path: '/referrals', nav: 'referrals', icon: 'gift', screen: Referrals },
  { path: '/customers', nav: 'customers', icon: 'users', screen: Customers },
  { path: '/settings', nav: 'settings', icon: 'settings', screen: Settings },
] as const satisfies readonly {
  path: string;
  nav: keyof HubCatalog['app']['nav'];
  icon: IconName;
  screen: ComponentType<HubProps>;
}[];

/** A screen's browser title, "Offers · Business Hub · The Clay Table"; any other path is the not-found screen. */
export function hubTitle(hub: Pick<HubCatalog, 'app' | 'notFound'>, siteName: string, path: string): string {
  const route = HUB_ROUTES.find((r) => r.path === path);
  return `${route ? hub.app.nav[route.nav] : hub.notFound.title} · ${hub.app.title} · ${siteName}`;
}
