import type { PageProps } from './page-props.ts';
import { HomeHero } from './home-page.tsx';
import { HomeMobile } from './home-mobile.tsx';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { PageHero } from '../ui/PageHero.tsx';

const actions = () => css`margin-top: 24px;`;

/* Small, above the home view's hero, which keeps its own spacing under the top bar. */
const notice = () => css`
  position: relative;
  z-index: 1;
  margin: calc(var(--header-height) + 12px) 16px -64px;
  padding: 12px 16px;
  border-radius: ${radius.md};
  background: ${color.accentSoft};
  color: ${color.text};
  font-family: inherit;
  font-size: 1rem;
  font-weight: 600;
`;

/** Any address that is not a page (answered 404). On a phone, the home view under a small notice (SPEC §2.7). */
export default function NotFoundPage({ catalog, path }: PageProps) {
  const nf = catalog.pages.notFound;
  return (
    <>
      <div className="view-desktop">
        <PageHero title={nf.heading} intro={nf.text}>
          <p className={actions()}>
            <a href="/" className={buttonClass('primary')}>
              {nf.homeLabel}
            </a>
          </p>
        </PageHero>
      </div>
      <div className="view-mobile">
        <h1 className={notice()}>{catalog.site.mobile.notFoundNotice}</h1>
        <HomeHero catalog={catalog} as="h2" />
        <HomeMobile catalog={catalog} path={path} />
      </div>
    </>
  );
}
