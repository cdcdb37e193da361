import { estimateItems } from '../core/commerce/estimate.ts';
import { pageMeta } from '../core/routes.ts';
import { hook, Hook } from '../lib/hook.ts';
import Estimator from '../islands/estimator.tsx';
import { Island } from '../islands/Island.tsx';
import type { PageProps } from './page-props.ts';
import { PackageAddOnsPanel, PackageGroupPanel } from '../sections/PackageGroupPanel.tsx';
import { css } from '../styles/styled.ts';
import { color, radius, shadow } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { Icon } from '../ui/Icon.tsx';
import { pageFile } from '../core/catalog-routes.ts';

const body = () => css`
  padding: clamp(32px, 6vw, 64px) 0 0;
`;

/*
 * The estimator's floating button, bottom right (SPEC §2.8; on a phone where the contact button
 * would be, above the bottom tabs). Sticky, not fixed, and placed between the packages and the
 * "Contact us" panel: it floats while the packages scroll by, then stays behind at their end, so
 * it never lies over that panel or the footer. A child of <main>, which it sticks within.
 */
const launcher = () => css`
  && {
    position: sticky;
    bottom: calc(24px + var(--tabbar-height, 0px) + env(safe-area-inset-bottom));
    /* Over the cards it floats by; under the fixed top bar (50) it scrolls beneath. */
    z-index: 40;
    display: flex;
    width: fit-content;
    margin: 32px calc(24px + env(safe-area-inset-right)) 0 auto;
    box-shadow: ${shadow.raised};
  }
`;

const end = () => css`
  padding: 0 0 clamp(48px, 8vw, 88px);
`;

const cta = () => css`
  margin-top: clamp(40px, 6vw, 64px);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  padding: clamp(24px, 4vw, 40px);
  border-radius: ${radius.lg};
  background: ${color.accent};
  color: ${color.onAccent};
  h2 { font-size: clamp(1.5rem, 3vw, 2rem); margin-bottom: 6px; }
  p { margin: 0; max-width: 56ch; }
  a { background: ${color.bg}; color: ${color.text}; border-color: ${color.bg}; }
`;

/** /packages: Corporate, XQ Party, Ala-Carte and Add-ons tabs (SPEC §2.8), then a link to /contact. */
export default function PackagesPage({ catalog, path }: PageProps) {
  const meta = pageMeta(catalog, path);
  const packages = pageFile(catalog, 'packages');
  const { rates, labels, groups, contact, estimator } = packages;
  const { additional } = groups;
  return (
    <>
      <PageHero title={meta.title} intro={meta.description} />
      <div className={body()}>
        <Container>
          <Tabs
            id="packages"
            label={labels.tabs}
            items={[
              ...(['corporate', 'party', 'alacarte'] as const).map((id) => ({
                id,
                label: groups[id].label,
                content: (
                  <PackageGroupPanel
                    group={groups[id]}
                    additional={additional}
                    labels={labels}
                    rates={rates}
                    whatsapp={catalog.site.whatsapp}
                  />
                ),
              })),
              {
                id: 'additional',
                label: additional.label,
                content: <PackageAddOnsPanel additional={additional} labels={labels} rates={rates} />,
              },
            ]}
          />
        </Container>
      </div>
      {/* Plain HTML until pressed: React and the estimator load on demand (site/client/init-openers.ts). */}
      <button
        type="button"
        className={`${buttonClass('accent')} ${launcher()}`}
        {...hook(Hook.estimatorOpen)}
        data-floating
        aria-haspopup="dialog"
      >
        <Icon name="calculator" size={20} />
        {estimator.openButton}
      </button>
      <div className={end()}>
        <Container>
          <section className={cta()} aria-labelledby="packages-contact">
            <div>
              <h2 id="packages-contact">{contact.heading}</h2>
              <p>{contact.text}</p>
            </div>
            <a className={buttonClass('outline')} href={contact.link.href}>
              {contact.link.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </section>
        </Container>
      </div>
      <Island
        name="estimator"
        component={Estimator}
        props={{
          items: estimateItems(packages),
          labels: estimator,
          rates,
          siteName: catalog.site.name,
          enquiryEmail: catalog.site.enquiryEmail,
          whatsapp: catalog.site.whatsapp,
          locale: catalog.site.locale,
        }}
      />
    </>
  );
}
