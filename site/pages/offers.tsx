import { ArrowRight } from 'lucide-react';
import type { PageProps } from '../routes.ts';
import { OffersList } from '../sections/OffersList.tsx';
import { css } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';

const foot = () => css`
  margin-top: 32px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 24px;
  p { margin: 0; color: ${color.muted}; font-size: 0.95rem; max-width: 60ch; }
`;

/** /offers: the standing offers (SPEC §9), a footnote and a link to book. */
export default function OffersPage({ catalog, path }: PageProps) {
  const meta = catalog.pages.routes[path];
  const { heading, intro, footnote, cta } = catalog.offers;
  return (
    <>
      <PageHero title={meta?.title ?? 'Offers'} intro={meta?.description} />
      <Section id="offers" heading={heading} intro={intro}>
        <OffersList catalog={catalog} />
        <div className={foot()}>
          <p>{footnote}</p>
          <a className={buttonClass('primary')} href={cta.href}>
            {cta.label}
            <ArrowRight size={18} aria-hidden="true" />
          </a>
        </div>
      </Section>
    </>
  );
}
