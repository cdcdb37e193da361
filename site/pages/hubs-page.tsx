import Hubs from '../islands/hub-posts.tsx';
import { pageMeta } from '../core/routes.ts';
import { listPage } from '../core/lib/list-pages.ts';
import type { PageProps } from './page-props.ts';
import { ListPager } from '../sections/ListPager.tsx';
import { Island } from '../islands/Island.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { usePhotosOf } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { pageFile } from '../core/catalog-routes.ts';

/** SPEC §2.6: the community grid; the island wakes on the first hover, touch or focus. */
export default function HubsPage({ catalog, path, memo }: PageProps) {
  const hubs = pageFile(catalog, 'hubs');
  // A long feed shows a page of posts (core/lib/list-pages.ts), as the island gets them all as its props: links lead to the others.
  const at = listPage(catalog, '/hubs', path, memo);
  const posts = at.slice(hubs.posts);
  const images = usePhotosOf(posts.map((p) => p.src));
  return (
    <>
      <PageHero eyebrow={hubs.eyebrow} title={pageMeta(catalog, '/hubs').title} intro={hubs.intro} />
      <Section>
        <Island
          name="hubs"
          component={Hubs}
          props={{ gridLabel: hubs.gridLabel, labels: hubs.labels, posts, images }}
        />
        <ListPager at={at} words={catalog.site.labels.paging} />
      </Section>
    </>
  );
}
