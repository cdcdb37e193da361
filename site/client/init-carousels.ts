import { Hook } from '../lib/dom-hooks.ts';

/**
 * Plays the carousels of sections/Carousel.tsx: every `data-carousel` milliseconds the track
 * scrolls to its next slide, wrapping to the first. It holds still while a finger, a pointer or
 * the keyboard is on it, while it is off screen or hidden (the desktop layout), once its pause
 * button is pressed, and always for a guest who asked for less motion (it never starts). While it
 * holds still, a slide the guest scrolls to is announced politely.
 */
export function initCarousels(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${Hook.carousel}]:not([${Hook.armed}])`)) {
    el.setAttribute(Hook.armed, '');
    play(el);
  }
}

const lessMotion = matchMedia('(prefers-reduced-motion: reduce)');

function play(el: HTMLElement): void {
  const track = el.querySelector<HTMLElement>('.track');
  const toggle = el.querySelector<HTMLButtonElement>('.toggle');
  if (!track || !toggle) return;
  const interval = Number(el.getAttribute(Hook.carousel)) || 3000;
  let held = false; // touch, hover or focus
  let paused = lessMotion.matches; // the pause button, or reduced motion
  let visible = false;

  const render = () => {
    toggle.hidden = false;
    el.toggleAttribute(Hook.playing, !paused);
    toggle.setAttribute('aria-label', toggle.getAttribute(paused ? Hook.labelPlay : Hook.labelPause) ?? '');
    track.setAttribute('aria-live', paused || held ? 'polite' : 'off');
  };

  const advance = () => {
    if (paused || held || !visible || document.hidden) return;
    const slides = [...track.children] as HTMLElement[];
    const current = Math.round(
      track.scrollLeft / (slides[1] ? slides[1].offsetLeft - slides[0]!.offsetLeft : track.clientWidth),
    );
    const next = slides[(current + 1) % slides.length];
    if (next) track.scrollTo({ left: next.offsetLeft - slides[0]!.offsetLeft, behavior: 'smooth' });
  };

  toggle.addEventListener('click', () => {
    paused = !paused;
    render();
  });
  const hold = (on: boolean) => () => {
    held = on;
    render();
  };
  el.addEventListener('pointerenter', hold(true));
  el.addEventListener('pointerleave', hold(false));
  el.addEventListener('touchstart', hold(true), { passive: true });
  el.addEventListener('touchend', hold(false), { passive: true });
  el.addEventListener('focusin', hold(true));
  el.addEventListener('focusout', (event) => {
    if (!el.contains(event.relatedTarget as Node | null)) hold(false)();
  });
  lessMotion.addEventListener('change', () => {
    paused = lessMotion.matches;
    render();
  });
  new IntersectionObserver(([entry]) => (visible = !!entry?.isIntersecting)).observe(el);

  render();
  const timer = window.setInterval(() => {
    if (!el.isConnected)
      window.clearInterval(timer); // its view was switched away
    else advance();
  }, interval);
}
