/**
 * Fetches the sections a page left for later (ui/LazySection.tsx) as they come within a screen
 * of view, and puts each in its placeholder's place, its styles into the head. A placeholder that
 * never shows (the desktop sections on a phone) is never fetched. One that fails keeps saying
 * it is loading and tries again the next time it comes into view.
 */
export function initLazySections(root: ParentNode = document): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void load(entry.target as HTMLElement).catch(() => observer.observe(entry.target));
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const el of root.querySelectorAll('[data-lazy-section]')) observer.observe(el);
}

async function load(placeholder: HTMLElement): Promise<void> {
  const response = await fetch(placeholder.dataset.lazySection ?? '');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // Parsed by a template: nothing in it runs.
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  const fragment = template.content;
  for (const style of fragment.querySelectorAll('style')) document.head.append(style);
  const hadFocus = placeholder.contains(document.activeElement);
  placeholder.replaceWith(fragment);
  if (hadFocus) document.getElementById(placeholder.id)?.focus();
}
