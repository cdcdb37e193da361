import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contrast, oklabDistance } from '../../../site/core/theme/color-math.ts';
import { deriveTheme, type ThemeColors } from '../../../site/core/theme/derive-theme.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

/* Issue 36, part 3: the look from a few choices, readable always. */

const theme = suite('deriveTheme: every colour from theme.json');

/** The sample's colours as they were written by hand before theme.json: the look the sample keeps. */
const BEFORE: Record<'light' | 'dark', Partial<ThemeColors>> = {
  light: {
    bg: '#fbf7f2',
    surface: '#ffffff',
    surface2: '#f3eadf',
    text: '#2b2118',
    muted: '#65554a',
    border: '#e2d5c6',
    primary: '#a8432c',
    onPrimary: '#ffffff',
    primarySoft: '#f7e1d8',
    accent: '#25645f',
    onAccent: '#ffffff',
    accentSoft: '#dcefeb',
    focus: '#25645f',
  },
  dark: {
    bg: '#15110e',
    surface: '#211a16',
    surface2: '#2a211c',
    text: '#f4ece3',
    muted: '#c4b5a7',
    border: '#3d3129',
    primary: '#e89072',
    onPrimary: '#1b120e',
    primarySoft: '#3b2620',
    accent: '#74c7bd',
    onAccent: '#0f1d1b',
    accentSoft: '#1d3330',
    focus: '#74c7bd',
  },
};

/** The text and background pairs every theme must keep at WCAG AA (4.5:1). */
const TEXT_PAIRS: [keyof ThemeColors, keyof ThemeColors][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface2'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surface2'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'surface2'],
  ['primary', 'primarySoft'],
  ['onPrimary', 'primary'],
  ['accent', 'surface'],
  ['accent', 'accentSoft'],
  ['onAccent', 'accent'],
];

const failing = (colors: ThemeColors) =>
  TEXT_PAIRS.filter(([fg, bg]) => contrast(colors[fg], colors[bg]) < 4.5).map(
    ([fg, bg]) => `${fg} on ${bg}: ${contrast(colors[fg], colors[bg]).toFixed(2)}`,
  );

theme(
  'should make the sample look as it did: every colour within 0.02 in OKLab, where few eyes tell a difference',
  async () => {
    const derived = deriveTheme((await sampleCatalog()).theme);
    for (const mode of ['light', 'dark'] as const) {
      for (const [name, before] of Object.entries(BEFORE[mode])) {
        const now = derived[mode]?.colors[name as keyof ThemeColors] ?? '';
        assert.ok(oklabDistance(before, now) < 0.02, `${mode} ${name}: ${before} became ${now}`);
      }
    }
    assert.equal(derived.warnings, []);
    assert.equal(derived.radii, { sm: '8px', md: '14px', lg: '22px' });
  },
);

theme('should darken a light yellow for text, and say so in one line', () => {
  const derived = deriveTheme({ brand: '#f7c948', type: 'rounded', corners: 'soft', darkMode: true });
  assert.equal(
    derived.warnings.map((w) => w.message),
    [`theme: brand #f7c948 on white is 1.5:1; text uses ${derived.light.colors.primary} (5.5:1)`],
  );
  assert.is(derived.warnings[0]?.field, 'brand');
  assert.equal(failing(derived.light.colors), []);
  assert.equal(failing(derived.dark!.colors), []);
});

theme('should keep every text readable in both themes, whatever the colours chosen', () => {
  const choices = ['#f7c948', '#ffffff', '#000000', '#1c4ea3', '#2e7d32', '#ff66cc', '#7a4b2a', '#00ffff'];
  for (const brand of choices) {
    for (const accent of [undefined, ...choices]) {
      for (const surfaces of ['warm', 'cool', 'tinted'] as const) {
        const derived = deriveTheme({ brand, accent, surfaces, type: 'classic', corners: 'soft', darkMode: true });
        assert.equal(failing(derived.light.colors), [], `light, brand ${brand}, accent ${accent}, ${surfaces}`);
        assert.equal(failing(derived.dark!.colors), [], `dark, brand ${brand}, accent ${accent}, ${surfaces}`);
      }
    }
  }
});

theme('should leave out the dark theme when dark mode is off, and square the corners when asked', () => {
  const derived = deriveTheme({ brand: '#a8432c', type: 'modern', corners: 'square', darkMode: false });
  assert.is(derived.dark, undefined);
  assert.equal(derived.radii, { sm: '0', md: '0', lg: '0' });
  assert.is(derived.fonts.display, derived.fonts.body, 'modern: one sans-serif');
});

theme.run();
