import type { Announcement } from '../core/catalog/site.ts';
import { css } from '../styles/styled.ts';
import { color, MOBILE_BREAKPOINT } from '../styles/tokens.ts';

/** A line of the bar's words, and its padding above and below. */
const LINE = 18;
const PADDING = 7;

/**
 * How many characters of the bar's words a line holds at least, at the narrowest width of each
 * layout (a 320 px phone, a 768 px window, 16 px padding each side) at about 8 px a character. The
 * words are known when the page is built, so the bar is as tall as they need there, and the fixed
 * header and the page below move down by as much: a guest on a phone reads the whole notice,
 * never "Closed on Sunday 2 Nov…". A wider screen may leave a line spare; none cuts the words.
 */
const CHARACTERS_PER_LINE = { phone: 32, desktop: 84 } as const;

const height = (characters: number, perLine: number) => Math.ceil(characters / perLine) * LINE + 2 * PADDING;

const bar = (phone: number, desktop: number) => css`
  position: fixed;
  inset: 0 0 auto;
  z-index: 51;
  height: ${phone}px;
  display: flex;
  /* Safe: words that need more lines than the count allowed for run down, never up out of sight. */
  align-items: safe center;
  justify-content: center;
  padding: ${PADDING}px 16px;
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.85rem;
  font-weight: 600;
  line-height: ${LINE}px;
  text-align: center;
  p { margin: 0; overflow-wrap: anywhere; }
  a { color: inherit; margin-left: 8px; }
  /* The whole bar is the link's target, not only its words. */
  a::after { content: ''; position: absolute; inset: 0; }
  & ~ header { top: ${phone}px; --announcement-bar: ${phone}px; }
  & ~ main { --header-height: ${72 + phone}px; }
  /* An anchor followed lands below the header, wherever the bar has moved it (global.ts's rule, plus the bar). */
  html:has(&) { scroll-padding-top: calc(var(--header-height) + ${phone + 16}px); }
  @media (min-width: ${MOBILE_BREAKPOINT}px) {
    height: ${desktop}px;
    & ~ header { top: ${desktop}px; --announcement-bar: ${desktop}px; }
    & ~ main { --header-height: ${100 + desktop}px; }
    html:has(&) { scroll-padding-top: calc(var(--header-height) + ${desktop + 16}px); }
  }
`;

/**
 * The first announcement current today (site.json's announcements, already left to today's by
 * site/core/lib/catalog-on-day.ts), as a bar above the header on every page, as tall as its words need; none without one.
 */
export function AnnouncementBar({ announcements }: { announcements: readonly Announcement[] | undefined }) {
  const shown = announcements?.[0];
  if (!shown) return null;
  // The link's words run on after the notice's, with a space's worth of margin between.
  const characters = shown.text.length + (shown.link ? shown.link.label.length + 1 : 0);
  const heights = [height(characters, CHARACTERS_PER_LINE.phone), height(characters, CHARACTERS_PER_LINE.desktop)];
  return (
    // Unnamed: a name would only say its words twice. The site's one other aside is named.
    <aside className={bar(heights[0]!, heights[1]!)}>
      <p>
        {shown.text}
        {shown.link && <a href={shown.link.href}>{shown.link.label}</a>}
      </p>
    </aside>
  );
}
