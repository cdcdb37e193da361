import { css } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';

const row = () => css`
  display: inline-flex;
  gap: 2px;
  color: ${color.star};
  .half { position: relative; display: inline-flex; }
  .half > :last-child { position: absolute; inset: 0; clip-path: inset(0 50% 0 0); }
  .empty { opacity: 0.3; }
`;

/** Five stars filled to `rating` (halves allowed), read out as `label`. */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={row()} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) =>
        rating >= n ? (
          <Icon name="star" key={n} size={size} filled />
        ) : rating >= n - 0.5 ? (
          <span key={n} className="half">
            {/* The whole outline at full strength, half filled: a faint one read as an empty star. */}
            <Icon name="star" size={size} />
            <Icon name="star" size={size} filled />
          </span>
        ) : (
          <Icon name="star" key={n} size={size} className="empty" />
        ),
      )}
    </span>
  );
}
