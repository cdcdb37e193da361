import type { PageProps } from './page-props.ts';
import { CtaBand } from '../sections/CtaBand.tsx';
import { IconCardGrid } from '../sections/IconCardGrid.tsx';
import { SplitFeature } from '../sections/SplitFeature.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { pageFile } from '../core/catalog-routes.ts';

/**
 * About (SPEC §2.7): story, concept, three pride cards, six offerings and a link to reservations.
 * One page for both layouts: on a phone the pride cards become rows and the offerings two
 * columns of tiles, restyled rather than drawn twice.
 */
export default function AboutPage({ catalog }: PageProps) {
  const about = pageFile(catalog, 'about');
  return (
    <>
      <PageHero eyebrow={about.hero.eyebrow} title={about.hero.title} intro={about.hero.intro} />
      <SplitFeature
        id="story"
        heading={about.story.heading}
        paragraphs={about.story.paragraphs}
        picture={about.story.picture}
      />
      <Section id="pride" tone="tinted" heading={about.pride.heading} intro={about.pride.intro}>
        <IconCardGrid items={about.pride.cards} phoneCards="rows" />
      </Section>
      <SplitFeature
        id="concept"
        heading={about.concept.heading}
        paragraphs={about.concept.paragraphs}
        picture={about.concept.picture}
        reverse
      />
      <Section id="offerings" tone="tinted" heading={about.offerings.heading} intro={about.offerings.intro}>
        <IconCardGrid items={about.offerings.items} phoneCards="tiles" />
      </Section>
      <CtaBand id="visit" heading={about.cta.heading} text={about.cta.text} link={about.cta.link} />
    </>
  );
}
