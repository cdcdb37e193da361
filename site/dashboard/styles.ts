import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font, radius } from '../styles/tokens.ts';

/** The look the hub's screens share, in the hub app and in the site's Dashboard view. */
export const screenClass = () => css`
  display: grid;
  gap: 20px;
  .screen-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
  .screen-head h1, .screen-head h2 { margin: 0; font-size: clamp(1.5rem, 3vw, 2rem); }
  .screen-head p { margin: 4px 0 0; color: ${color.muted}; }
  .cards { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); }
  .card { display: grid; gap: 10px; align-content: start; padding: 18px; ${cardSurface} min-width: 0; }
  .card h2, .card h3 { margin: 0; font-size: 1.2rem; }
  .card p { margin: 0; }
  .muted { color: ${color.muted}; }
  .big { font-family: ${font.display}; font-size: 1.6rem; font-weight: 700; line-height: 1.1; overflow-wrap: anywhere; }
  .row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
  .row.between { justify-content: space-between; }
  .icon-btn {
    display: inline-grid; place-items: center; width: 44px; height: 44px; flex: none;
    border: 1.5px solid ${color.border}; border-radius: ${radius.pill}; background: ${color.surface}; color: ${color.text}; cursor: pointer;
  }
  .icon-btn:hover { border-color: ${color.text}; }
  .icon-btn.danger:hover { border-color: ${color.danger}; color: ${color.danger}; }
  .badge { display: inline-flex; align-items: center; gap: 4px; padding: 2px 10px; border-radius: ${radius.pill}; font-size: 0.82rem; font-weight: 700; white-space: nowrap; }
  .badge[data-tone='info'] { background: ${color.infoSoft}; color: ${color.info}; }
  .badge[data-tone='success'] { background: ${color.successSoft}; color: ${color.success}; }
  .badge[data-tone='danger'] { background: ${color.dangerSoft}; color: ${color.danger}; }
  .badge[data-tone='muted'] { background: ${color.surface2}; color: ${color.muted}; }
  .empty { padding: 24px; border-radius: ${radius.lg}; border: 1.5px dashed ${color.border}; color: ${color.muted}; text-align: center; }
  .plain { list-style: none; margin: 0; padding: 0; }
`;

/** Badges by meaning: blue for what is coming, green for done, red for stopped (SPEC §2.10). */
export type Tone = 'info' | 'success' | 'danger' | 'muted';
