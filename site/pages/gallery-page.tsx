import { listPage } from '../core/lib/list-pages.ts';
import type { PageProps } from './page-props.ts';
import { GallerySection } from './gallery-section.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { pageFile } from '../core/catalog-routes.ts';

/** Gallery (SPEC §2.2): the filterable photo grid (on a phone, a list of expandable cards) with its lightbox, and the call to tag the studio. */
export default function GalleryPage({ catalog, path, memo }: PageProps) {
  const gallery = pageFile(catalog, 'gallery');
  const pager = { at: listPage(catalog, '/gallery', path, memo), words: catalog.site.labels.paging };
  return (
    <>
      <PageHero eyebrow={gallery.hero.eyebrow} title={gallery.hero.title} intro={gallery.hero.intro} />
      <Section id="gallery">
        <GallerySection gallery={gallery} tagHeadingLevel={2} expandable pager={pager} />
      </Section>
    </>
  );
}
