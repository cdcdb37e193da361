import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';

const placeholder = () => css`
  display: grid;
  place-items: center;
  min-height: 60vh;
  color: ${color.muted};
`;

/**
 * Where a section fetched later will go (client/init-lazy-sections.ts swaps it in as it comes near
 * the screen). It keeps the section's anchor, so a link to "#reservations" still lands here.
 */
export function LazySection({ id, src, loading }: { id: string; src: string; loading: string }) {
  return (
    <div id={id} className={placeholder()} {...hook(Hook.lazySection, src)}>
      <p role="status">{loading}</p>
    </div>
  );
}
