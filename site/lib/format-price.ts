/**
 * Rupees from paise with Indian digit grouping: formatRupees(29000) → "₹290",
 * formatRupees(29000, { decimals: 2 }) → "₹290.00", formatRupees(10000000) → "₹1,00,000".
 * The menu shows whole rupees; the cart shows two decimals (SPEC §9).
 */
export function formatRupees(paise: number, { decimals = 0 }: { decimals?: 0 | 2 } = {}): string {
  const negative = paise < 0;
  const fixed = (Math.abs(paise) / 100).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  // Indian grouping: the last three digits, then pairs (12,34,567).
  const grouped = whole.length <= 3
    ? whole
    : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${negative ? '-' : ''}₹${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Package and add-on prices are whole rupees in the catalogue. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
