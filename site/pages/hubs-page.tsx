import Hubs from '../islands/hub-posts.tsx';
import type { PageProps } from './page-props.ts';
import { Island } from '../islands/Island.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { usePhotosOf } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';

/** SPEC §2.6: the community grid; the island wakes on the first hover, touch or focus. */
export default function HubsPage({ catalog, path }: PageProps) {
  const { hubs } = catalog;
  const images = usePhotosOf(hubs.posts.map((p) => p.src));
  return (
    <>
      <PageHero eyebrow={hubs.eyebrow} title={catalog.pages.routes[path]?.title ?? hubs.eyebrow} intro={hubs.intro} />
      <Section>
        <Island name="hubs" component={Hubs} props={{ gridLabel: hubs.gridLabel, labels: hubs.labels, posts: hubs.posts, images }} />
      </Section>
    </>
  );
}
