/**
 * Behaviours only a few views have (the home page's carousels and late sections): their code is
 * fetched only when a page, or a view switched in, has something for them. Every page pays for
 * boot.ts, so what most pages lack stays out of it.
 */
export function armExtras(root: ParentNode): void {
  if (root.querySelector('[data-carousel]')) void import('./carousel.ts').then((m) => m.initCarousels(root));
  if (root.querySelector('[data-lazy-section]')) void import('./lazy-sections.ts').then((m) => m.initLazySections(root));
}
