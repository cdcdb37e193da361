import type { PageProps } from './page-props.ts';
import { buttonClass } from '../ui/buttons.ts';
import { PageHero } from '../ui/PageHero.tsx';

export default function NotFoundPage({ catalog }: PageProps) {
  const nf = catalog.pages.notFound;
  return (
    <PageHero title={nf.heading} intro={nf.text}>
      <p style={{ marginTop: 24 }}>
        <a href="/" className={buttonClass('primary')}>{nf.homeLabel}</a>
      </p>
    </PageHero>
  );
}
