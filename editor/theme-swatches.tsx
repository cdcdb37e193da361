import { contrast, ratioText } from '../site/core/theme/color-math.ts';
import { deriveTheme, type ThemeColors, type ThemeTokens } from '../site/core/theme/derive-theme.ts';
import { themeChoices } from '../site/core/theme/theme-choices.ts';

/** The texts of a page and what each is written on, as staff know them. */
const PAIRS: [string, keyof ThemeColors, keyof ThemeColors][] = [
  ['Text on the page', 'text', 'bg'],
  ['Quieter text (dates, notes)', 'muted', 'surface'],
  ['Links and prices on a card', 'primary', 'surface'],
  ['Button words on the brand colour', 'onPrimary', 'primary'],
  ['Accent marks on a card', 'accent', 'surface'],
];

function Side({ name, tokens }: { name: string; tokens: ThemeTokens }) {
  const { colors } = tokens;
  return (
    <section className="theme-side" aria-label={name} style={{ background: colors.bg, color: colors.text }}>
      <h3>{name}</h3>
      <ul className="theme-contrast">
        {PAIRS.map(([label, fg, bg]) => {
          const ratio = contrast(colors[fg], colors[bg]);
          return (
            <li key={label} style={{ background: colors[bg], color: colors[fg] }}>
              <span>{label}</span>
              <span>
                {ratioText(ratio)} {ratio >= 4.5 ? 'readable (AA)' : 'too faint'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The theme file's colours as the site will have them, beside its form: each kind of text on what
 * it is written on, with its contrast, in the light and the dark theme, and what the build changed
 * for a colour too pale to read. Redrawn as staff change a choice.
 */
export function ThemeSwatches({ data }: { data: unknown }) {
  const choices = themeChoices(data);
  if (!choices) return <p className="hint">Type a colour code such as #a8432c to see the colours the site gets.</p>;
  const theme = deriveTheme(choices);
  return (
    <div className="theme-swatches" role="group" aria-label="The colours the site gets">
      {theme.warnings.map((w) => (
        <p key={w.field} className="hint" role="note">
          {w.message.replace(/^theme: /, 'Too pale for text: ')}.
        </p>
      ))}
      <Side name="Light theme" tokens={theme.light} />
      {theme.dark && <Side name="Dark theme" tokens={theme.dark} />}
    </div>
  );
}
