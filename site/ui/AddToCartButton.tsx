import { useContext } from 'react';
import type { StaticCartItem } from '../core/commerce/cart.ts';
import { type CurrencyInfo, DEFAULT_CURRENCY, formatMoney } from '../core/commerce/money.ts';
import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from './buttons.ts';
import { CartPresence } from './cart-presence.ts';
import { Icon } from './Icon.tsx';

const compact = () => css`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  padding: 0 12px 0 9px;
  border: 1.5px solid ${color.primary};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.primary};
  font-weight: 650;
  font-size: 0.88rem;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 0.15s ease, color 0.15s ease;
  &:hover { background: ${color.primary}; color: ${color.onPrimary}; }
  &:active { transform: translateY(1px); }
`;

interface Props {
  item: StaticCartItem;
  /** Visible text, e.g. "Add". */
  text: string;
  /** Accessible name naming the item, e.g. "Add Paneer Tikka to cart". */
  label: string;
  size?: 'compact' | 'full';
  className?: string;
}

/**
 * The JSON a button carries: its cart product/variant, less what parseCart fills in just the same
 * when missing: the fields a static item has at their defaults (no sale price, no stock kept), the
 * default currency, the price written as the currency writes it, and the variant's id when it is
 * the product's. The menu has one button a dish, and each of its pages must fit in 14 KiB.
 */
function buttonData({ product, variant }: StaticCartItem): string {
  const { sale_price_in_cents, sale_price_formatted, manage_inventory, ...kept } = variant;
  const defaults = sale_price_in_cents === null && sale_price_formatted === null && !manage_inventory;
  if (!defaults) return JSON.stringify({ product, variant });
  const { id, price_formatted, currency_info, ...rest } = kept;
  const currency = sameCurrency(currency_info, DEFAULT_CURRENCY) ? undefined : currency_info;
  return JSON.stringify({
    product,
    variant: {
      ...(id === product.id ? {} : { id }),
      ...rest,
      ...(price_formatted === formatMoney(rest.price_in_cents, currency_info) ? {} : { price_formatted }),
      ...(currency ? { currency_info: currency } : {}),
    },
  });
}

const sameCurrency = (a: CurrencyInfo, b: CurrencyInfo) =>
  a.code === b.code && a.symbol === b.symbol && a.template === b.template;

/**
 * A menu or package add-to-cart button. It carries its cart product/variant as JSON; the
 * click handler in site/client/ reads `data-add-to-cart`, so no React is needed here.
 */
export function AddToCartButton({ item, text, label, size = 'compact', className }: Props) {
  if (!useContext(CartPresence)) return null;
  const look = size === 'compact' ? compact() : buttonClass('primary', 'md');
  return (
    <button
      type="button"
      className={className ? `${look} ${className}` : look}
      {...hook(Hook.addToCart, buttonData(item))}
      aria-label={label}
    >
      <Icon name="plus" size={size === 'compact' ? 16 : 18} bold />
      {text}
    </button>
  );
}
