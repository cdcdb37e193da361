import type { Catalog } from '../core/catalog/catalog-keys.ts';
import { estimatorProps } from '../estimator/estimator-props.ts';
import Dashboard, { type DashboardProps } from '../islands/dashboard-view.tsx';
import { Island } from '../islands/Island.tsx';
import { hubBridge } from '../dashboard/bridge-protocol.ts';
import type { ImageManifest } from '../core/lib/responsive-image.ts';
import { css } from '../styles/styled.ts';
import { Container } from '../ui/Container.tsx';
import { photosOf } from '../ui/Picture.tsx';
import { NO_IMAGES, usePictureImages } from '../ui/picture-images.ts';
import type { PageProps } from './page-props.ts';

/** What the Dashboard view renders from, out of the whole catalogue: no more than its tabs show. */
export function dashboardProps(
  { hub, hubs, packages, site }: Catalog,
  images: ImageManifest = NO_IMAGES,
): DashboardProps {
  const { dashboard, dashboardView, offers, reservations, coupons, referrals } = hub;
  return {
    hub: { dashboard, dashboardView, offers, reservations, coupons, referrals },
    estimator: estimatorProps({ packages, site }),
    posts: {
      labels: { likes: hubs.labels.likes, comments: hubs.labels.comments },
      posts: hubs.posts.map(({ id, src, user, caption, likes, comments }) => ({
        id,
        src,
        user,
        caption,
        likes,
        comments,
      })),
      images: photosOf(
        images,
        hubs.posts.map((p) => p.src),
      ),
    },
    hubUrl: site.urls.hub,
    bridge: hubBridge(site.urls)?.url,
  };
}

// Below the fixed header, as a page hero would start.
const page = () => css`
  padding: calc(var(--header-height) + clamp(20px, 4vw, 40px)) 0 clamp(40px, 6vw, 64px);
`;

/**
 * /dashboard: the phone layout's Dashboard view (SPEC §2.7), which the bottom tabs lead to. It is
 * one page at every width: on a desktop it is the same dashboard, with its link to the full hub.
 */
export default function DashboardPage({ catalog }: PageProps) {
  return (
    <div className={page()}>
      <Container>
        <Island name="dashboard" component={Dashboard} props={dashboardProps(catalog, usePictureImages())} />
      </Container>
    </div>
  );
}
