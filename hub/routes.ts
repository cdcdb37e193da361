import type { HubCatalog } from '../site/catalog/hub.ts';

/** The hub's screens (SPEC §2.10's sidebar, in order): each path is prerendered to dist/hub/<path>/index.html. */
export const HUB_ROUTES = [
  { path: '/', nav: 'dashboard' },
  { path: '/reservations', nav: 'reservations' },
  { path: '/offers', nav: 'offers' },
  { path: '/coupons', nav: 'coupons' },
  { path: '/referrals', nav: 'referrals' },
  { path: '/customers', nav: 'customers' },
  { path: '/settings', nav: 'settings' },
] as const satisfies readonly { path: string; nav: keyof HubCatalog['app']['nav'] }[];

export type HubRoute = (typeof HUB_ROUTES)[number];

/** A screen's browser title, "Offers · Business Hub · The Clay Table"; any other path is the not-found screen. */
export function hubTitle(hub: Pick<HubCatalog, 'app' | 'notFound'>, siteName: string, path: string): string {
  const route = HUB_ROUTES.find((r) => r.path === path);
  return `${route ? hub.app.nav[route.nav] : hub.notFound.title} · ${hub.app.title} · ${siteName}`;
}
