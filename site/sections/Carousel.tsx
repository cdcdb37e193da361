import type { ReactNode } from 'react';
import { hook, Hook } from '../lib/hook.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';

const carousel = () => css`
  /* The heading and the pause button share a row above the slides, so the button covers none of them.
     The row is as tall as the button before the script shows it: nothing moves when it appears. */
  .head { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 44px; margin-bottom: 12px; }
  .head > :first-child { margin: 0; }
  .track {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 86%;
    gap: 12px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    padding: 0 0 4px;
  }
  .track::-webkit-scrollbar { display: none; }
  .track > div { scroll-snap-align: center; min-width: 0; }
  .toggle {
    display: grid; place-items: center; flex-shrink: 0; width: 44px; height: 44px;
    border: 1px solid ${color.border}; border-radius: ${radius.pill}; background: ${color.surface}; color: ${color.text}; cursor: pointer;
  }
  &[${Hook.playing}] .toggle .icon-play, &:not([${Hook.playing}]) .toggle .icon-pause { display: none; }
`;

interface Props {
  /** What screen readers call it, e.g. its heading's text. */
  label: string;
  /** Its heading, shown beside the pause button. */
  head: ReactNode;
  /** Milliseconds between slides while it plays (SPEC §9: 3000 photos, 3500 experiences). */
  interval: number;
  text: { slideLabel: string; pause: string; play: string };
  slides: { key: string; content: ReactNode }[];
}

/**
 * A row of slides that scrolls by touch (CSS scroll snap) and advances by itself; client/init-carousels.ts
 * plays it, pauses it on touch, hover and focus, and never starts it for a guest who asked for less motion.
 */
export function Carousel({ label, head, interval, text, slides }: Props) {
  return (
    <div
      className={carousel()}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      {...hook(Hook.carousel, interval)}
    >
      <div className="head">
        {head}
        <button
          type="button"
          className="toggle"
          aria-label={text.pause}
          {...hook(Hook.labelPause, text.pause)}
          {...hook(Hook.labelPlay, text.play)}
          hidden
        >
          <Icon name="pause" className="icon-pause" size={18} />
          <Icon name="play" className="icon-play" size={18} />
        </button>
      </div>
      {/* Focusable, so a keyboard scrolls it with the arrow keys (and holds it still meanwhile). */}
      <div className="track" tabIndex={0} aria-live="off">
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={fillTemplate(text.slideLabel, { n: i + 1, total: slides.length })}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );
}
