import type { PaletteColour } from '../core/catalog/crash-course.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';

const grid = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 16px;
  li {
    border-radius: ${radius.md};
    background: ${color.surface};
    border: 1px solid ${color.border};
    overflow: hidden;
  }
  .swatch {
    display: block;
    height: 84px;
    /* A hairline inside the swatch so white and black paints still show an edge on either theme. */
    box-shadow: inset 0 0 0 1px rgb(127 127 127 / 35%);
  }
  .name { display: block; padding: 10px 12px 0; font-weight: 650; line-height: 1.3; }
  .hex { display: block; padding: 2px 12px 12px; font: 0.85rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: ${color.muted}; }
`;

/** The paint itself; the catalogue's schema allows only "#RRGGBB" here. */
const paint = (hex: string) => css`background: ${hex};`;

/**
 * The paint colours. Names and hex codes sit on the card, never on the paint itself, so every
 * label keeps the theme's text contrast whatever the colour.
 */
export function CrashCoursePalette({ colours }: { colours: PaletteColour[] }) {
  return (
    <ul className={grid()}>
      {colours.map((c) => (
        <li key={c.name}>
          <span className={`swatch ${paint(c.hex)}`} aria-hidden="true" />
          <span className="name">{c.name}</span>
          <span className="hex">{c.hex.toUpperCase()}</span>
        </li>
      ))}
    </ul>
  );
}
