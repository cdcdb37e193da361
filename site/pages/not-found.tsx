import type { PageProps } from './page-props.ts';
import { css } from '../styles/styled.ts';
import { buttonClass } from '../ui/buttons.ts';
import { PageHero } from '../ui/PageHero.tsx';

const actions = () => css`margin-top: 24px;`;

export default function NotFoundPage({ catalog }: PageProps) {
  const nf = catalog.pages.notFound;
  return (
    <PageHero title={nf.heading} intro={nf.text}>
      <p className={actions()}>
        <a href="/" className={buttonClass('primary')}>{nf.homeLabel}</a>
      </p>
    </PageHero>
  );
}
