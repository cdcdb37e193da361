import { css } from '../styles/styled.ts';
import { color, font, radius, shadow } from '../styles/tokens.ts';

/**
 * A product's page: the listed product's, prerendered (ui/ListedProduct.tsx), and the island's
 * for any other id (islands/product-details.tsx), so both look alike.
 */
export const productLayout = (): string => css`
  padding: calc(var(--header-height) + 32px) 0 72px;
  /* The footer starts below the fold while the product loads, so its arrival pushes nothing in view. */
  min-height: 100vh;
  .back { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; font-weight: 600; margin-bottom: 16px; }
  .status { font-size: 1.2rem; color: ${color.muted}; }
  .error { padding: 48px 0; display: grid; gap: 16px; justify-items: start; }
  .error p { margin: 0; font-size: 1.15rem; font-weight: 600; color: ${color.text}; }
  .grid { display: grid; gap: clamp(24px, 5vw, 56px); grid-template-columns: minmax(0, 1fr); align-items: start; }
  @media (min-width: 900px) { .grid { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); } }
  .gallery { position: relative; aspect-ratio: 4 / 3; border-radius: ${radius.lg}; overflow: hidden; background: ${color.surface2}; box-shadow: ${shadow.card}; }
  .gallery img { display: block; width: 100%; height: 100%; object-fit: cover; }
  /* A listed product's pictures, one shown at a time (client/init-live-product.ts). */
  .slide { position: absolute; inset: 0; }
  .slide[hidden] { display: none; }
  .nav { position: absolute; top: 50%; transform: translateY(-50%); display: grid; place-items: center; width: 44px; height: 44px;
    border: 0; border-radius: ${radius.pill}; background: ${color.surface}; color: ${color.text}; box-shadow: ${shadow.card}; cursor: pointer; }
  .nav.prev { left: 12px; } .nav.next { right: 12px; }
  .counter { position: absolute; bottom: 12px; right: 12px; padding: 4px 10px; border-radius: ${radius.pill}; background: ${color.surface}; color: ${color.text}; font-size: 0.85rem; font-weight: 600; margin: 0; }
  .thumbs { display: flex; gap: 10px; margin-top: 12px; flex-wrap: wrap; }
  .thumbs button { padding: 0; width: 72px; height: 56px; border: 2px solid transparent; border-radius: ${radius.sm}; overflow: hidden; cursor: pointer; background: ${color.surface2}; }
  .thumbs button[aria-current='true'] { border-color: ${color.primary}; }
  .thumbs img { width: 100%; height: 100%; object-fit: cover; }
  .ribbon { display: inline-block; padding: 4px 12px; border-radius: ${radius.pill}; background: ${color.accent}; color: ${color.onAccent}; font-weight: 700; font-size: 0.85rem; margin: 0 0 12px; }
  h1 { font-size: clamp(2rem, 4vw, 2.8rem); margin: 0 0 6px; }
  .subtitle { color: ${color.muted}; font-size: 1.1rem; margin: 0 0 16px; }
  .price { font-family: ${font.display}; font-size: 1.8rem; font-weight: 700; margin: 0 0 16px; display: flex; gap: 12px; align-items: baseline; }
  .price s { font-size: 1.1rem; color: ${color.muted}; font-weight: 500; }
  .description { margin-bottom: 20px; } .description p { margin: 0 0 12px; }
  /* min-width: a fieldset is at least as wide as its content by default, and a row of options is wide. */
  fieldset { border: 0; padding: 0; margin: 0 0 20px; min-width: 0; }
  legend, .label { font-weight: 700; margin-bottom: 8px; display: block; padding: 0; }
  .variants { display: flex; flex-wrap: wrap; gap: 8px; }
  .variants label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 16px; border: 2px solid ${color.border}; border-radius: ${radius.pill}; cursor: pointer; font-weight: 600; }
  .variants label:has(input:checked) { border-color: ${color.primary}; background: ${color.primarySoft}; }
  .variants input { accent-color: ${color.primary}; }
  /* A listed product's options come from the store: one row, held before they come, so nothing below moves. */
  [data-live-variants] { flex-wrap: nowrap; overflow-x: auto; min-height: 48px; padding: 2px; }
  [data-live-variants] label { flex: none; }
  .qty { display: inline-flex; align-items: center; gap: 6px; margin-bottom: 12px; }
  .qty button { display: grid; place-items: center; width: 44px; height: 44px; border: 0; border-radius: ${radius.pill}; background: ${color.surface2}; color: ${color.text}; cursor: pointer; }
  .qty button:disabled { opacity: 0.45; cursor: not-allowed; }
  .qty input { width: 5.5em; min-height: 44px; text-align: center; border: 1.5px solid ${color.border}; border-radius: ${radius.sm}; background: ${color.surface}; color: ${color.text}; font: inherit; font-weight: 700; }
  .stock { margin: 0 0 16px; font-weight: 600; }
  .stock[data-tone='warn'] { color: ${color.danger}; }
  .info { margin-top: 40px; border-top: 1px solid ${color.border}; padding-top: 24px; }
  .info h2 { font-size: 1.5rem; } .info h3 { font-size: 1.15rem; margin: 16px 0 6px; }
`;
