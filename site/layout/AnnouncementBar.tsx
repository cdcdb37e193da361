import type { Announcement } from '../core/catalog/site.ts';
import { css } from '../styles/styled.ts';
import { color, MOBILE_BREAKPOINT } from '../styles/tokens.ts';

/** The bar's height: the fixed header below it moves down by it, and so does the page under the header. */
const BAR = 32;

const bar = () => css`
  position: fixed;
  inset: 0 0 auto;
  z-index: 51;
  height: ${BAR}px;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 0 16px;
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.85rem;
  font-weight: 600;
  p { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  a { color: inherit; white-space: nowrap; }
  /* The whole bar is the link's target, not only its words. */
  a::after { content: ''; position: absolute; inset: 0; }
  & ~ header { top: ${BAR}px; --announcement-bar: ${BAR}px; }
  & ~ main { --header-height: ${72 + BAR}px; }
  @media (min-width: ${MOBILE_BREAKPOINT}px) { & ~ main { --header-height: ${100 + BAR}px; } }
`;

/**
 * The first announcement current today (site.json's announcements, already left to today's by
 * site/core/lib/catalog-on-day.ts), as one thin bar above the header on every page; none without one.
 */
export function AnnouncementBar({ announcements }: { announcements: readonly Announcement[] | undefined }) {
  const shown = announcements?.[0];
  if (!shown) return null;
  return (
    <aside className={bar()} aria-label={shown.text}>
      <p>{shown.text}</p>
      {shown.link && <a href={shown.link.href}>{shown.link.label}</a>}
    </aside>
  );
}
