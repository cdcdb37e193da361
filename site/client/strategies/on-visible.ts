/** Hydrate when the island comes near the viewport; a page whose islands stay below the fold never loads React. */
export const onVisible = (el: HTMLElement, hydrate: () => Promise<unknown>): void => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    },
    { rootMargin: '200px' },
  );
  // A `display: contents` marker has no box of its own to observe; watch its children.
  for (const child of el.children) observer.observe(child);
};
