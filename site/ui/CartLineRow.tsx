import type { CartText } from '../core/catalog/store.ts';
import {
  effectiveCents,
  lineCents,
  lineLimit,
  removeLine,
  setLineQuantity,
  type CartLine,
} from '../core/commerce/cart.ts';
import { formatMoney } from '../core/commerce/money.ts';
import { cartStore } from '../store/cart-store.ts';
import { Icon } from './Icon.tsx';
import { imageUrl } from './Picture.tsx';

const unitPrice = (l: CartLine) => formatMoney(effectiveCents(l.variant), l.variant.currency_info);
const linePrice = (l: CartLine) => formatMoney(lineCents(l), l.variant.currency_info);

/** One line of the cart drawer (islands/cart-drawer.tsx): its picture, name, price, quantity and Remove; nothing changes while a payment starts (`busy`). */
export function CartLineRow({ line: l, text, busy }: { line: CartLine; text: CartText; busy: boolean }) {
  const name = `${l.product.title} (${l.variant.title})`;
  const max = Math.max(1, lineLimit(l.variant));
  return (
    <li data-cart-line={l.variant.id}>
      {l.product.image ? (
        <img src={imageUrl(l.product.image)} alt="" width={72} height={72} />
      ) : (
        <span aria-hidden="true" />
      )}
      <div>
        <p className="line-title">{l.product.title}</p>
        <p className="line-variant">{l.variant.title}</p>
        <p className="line-unit">{unitPrice(l)}</p>
        <div className="line-controls">
          <button
            type="button"
            className="icon-btn"
            aria-label={`${text.decreaseLabel} ${name}`}
            disabled={busy || l.quantity <= 1}
            onClick={() => cartStore.set((prev) => setLineQuantity(prev, l.variant.id, l.quantity - 1))}
          >
            <Icon name="minus" size={16} />
          </button>
          {/* Its label as text: screen readers ignore aria-label on a plain span. */}
          <span className="qty">
            <span className="visually-hidden">{`${text.quantityLabel} ${name}: `}</span>
            <span data-qty>{l.quantity}</span>
          </span>
          <button
            type="button"
            className="icon-btn"
            aria-label={`${text.increaseLabel} ${name}`}
            disabled={busy || l.quantity >= max}
            onClick={() => cartStore.set((prev) => setLineQuantity(prev, l.variant.id, l.quantity + 1))}
          >
            <Icon name="plus" size={16} />
          </button>
          <button
            type="button"
            className="remove"
            aria-label={`${text.removeLabel} ${name}`}
            disabled={busy}
            onClick={() => cartStore.set((prev) => removeLine(prev, l.variant.id))}
          >
            <Icon name="trash-2" size={16} />
            {text.removeLabel}
          </button>
        </div>
        <p className="line-total">{linePrice(l)}</p>
      </div>
    </li>
  );
}
