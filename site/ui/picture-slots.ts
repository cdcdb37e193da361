import type { CatalogKey } from '../core/catalog/catalog-keys.ts';

/**
 * Where the site shows a catalogue photo, and how wide: the `sizes` a browser reads before it
 * knows the layout (so it must agree with the component's CSS, roughly: a little too wide costs
 * bytes, a little too narrow costs sharpness), and the widths the build makes for it. Widths
 * cover a phone (about 360 CSS px wide) and the desktop layout at 1× and 2× pixel density; they
 * come from one short ladder (160, 200, 240, 400, 800, 1200, 1600) so a photo shown in several
 * places needs few files. The widest is also what `kiln validate` expects a photo to have.
 */
export interface PictureSlot {
  sizes: string;
  widths: readonly number[];
}

export const PICTURE_SLOTS = {
  /** Half the page beside text on a desktop, the whole width on a phone: the home hero, About's story, a call-to-action band, contact, coming soon. */
  feature: { sizes: '(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw', widths: [400, 800, 1200] },
  /** Beside an intro (careers, crash course): at most 360 px, 320 px on a phone. */
  intro: { sizes: '(max-width: 700px) 320px, 360px', widths: [400, 800] },
  /** A dish's photo beside its name: 64 px, one WebP file (the menu page is near its 14 KiB). */
  dishPhoto: { sizes: '64px', widths: [160] },
  /** A menu tab's picture: 200 px, 96 px on a phone. */
  menuHead: { sizes: '(max-width: 560px) 96px, 200px', widths: [200, 400] },
  /** A package tab's picture: 280 px, up to 320 px on a phone. */
  packageHead: { sizes: '(max-width: 700px) 320px, 280px', widths: [400, 800] },
  /** A card in a grid (events, offers, pottery steps, the store): three or four abreast, one on a phone. */
  card: { sizes: '(min-width: 1024px) 400px, (min-width: 700px) 50vw, 100vw', widths: [400, 800, 1200] },
  /** A past event's thumbnail: 140 px, 88 px on a phone. */
  pastEvent: { sizes: '(max-width: 520px) 88px, 140px', widths: [160, 400] },
  /** The gallery's grid on the home page: three or four abreast (a phone's home view shows a carousel instead). */
  galleryGrid: { sizes: '(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw', widths: [400, 800] },
  /** The /gallery page's grid: on a phone each photo is a 112 px thumbnail in a card. */
  galleryCards: { sizes: '(min-width: 1024px) 280px, (min-width: 768px) 33vw, 112px', widths: [240, 400, 800] },
  /** The gallery's lightbox: up to 880 px, the screen's width on a phone. */
  lightbox: { sizes: '(min-width: 912px) 880px, 100vw', widths: [800, 1200, 1600] },
  /** The phone's home view carousel: a slide is 86% of the screen. */
  carousel: { sizes: '86vw', widths: [400, 800, 1200] },
  /** A community post's square tile: three abreast, two, then one on a phone. */
  hubTile: { sizes: '(min-width: 901px) 370px, (min-width: 481px) 50vw, 100vw', widths: [400, 800, 1200] },
  /** A community post opened: half a 920 px dialog, the screen's width on a phone. */
  hubDetail: { sizes: '(min-width: 721px) 480px, 100vw', widths: [400, 800, 1200] },
  /** A community post in the Dashboard view's list: 56 px. */
  postThumb: { sizes: '56px', widths: [160] },
  /** A press logo: 200 px. */
  pressLogo: { sizes: '200px', widths: [240, 400] },
  /** A listed product's picture on its page: beside the details on a desktop, the whole width on a phone. */
  productMain: { sizes: '(min-width: 900px) 570px, 100vw', widths: [400, 800, 1200] },
  /** A listed product's thumbnail under its picture: 72 px. */
  productThumb: { sizes: '72px', widths: [160] },
} as const satisfies Record<string, PictureSlot>;

export type PictureSlotName = keyof typeof PICTURE_SLOTS;

/** A cart line's picture is 72 px: a menu or package photo goes in the cart as its file at least twice that wide. */
export const CART_PICTURE_WIDTH = 144;

/** A catalogue field that holds pictures: a JSON pointer whose `*` stands for any one key or index. */
export interface PicturePlace {
  file: CatalogKey;
  pointer: string;
  /** The slots its pictures are shown in; none when no page shows it as a photo. */
  slots: readonly PictureSlotName[];
}

/**
 * Every picture field of the catalogue and where the site shows it: the build makes each photo
 * in the widths its slots need, and validation warns when it is too small for the widest.
 * tests/unit/images/picture-places.test.ts checks every picture in the sample has its place here.
 */
export const PICTURE_PLACES: readonly PicturePlace[] = [
  { file: 'home', pointer: '/hero/picture/src', slots: ['feature'] },
  { file: 'about', pointer: '/story/picture/src', slots: ['feature'] },
  { file: 'about', pointer: '/concept/picture/src', slots: ['feature'] },
  { file: 'pottery', pointer: '/hero/picture/src', slots: ['feature'] },
  { file: 'pottery', pointer: '/features/items/*/picture/src', slots: ['card'] },
  { file: 'contact', pointer: '/illustration/src', slots: ['feature'] },
  { file: 'comingSoon', pointer: '/pages/*/illustration/src', slots: ['feature'] },
  { file: 'contentPages', pointer: '/pages/*/sections/*/image/src', slots: ['feature'] },
  { file: 'careers', pointer: '/image/src', slots: ['intro'] },
  { file: 'crashCourse', pointer: '/image/src', slots: ['intro'] },
  { file: 'menu', pointer: '/categories/*/image/src', slots: ['menuHead'] },
  { file: 'menu', pointer: '/categories/*/items/*/photo/src', slots: ['dishPhoto'] },
  { file: 'menu', pointer: '/categories/*/sections/*/items/*/photo/src', slots: ['dishPhoto'] },
  { file: 'packages', pointer: '/groups/*/image/src', slots: ['packageHead'] },
  { file: 'offers', pointer: '/items/*/image/src', slots: ['card'] },
  // Upcoming events are cards; once their day has passed, a row with a thumbnail.
  { file: 'events', pointer: '/events/*/image/src', slots: ['card', 'pastEvent'] },
  { file: 'gallery', pointer: '/photos/*/picture/src', slots: ['galleryGrid', 'galleryCards', 'lightbox', 'carousel'] },
  { file: 'hubs', pointer: '/posts/*/src', slots: ['hubTile', 'hubDetail', 'postThumb'] },
  { file: 'press', pointer: '/logos/*/picture/src', slots: ['pressLogo'] },
  { file: 'store', pointer: '/products/*/picture/src', slots: ['card', 'productMain', 'productThumb'] },
  { file: 'store', pointer: '/products/*/pictures/*/src', slots: ['productMain', 'productThumb'] },
  // Not shown as photos: the logo is the favicon and the header's mark, share pictures are made
  // for link previews (scripts/seo/), and the emulator's products are served by the store API.
  { file: 'site', pointer: '/logo/src', slots: [] },
  { file: 'site', pointer: '/shareImage/src', slots: [] },
  { file: 'pages', pointer: '/routes/*/shareImage/src', slots: [] },
  { file: 'store', pointer: '/emulator/products/*/images/*/src', slots: [] },
  { file: 'store', pointer: '/emulator/products/*/variants/*/image', slots: [] },
];
