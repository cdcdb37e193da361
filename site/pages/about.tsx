import type { PageProps } from '../routes.ts';
import { PageHero } from '../ui/PageHero.tsx';

/** Placeholder until this page is built. */
export default function AboutPage({ catalog, path }: PageProps) {
  const meta = catalog.pages.routes[path];
  return <PageHero title={meta?.title ?? path} intro={meta?.description} />;
}
