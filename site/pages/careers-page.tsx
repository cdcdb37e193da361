import type { PageProps } from './page-props.ts';
import { pageMeta } from '../core/routes.ts';
import { mailtoUrl } from '../core/lib/contact-links.ts';
import { CareerOpenings } from '../sections/CareerOpenings.tsx';
import { css } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { IntroWithPicture } from '../ui/IntroWithPicture.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const applyBox = () => css`
  display: grid;
  gap: 16px;
  justify-items: start;
  p { margin: 0; max-width: 62ch; }
  .email { font-weight: 700; color: ${color.text}; }
`;

/** /careers: static job openings and how to apply by email (site.email). */
export default function CareersPage({ catalog, path }: PageProps) {
  const meta = pageMeta(catalog, path);
  const { site } = catalog;
  const careers = pageFile(catalog, 'careers');
  const { openings, apply, image } = careers;
  return (
    <>
      <PageHero title={meta.title} intro={meta.description} />
      <section aria-labelledby="openings-heading" className={css`padding: clamp(48px, 8vw, 88px) 0;`}>
        <Container>
          <IntroWithPicture
            headingId="openings-heading"
            heading={openings.heading}
            text={openings.intro}
            picture={image}
          />
          <CareerOpenings careers={careers} email={site.email} />
        </Container>
      </section>
      <Section id="apply" heading={apply.heading} tone="tinted">
        <div className={applyBox()}>
          <p>{apply.text}</p>
          <a className={buttonClass('primary')} href={mailtoUrl(site.email, apply.generalSubject)}>
            <Icon name="mail" size={18} />
            {apply.button}
          </a>
          <p>
            <a className="email" href={mailtoUrl(site.email)}>
              {site.email}
            </a>
          </p>
        </div>
      </Section>
    </>
  );
}
