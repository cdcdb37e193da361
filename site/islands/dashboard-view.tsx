import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { HubCatalog } from '../core/catalog/hub.ts';
import { CommunityPosts, type CommunityPostsProps } from '../dashboard/CommunityPosts.tsx';
import { Coupons } from '../dashboard/Coupons.tsx';
import { NotificationBell } from '../dashboard/NotificationBell.tsx';
import { Offers } from '../dashboard/Offers.tsx';
import { Overview } from '../dashboard/Overview.tsx';
import { Referrals } from '../dashboard/Referrals.tsx';
import { Reservations } from '../dashboard/Reservations.tsx';
import { screenClass } from '../dashboard/styles.ts';
import { initialHubData } from '../dashboard/hub-data.ts';
import { connectHubBridge } from '../dashboard/bridge-connection.ts';
import { hubDataStore } from '../dashboard/hub-store.ts';
import { css } from '../styles/styled.ts';
import { color, font, media, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';
import { EstimatorButton } from '../estimator/EstimatorButton.tsx';
import type { EstimatorProps } from '../estimator/EstimatorPanel.tsx';

/** The tabs of SPEC §2.7, in its order. */
export const DASHBOARD_TABS = ['overview', 'hubs', 'bookings', 'offers', 'coupons', 'referrals'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export interface DashboardProps {
  hub: Pick<HubCatalog, 'dashboard' | 'dashboardView' | 'offers' | 'reservations' | 'coupons' | 'referrals'>;
  /** None without packages.json: no estimator button. */
  estimator?: EstimatorProps | undefined;
  posts: Omit<CommunityPostsProps, 'heading' | 'more'>;
  /** The full business hub (site.json urls.hub). */
  hubUrl: string;
  /** The hub's bridge page (site/dashboard/bridge-protocol.ts), when the build wrote one. */
  bridge?: string;
}

const view = () => css`
  display: grid;
  gap: 16px;
  .view-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
  .view-head h1 { margin: 0; font-size: clamp(1.7rem, 4vw, 2.4rem); }
  .view-head p { margin: 4px 0 0; color: ${color.muted}; }
  .actions { display: flex; align-items: center; gap: 8px; }
  .sync { display: flex; gap: 8px; align-items: flex-start; margin: 0; padding: 10px 14px; border-radius: ${radius.md}; background: ${color.surface2}; color: ${color.muted}; font-size: 0.9rem; }
  .sync svg { flex: none; margin-top: 2px; }
  [role='tablist'] { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6px; padding: 4px; border-radius: ${radius.lg}; background: ${color.surface2}; }
  [role='tab'] {
    min-height: 44px; padding: 0 8px; border: 0; border-radius: ${radius.md}; background: none;
    color: ${color.text}; font-family: ${font.body}; font-weight: 650; cursor: pointer;
  }
  [role='tab'][aria-selected='true'] { background: ${color.text}; color: ${color.bg}; }
  [role='tabpanel']:focus-visible { outline-offset: 4px; }
  ${media.mobile} {
    /* Three abreast fit "Overview" and "Referrals" whole down to 320 px. */
    [role='tab'] { padding: 0 4px; font-size: clamp(0.875rem, 4.2vw, 1rem); }
    /* On a phone this is the way to the full hub (the menu's Dashboard leads here): it says so in words, under the intro. */
    .view-head { flex-wrap: wrap; }
  }
  ${media.desktop} {
    gap: 20px;
    [role='tablist'] { display: flex; flex-wrap: wrap; width: fit-content; }
    [role='tab'] { padding: 0 18px; }
  }
`;

/**
 * The Dashboard view (SPEC §2.7; the site's /dashboard): the hub's screens as tabs, on the hub's
 * demo data, with the notification bell and a way to the full hub. The server paints the
 * Overview tab; once live, the tabs switch and the data is the hub's (site/dashboard/bridge-connection.ts),
 * or this browser's own copy while the hub cannot be reached. It wakes on load (registry.ts): the
 * tabs are the first thing a guest touches, and the hub's data should be there before they do.
 */
export default function Dashboard({ hub, estimator, posts, hubUrl, bridge }: DashboardProps) {
  const t = hub.dashboardView;
  const [tab, setTab] = useState<DashboardTab>('overview');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Whether the hub has answered: from then on, changes go both ways.
  const [linked, setLinked] = useState(false);

  useEffect(() => {
    if (!bridge) return undefined;
    return connectHubBridge(hubDataStore(initialHubData(hub)), bridge, () => setLinked(true));
  }, [bridge, hub]);

  // Arrows, Home and End move along the tabs and open the one they reach, as site/client/init-tabs.ts does.
  const onKeyDown = (event: KeyboardEvent) => {
    const i = DASHBOARD_TABS.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: DASHBOARD_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const n = (next + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    setTab(DASHBOARD_TABS[n]!);
    tabs.current[n]?.focus();
  };

  const panels: Record<DashboardTab, () => ReactNode> = {
    overview: () => (
      <Overview
        hub={hub}
        estimator={estimator && <EstimatorButton label={hub.dashboard.estimator} estimator={estimator} />}
        headingLevel={2}
        title={t.tabs.overview}
        bell={false}
      />
    ),
    hubs: () => <CommunityPosts heading={t.hubsHeading} more={t.hubsLink} {...posts} />,
    bookings: () => <Reservations hub={hub} headingLevel={2} />,
    offers: () => <Offers hub={hub} headingLevel={2} />,
    coupons: () => <Coupons hub={hub} headingLevel={2} />,
    referrals: () => <Referrals hub={hub} headingLevel={2} />,
  };

  return (
    <div className={`${screenClass()} ${view()}`} data-dashboard data-hub-linked={linked || undefined}>
      <div className="view-head">
        <div>
          <h1>{t.title}</h1>
          <p>{t.intro}</p>
        </div>
        <div className="actions">
          <NotificationBell label={hub.dashboard.notifications} />
          <a className={buttonClass('outline', 'sm')} href={hubUrl}>
            <Icon name="external-link" size={18} />
            <span>{t.fullHub}</span>
          </a>
        </div>
      </div>
      <p className="sync">
        <Icon name="info" size={16} />
        {t.sync}
      </p>
      <div role="tablist" aria-label={t.tabsLabel} onKeyDown={onKeyDown}>
        {DASHBOARD_TABS.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`dashboard-tab-${id}`}
            aria-controls={`dashboard-panel-${id}`}
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {t.tabs[id]}
          </button>
        ))}
      </div>
      {/* Every panel is there for the tabs to point at; only the open one renders its screen. */}
      {DASHBOARD_TABS.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={`dashboard-panel-${id}`}
          aria-labelledby={`dashboard-tab-${id}`}
          tabIndex={0}
          hidden={tab !== id}
        >
          {tab === id && panels[id]()}
        </div>
      ))}
    </div>
  );
}
