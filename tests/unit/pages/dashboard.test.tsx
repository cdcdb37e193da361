import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DASHBOARD_TABS } from '../../../site/islands/dashboard-view.tsx';
import { renderSession } from '../../../scripts/render/render-session.tsx';
import DashboardPage, { dashboardProps } from '../../../site/pages/dashboard-page.tsx';
import { ROUTES } from '../../../site/core/routes.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const view = catalog.hub.dashboardView;

const page = suite('dashboard page (SSR)');

page('should be a route of the site, with its own title', () => {
  assert.ok(ROUTES.some((r) => r.path === '/dashboard' && r.page === 'dashboard'));
  assert.is(catalog.pages.routes['/dashboard']?.title, view.title);
});

page('should paint the Overview tab inside one island whose props travel in a file', () => {
  const session = renderSession();
  const { html } = session.render(<DashboardPage catalog={catalog} path="/dashboard" />);
  assert.is(html.match(/data-island="/g)?.length, 1);
  assert.match(
    html,
    /data-island="dashboard" data-when="load" data-props-src="\/assets\/islands\/dashboard-[0-9a-f]{16}\.json"/,
  );
  assert.is(session.propsFiles.size, 1);
  assert.match(html, `<h1>${view.title}</h1>`);
  assert.match(html, `role="tablist" aria-label="${view.tabsLabel}"`);
  assert.equal(
    [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1]),
    DASHBOARD_TABS.map((t) => view.tabs[t]),
  );
  assert.is(html.match(/aria-selected="true"/g)?.length, 1);
  assert.match(html, /id="dashboard-tab-overview"[^>]*aria-selected="true"/);
  // Every panel is there for its tab; only Overview has content, the others wait for React.
  assert.is(html.match(/role="tabpanel"/g)?.length, 6);
  assert.is(html.match(/role="tabpanel"[^>]*hidden=""[^>]*><\/div>/g)?.length, 5);
  assert.match(html, `>${catalog.hub.dashboard.stats[1]!.label}<`);
  assert.match(html, `aria-label="${catalog.hub.dashboard.notifications}"`);
  assert.is(html.match(new RegExp(`aria-label="${catalog.hub.dashboard.notifications}"`, 'g'))?.length, 1, 'one bell');
  assert.match(html, `href="${catalog.site.urls.hub}"`);
});

page('should hand the island only what its tabs show', () => {
  const props = dashboardProps(catalog);
  assert.equal(Object.keys(props.hub).sort(), [
    'coupons',
    'dashboard',
    'dashboardView',
    'offers',
    'referrals',
    'reservations',
  ]);
  assert.equal(Object.keys(props.posts!.posts[0]!).sort(), ['caption', 'comments', 'id', 'likes', 'src', 'user']);
  assert.is(props.posts!.posts.length, catalog.hubs.posts.length);
  assert.is(props.hubUrl, catalog.site.urls.hub);
});

page("should point at the hub's bridge only when the site's origin is known", () => {
  assert.is(dashboardProps(catalog).bridge, `${new URL(catalog.site.urls.hub).origin}/bridge/`);
  const trial = structuredClone(catalog);
  delete trial.site.urls.site;
  assert.is(dashboardProps(trial).bridge, undefined);
});

page.run();
