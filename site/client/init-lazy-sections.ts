import { Hook } from '../lib/dom-hooks.ts';
import { fragmentId } from '../core/lib/safe-decode.ts';
import { addRules } from './add-rules.ts';

/**
 * Fetches the sections a page left for later (ui/LazySection.tsx) as they come within a screen
 * of view, and puts each in its placeholder's place, its styles into goober's sheet. A
 * placeholder that never shows (the desktop sections on a phone) is never fetched. One that fails
 * keeps saying it is loading and tries again the next time it comes into view.
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
  for (const el of root.querySelectorAll(`[${Hook.lazySection}]`)) observer.observe(el);
  // A placeholder holds nothing to focus, and Tab outruns the network: at the first Tab (or focus
  // landing in <main>, from the skip link) every one the page shows starts loading, so its forms
  // and links are there when focus comes.
  const forKeyboard = (event: Event) => {
    if (event instanceof KeyboardEvent ? event.key !== 'Tab' : !(event.target as Element).closest('main')) return;
    document.removeEventListener('keydown', forKeyboard);
    document.removeEventListener('focusin', forKeyboard);
    for (const el of root.querySelectorAll<HTMLElement>(`[${Hook.lazySection}]`)) {
      if (el.getClientRects().length) void load(el).catch(() => {}); // the observer tries again
    }
  };
  document.addEventListener('keydown', forKeyboard);
  document.addEventListener('focusin', forKeyboard);
  void landOnHash(root);
  window.addEventListener('hashchange', () => void landOnHash(root));
}

const loading = new WeakMap<Element, Promise<void>>();

function load(placeholder: HTMLElement): Promise<void> {
  let done = loading.get(placeholder);
  if (!done) {
    done = swapIn(placeholder);
    loading.set(placeholder, done);
    done.catch(() => loading.delete(placeholder));
  }
  return done;
}

async function swapIn(placeholder: HTMLElement): Promise<void> {
  const response = await fetch(placeholder.getAttribute(Hook.lazySection) ?? '');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // Parsed by a template: nothing in it runs.
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  for (const style of template.content.querySelectorAll('style')) {
    addRules(style.textContent ?? '');
    style.remove();
  }
  const hadFocus = placeholder.contains(document.activeElement);
  placeholder.replaceWith(template.content);
  if (hadFocus) document.getElementById(placeholder.id)?.focus();
}

/**
 * A link to a section still to come ("#reservations") lands on its placeholder, which the sections
 * above then push down as they arrive: so those and the target are loaded first, then the page
 * scrolls to the real section.
 */
async function landOnHash(root: ParentNode): Promise<void> {
  const id = fragmentId(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target?.hasAttribute(Hook.lazySection) || !root.contains(target)) return;
  const placeholders = [...root.querySelectorAll<HTMLElement>(`[${Hook.lazySection}]`)];
  try {
    await Promise.all(placeholders.slice(0, placeholders.indexOf(target) + 1).map(load));
    document.getElementById(id)?.scrollIntoView();
  } catch {
    // It stays a placeholder, in view: the observer tries again.
  }
}
