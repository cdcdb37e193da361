import { Star } from 'lucide-react';
import { css } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';

const row = () => css`
  display: inline-flex;
  gap: 2px;
  color: ${color.star};
  .half { position: relative; }
  .half > :last-child { position: absolute; inset: 0; clip-path: inset(0 50% 0 0); }
  .empty { opacity: 0.3; }
`;

/** Five stars filled to `rating` (halves allowed), read out as `label`. */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={row()} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) =>
        rating >= n ? (
          <Star key={n} size={size} fill="currentColor" aria-hidden="true" />
        ) : rating >= n - 0.5 ? (
          <span key={n} className="half">
            <Star size={size} className="empty" aria-hidden="true" />
            <Star size={size} fill="currentColor" aria-hidden="true" />
          </span>
        ) : (
          <Star key={n} size={size} className="empty" aria-hidden="true" />
        ),
      )}
    </span>
  );
}

/** "Rated {rating} out of 5" with the number filled in. */
export const ratingText = (template: string, rating: number | string): string => template.replace('{rating}', String(rating));
