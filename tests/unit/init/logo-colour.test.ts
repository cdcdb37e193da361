import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { brandFromLogo } from '../../../scripts/init/logo-colour.ts';
import { setupAnswerMessages as say } from '../../../scripts/init/setup-answer-messages.ts';
import { oklabDistance } from '../../../site/core/theme/color-math.ts';
import { deriveTheme } from '../../../site/core/theme/derive-theme.ts';
import { themeChoices } from '../../../site/core/theme/theme-choices.ts';

type Rgba = [number, number, number, number];

const rgba = (hex: string, alpha = 255): Rgba => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
  alpha,
];

const WHITE = rgba('#ffffff');

/** A `size`-pixel square logo, painted pixel by pixel, as raw RGBA for sharp to encode. */
function painted(size: number, paint: (x: number, y: number) => Rgba) {
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) data.set(paint(x, y), (y * size + x) * 4);
  return sharp(data, { raw: { width: size, height: size, channels: 4 } });
}

/** A box from `from` to `to` (pixels, both ends included on the left, excluded on the right). */
const inBox = (x: number, y: number, from: number, to: number) => x >= from && x < to && y >= from && y < to;

/** Terracotta in the middle, a smaller blue stripe, black lettering, on white: 120 px, shrunk to 64 on reading. */
const terracottaLogo = () =>
  painted(120, (x, y) =>
    inBox(x, y, 20, 80)
      ? rgba('#a8432c')
      : y >= 100 && y < 110
        ? rgba('#1c4ea3')
        : y >= 85 && y < 95
          ? rgba('#111111')
          : WHITE,
  );

const brandOf = async (bytes: Buffer) => {
  const answer = await brandFromLogo(bytes);
  assert.ok('brand' in answer, JSON.stringify(answer));
  return answer as { brand: string; note?: string };
};

const formats = suite('brandFromLogo: the most used colour, whatever the file');

formats('a PNG: the terracotta, not the white, the black or the smaller blue', async () => {
  const answer = await brandOf(await terracottaLogo().png().toBuffer());
  assert.is(answer.brand, '#a8432c');
  assert.is(answer.note, undefined);
});

formats('a JPEG: its noise counts with the colour', async () => {
  const { brand } = await brandOf(await terracottaLogo().jpeg({ quality: 70 }).toBuffer());
  assert.ok(oklabDistance(brand, '#a8432c') < 0.03, brand);
});

formats('a WebP', async () => {
  const { brand } = await brandOf(await terracottaLogo().webp({ lossless: true }).toBuffer());
  assert.is(brand, '#a8432c');
});

formats('an SVG, drawn and then counted', async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
    <rect width="200" height="100" fill="#fff"/>
    <circle cx="50" cy="50" r="45" fill="#2f6b5a"/>
    <text x="100" y="60" font-size="30" fill="#222">Café</text>
  </svg>`;
  const { brand } = await brandOf(Buffer.from(svg));
  assert.ok(oklabDistance(brand, '#2f6b5a') < 0.02, brand);
});

formats('a transparent PNG: the hidden colour of its clear pixels does not count', async () => {
  // The clear pixels hold a bright red no one sees; the mark is a smaller blue.
  const png = await painted(64, (x, y) => (inBox(x, y, 24, 40) ? rgba('#1c4ea3') : rgba('#ff0000', 0)))
    .png()
    .toBuffer();
  assert.is((await brandOf(png)).brand, '#1c4ea3');
});

const fallbacks = suite('brandFromLogo: logos with no middle colour');

fallbacks('a grey logo gives no colour, and says the current one stays', async () => {
  const png = await painted(64, (x, y) =>
    inBox(x, y, 10, 30) ? rgba('#111111') : inBox(x, y, 34, 60) ? rgba('#808080') : rgba('#f4f4f0'),
  )
    .png()
    .toBuffer();
  assert.equal(await brandFromLogo(png), { message: say.logoNoColour });
});

fallbacks('a logo only in near-black colours takes the darkest of them', async () => {
  const png = await painted(64, (x, y) =>
    inBox(x, y, 4, 44) ? rgba('#0b1026') : inBox(x, y, 48, 60) ? rgba('#200808') : WHITE,
  )
    .png()
    .toBuffer();
  assert.is((await brandOf(png)).brand, '#200808');
});

fallbacks('a file that is no picture is refused in one line', async () => {
  assert.equal(await brandFromLogo(Buffer.from('not a picture at all')), { message: say.logoUnreadable });
  assert.equal(await brandFromLogo(Buffer.alloc(0)), { message: say.logoUnreadable });
});

const contrast = suite('brandFromLogo: the theme keeps text in it readable');

contrast('a pale yellow logo comes with a note naming the darker shade text uses', async () => {
  const png = await painted(64, (x, y) => (inBox(x, y, 8, 56) ? rgba('#f7e08a') : WHITE))
    .png()
    .toBuffer();
  const answer = await brandOf(png);
  assert.is(answer.brand, '#f7e08a');
  const shade = deriveTheme(themeChoices({ brand: '#f7e08a' })!).light.colors.primary;
  assert.is.not(shade, '#f7e08a');
  assert.is(answer.note, say.logoTooPale('#f7e08a', shade));
  assert.match(answer.note!, /too pale for text/);
});

contrast('a pastel on white, the only colour there is, is suggested with its note', async () => {
  const png = await painted(64, (x, y) => (inBox(x, y, 8, 56) ? rgba('#fff6d5') : WHITE))
    .png()
    .toBuffer();
  const answer = await brandOf(png);
  assert.is(answer.brand, '#fff6d5');
  assert.ok(answer.note);
});

formats.run();
fallbacks.run();
contrast.run();
