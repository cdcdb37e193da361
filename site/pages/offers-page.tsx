import type { PageProps } from './page-props.ts';
import { pageMeta } from '../core/routes.ts';
import { OffersList } from '../sections/OffersList.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { Callout } from '../ui/Callout.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

/** /offers: the standing offers (SPEC §9), a footnote and a link to book; on a day with none on, the café's line saying so. */
export default function OffersPage({ catalog, path }: PageProps) {
  const meta = pageMeta(catalog, path);
  const offers = pageFile(catalog, 'offers');
  const { heading, intro, footnote, cta, items, labels } = offers;
  return (
    <>
      <PageHero title={meta.title} intro={meta.description} />
      <Section id="offers" heading={heading} intro={intro}>
        {items.length ? <OffersList offers={offers} /> : labels.none && <p>{labels.none}</p>}
        <Callout tone="plain">
          {items.length > 0 && <p>{footnote}</p>}
          <a className={buttonClass('primary')} href={cta.href}>
            {cta.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </Callout>
      </Section>
    </>
  );
}
