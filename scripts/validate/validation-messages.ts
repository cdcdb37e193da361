import type { UrlFault } from './formats.ts';
import {
  inUnit,
  isPriceUnit,
  LIKELY_TYPED_IN_RUPEES_BELOW,
  meantAmount,
  showAmount,
  type PriceUnit,
} from '../../site/core/commerce/price-units.ts';

/**
 * Every message `kiln validate` prints, in one place. They are read by staff who edit JSON, not
 * by programmers: each says what is wrong and what is expected, in one line, without jargon.
 * The printer puts the file, line, column and JSON pointer in front of them.
 */

/** A short, quoted preview of a value for "…, got X". */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const text = JSON.stringify(value);
    return text.length > 48 ? `${text.slice(0, 44)}…"` : text;
  }
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a { } block';
  return String(value);
}

/**
 * The first meaningful line of a reason another program gave (sharp, the disk, ajv), so a problem
 * stays one line: libvips can give two dozen, most of them "source: bad seek to 1024".
 */
export function oneLine(reason: string): string {
  const lines = reason.split(/\r?\n/).map((line) => line.replace(/:?\s*source: bad seek to \d+$/, '').trim());
  return lines.find((line) => line !== '') ?? '';
}

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
/**
 * librsvg's "Input buffer has corrupt header: glib: XML parse error: Error domain 1 code 26 on line
 * 1 column 78 of data: Entity 'nope' not defined" as "line 1, column 78: Entity 'nope' not defined".
 */
function xmlReason(reason: string): string {
  const found = /XML parse error: .*? on line (\d+) column (\d+) of data: (.*?)(?:, see \w+)?\.?$/.exec(reason);
  if (!found) return reason;
  // A billion laughs: libxml2 stops where it noticed, which is no place to look.
  if (found[3] === 'Maximum entity amplification factor exceeded')
    return 'its <!ENTITY> declarations expand to far too much text';
  return `line ${found[1]}, column ${found[2]}: ${found[3]}`;
}

/** A picture's size: "2,000,000 × 100 px". */
const pixels = ({ width, height }: { width: number; height: number }) =>
  `${width.toLocaleString('en')} × ${height.toLocaleString('en')} px`;

/** 268435456 → "268.5" (rounded by `round` to a tenth, so a picture just past the limit is never said to be at it). */
const megapixels = (count: number, round: (n: number) => number) => (round(count / 1e5) / 10).toLocaleString('en');

const got = (value: unknown) => `, got ${describeValue(value)}`;
const didYouMean = (suggestion: string | undefined) => (suggestion ? ` (did you mean "${suggestion}"?)` : '');

/** What each JSON type is called in a message. */
const TYPE_NAMES: Record<string, string> = {
  string: 'text in double quotes',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'a { } block',
  null: 'null',
};

/** Problems with a file as a whole. */
export const fileMessages = {
  folderMissing: 'catalogue folder not found (check --catalog)',
  olderShape:
    'is in an older shape: run "kiln migrate" to move it to today\'s (it keeps a copy of each file it changes)',
  missing: (schemaRef: string) => `file not found: every catalogue needs it (start with { "$schema": "${schemaRef}" })`,
  unreadable: (reason: string) => `could not be read: ${oneLine(reason)}`,
  schemaMissing: (dataFile: string) => `schema file not found: ${dataFile} is checked against it`,
  schemaInvalid: (reason: string) => `is not a valid JSON Schema: ${oneLine(reason)}`,
  notAnObject: 'must be a { } block at the top level',
  tooDeep: (limit: number) =>
    `nests blocks and lists more than ${limit} deep, which no catalogue file does: check the brackets`,
  /** A folder, a named pipe or a device (a shortcut to /dev/urandom) where a catalogue file belongs. */
  notAFile: (kind: string) =>
    `is a ${kind} (or a shortcut to one), not an ordinary file: a catalogue file must be a file of JSON text`,
  tooBig: (bytes: number, limit: number) =>
    `is ${megabytes(bytes)}, more than any catalogue file needs (at most ${megabytes(limit)}): check that it is the right file`,
  textTooLong: (length: number, limit: number) =>
    `is ${length} characters long, more than any text in a catalogue needs (at most ${limit}): check what was pasted here`,
} as const;

/** Broken JSON, keyed by jsonc-parser's error names (printParseErrorCode). */
export const syntaxMessages = {
  prefix: 'broken JSON: ',
  emptyFile: 'the file is empty (it needs at least { })',
  trailingComma: 'remove the comma before this closing bracket (JSON allows no comma after the last item)',
  unquotedName: 'field names must be written in double quotes, e.g. "name"',
  unexpectedText: (text: string) =>
    `unexpected "${text}": text must be in double quotes; other values are numbers, true, false or null`,
  /** "True", "FALSE", "Null", as Python and Excel write them. */
  capitalised: (text: string) => `unexpected "${text}": write ${text.toLowerCase()} in lowercase`,
  curlyQuotes: 'your editor put in curly quotes (“ ” or ‘ ’): JSON needs straight double quotes "',
  byCode: {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'this number is not written the JSON way (e.g. 290 or 12.5, no leading zeros)',
    PropertyNameExpected: 'expected a field name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected a colon (:) after the field name',
    CommaExpected: 'expected a comma',
    CommaExpectedInObject: 'expected a comma or closing brace',
    CommaExpectedInArray: 'expected a comma or closing bracket',
    CloseBraceExpected: 'expected a closing brace }',
    CloseBracketExpected: 'expected a closing bracket ]',
    EndOfFileExpected: 'unexpected text after the end of the data',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'this text is missing its closing double quote',
    UnexpectedEndOfNumber: 'this number ends too early',
    InvalidUnicode: 'invalid \\u escape (it needs four hex digits, e.g. \\u20b9)',
    InvalidEscapeCharacter: 'invalid backslash escape in text (write \\\\ for a backslash, \\" for a double quote)',
    InvalidCharacter: 'invalid character in text (tabs and line breaks inside text must be written \\t and \\n)',
  } as Record<string, string>,
};

/** Prices used as examples when what was written does not read as an amount. */
const EXAMPLE_AMOUNT: Record<PriceUnit, number> = { paise: 290, rupees: 1499, cents: 18 };

/** "₹290 is written 29000": how the price that `value` most likely meant is written in `unit`. */
function writtenAs(unit: PriceUnit, value: unknown): string {
  const amount = meantAmount(unit, value) ?? EXAMPLE_AMOUNT[unit];
  // Whole rupees cannot hold ₹1,499.55: say what it rounds to, not that it is written so.
  if (unit === 'rupees' && !Number.isInteger(amount))
    return `round ${showAmount(unit, amount)} to ${inUnit(unit, amount)}`;
  return `${showAmount(unit, amount)} is written ${inUnit(unit, amount)}`;
}

/** What a schema check found, by JSON Schema keyword. */
export const schemaMessages = {
  notAllowedHere: 'is not allowed here (this field cannot be combined with the others given beside it)',
  type: (expected: string[], value: unknown, unit?: string) => {
    const names = expected.map((t) => TYPE_NAMES[t] ?? t).join(' or ');
    if (isPriceUnit(unit) && expected.length === 1)
      return `must be ${names} of ${unit}${got(value)} (${writtenAs(unit, value)})`;
    return `must be ${names}${unit ? ` (${unit})` : ''}${got(value)}`;
  },
  required: (field: string) => `is missing the required field "${field}"`,
  unknownField: (suggestion: string | undefined, allowed: string[]) =>
    suggestion
      ? `is not a known field${didYouMean(suggestion)}`
      : `is not a known field${allowed.length ? `; allowed fields are: ${allowed.join(', ')}` : ''}`,
  enum: (allowed: unknown[], value: unknown) =>
    `must be one of: ${allowed.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(', ')}${got(value)}`,
  const: (expected: unknown, value: unknown) => `must be exactly ${JSON.stringify(expected)}${got(value)}`,
  minimum: (limit: number, value: unknown, unit?: string) =>
    `must be at least ${limit}${unit ? ` (${unit})` : ''}${got(value)}`,
  maximum: (limit: number, value: unknown, unit?: string) =>
    `must be at most ${limit}${unit ? ` (${unit})` : ''}${got(value)}`,
  exclusiveMinimum: (limit: number, value: unknown) => `must be more than ${limit}${got(value)}`,
  exclusiveMaximum: (limit: number, value: unknown) => `must be less than ${limit}${got(value)}`,
  minLength: (limit: number) => (limit === 1 ? 'must not be empty' : `must be at least ${limit} characters long`),
  maxLength: (limit: number, length: number) => `must be at most ${limit} characters long (it has ${length})`,
  minItems: (limit: number, count: number) =>
    `must list at least ${limit} item${limit === 1 ? '' : 's'}, found ${count}`,
  maxItems: (limit: number, count: number) =>
    `must list at most ${limit} item${limit === 1 ? '' : 's'}, found ${count}`,
  uniqueItems: (i: number, j: number) => `must not list the same thing twice (items ${j} and ${i} are equal)`,
  minProperties: (limit: number) => `must have at least ${limit} field${limit === 1 ? '' : 's'}`,
  pattern: (example: unknown, pattern: string, value: unknown) =>
    example === undefined
      ? `must match the pattern ${pattern}${got(value)}`
      : `must look like ${describeValue(example)}${got(value)}`,
  /** An id that fails its pattern (suggest-id.ts), with the id made from what was written when there is one. */
  id: (value: unknown, suggestion: string | undefined) =>
    suggestion
      ? `must be lowercase letters and digits joined by dashes${got(value)}${didYouMean(suggestion)}`
      : `must be lowercase letters and digits joined by dashes, like "peri-peri-fries"${got(value)}`,
  multipleOf: (n: number, value: unknown) => `must be a multiple of ${n}${got(value)}`,
  fieldName: (message: string) => `is not an allowed field name: it ${message}`,
  noShapeMatches: 'does not match any of the allowed shapes',
  severalShapesMatch: 'matches more than one of the allowed shapes; make it fit exactly one',
  /** Anything ajv reports that has no template of its own. */
  fallback: (ajvMessage: string) => ajvMessage,
};

/** Why an address was refused, said so a non-programmer knows what to change. */
function urlFaultReason(fault: UrlFault): string | undefined {
  switch (fault.kind) {
    case 'runsCode':
      return `${fault.scheme}: links are not allowed`;
    case 'otherScheme':
      return `${fault.scheme}: links are not allowed here`;
    case 'insecure':
      return 'plain http:// is not secure: write https://';
    case 'protocolRelative':
      return 'write https: before the //';
    case 'credentials':
      return 'leave out the user name and password before the @';
    case 'spaces':
      return 'remove the spaces and line breaks';
    case 'noDomain':
      return 'the address needs a full domain name, like example.com';
    case 'notAnAddress':
      return undefined; // the message itself says what an address looks like
  }
}
const why = (fault: UrlFault | undefined) => {
  const reason = fault && urlFaultReason(fault);
  return reason ? ` (${reason})` : '';
};

/** What schema-errors.ts found out about a value a format refused, to make its message sharper. */
export interface FormatHint {
  /** The value the writer most likely meant. */
  suggestion?: string;
  /** Why an address was refused. */
  fault?: UrlFault;
  /** A picture in images/ of a type no browser shows (HEIC, TIFF, PSD). */
  unshowable?: boolean;
}

/** Messages for the string formats, by format name. */
export const formatMessages: Record<string, (value: unknown, hint?: FormatHint) => string> = {
  date: (value) => `must be a real calendar date written YYYY-MM-DD, e.g. "2025-10-08"${got(value)}`,
  time: (value) => `must be a time written HH:MM, e.g. "18:30"${got(value)}`,
  email: (value) => `must be an email address like name@example.com${got(value)}`,
  'kiln-image': (value, hint) =>
    hint?.unshowable
      ? `must be an SVG, PNG, JPEG, WebP, AVIF or GIF picture${got(value)}: save it again as one of those (a photo as JPEG)`
      : `must be a picture in the catalog/images/ folder, written like "images/menu/cake.svg"${got(value)}${didYouMean(hint?.suggestion)}`,
  'kiln-video': (value) =>
    `must be an MP4 or WebM video in the catalog/videos/ folder, written like "videos/hubs/glaze-reveal.mp4"${got(value)}`,
  'kiln-route': (value, hint) =>
    `must be a page of this site (like "/menu", "/#faq" or "/product/<id>")${got(value)}${didYouMean(hint?.suggestion)}`,
  'kiln-https-url': (value, hint) =>
    `must be a full web address starting with https://${got(value)}${why(hint?.fault)}`,
  'kiln-whatsapp-url': (value, hint) =>
    `must be a WhatsApp chat link: https://wa.me/ then the number with country code, digits only, like "https://wa.me/919845012345"${got(value)}${why(hint?.fault)}`,
};
export const unknownFormat = (format: string, value: unknown) => `must be in the "${format}" format${got(value)}`;

/** Cross-file rules (scripts/validate/rules/). */
export const ruleMessages = {
  endsBeforeStart: (ends: string, starts: string) =>
    `${ends} is before the start, ${starts}, so it would never be shown; make it ${starts} or later`,
  duplicateId: (id: string, firstPointer: string) => `duplicate id "${id}" (first used at ${firstPointer})`,
  imageNotFound: (path: string) => `image file not found: ${path}`,
  imageOutsideFolder: (path: string) =>
    `picture file ${path} is a shortcut (symlink) to a file outside catalog/images/: copy the picture itself into catalog/images/`,
  photoUnreadable: (path: string, reason: string) =>
    `picture file ${path} cannot be read as a photo (${oneLine(reason)}): save it again as a JPEG, PNG or WebP`,
  /** Past sharp's limitInputPixels (scripts/images/picture-limits.ts). */
  pictureTooManyPixels: (path: string, size: { width: number; height: number }, limit: number) =>
    `picture file ${path} is ${pixels(size)} (${megapixels(size.width * size.height, Math.ceil)} megapixels), more than the ${megapixels(limit, Math.floor)} megapixels a picture may have: save it smaller`,
  /** A photo whose copies for the site would be taller (or wider) than AVIF and WebP allow. */
  photoTooLong: (
    path: string,
    size: { width: number; height: number },
    file: { width: number; height: number },
    limit: number,
  ) =>
    `picture file ${path} is ${pixels(size)}, too long and thin for the site: its copies would be ${pixels(file)}, more than the ${limit.toLocaleString('en')} px a side that AVIF and WebP allow: crop it`,
  /** A share picture sharp would have to draw too big to cut the link preview from its middle. */
  shareTooLong: (
    path: string,
    size: { width: number; height: number },
    box: { width: number; height: number },
    drawn: { width: number; height: number },
    limit: number,
  ) =>
    `picture file ${path} is ${pixels(size)}, too long and thin for a link preview: to cut ${pixels(box)} from its middle it would be drawn ${pixels(drawn)}, more than the ${limit.toLocaleString('en')} px a side that can be drawn: crop it or choose another picture`,
  shareUnreadable: (path: string, reason: string, drawing: boolean) =>
    `picture file ${path} cannot be drawn as a link preview (${xmlReason(oneLine(reason))}): ${drawing ? 'save it again as SVG from your drawing program' : 'save it again as a JPEG, PNG or WebP'}`,
  /** A logo sharp cannot draw the app's icons from (scripts/pwa/app-icons.ts). */
  iconUnreadable: (path: string, reason: string, drawing: boolean) =>
    `picture file ${path} cannot be drawn as the app's icons (${xmlReason(oneLine(reason))}): ${drawing ? 'save it again as SVG from your drawing program' : 'save it again as a JPEG, PNG or WebP'}`,
  /** An SVG that is not well-formed, or not an <svg> drawing (scripts/images/sanitize-svg.ts). */
  drawingUnreadable: (path: string, reason: string) =>
    `picture file ${path} is not an SVG drawing a browser can show (${oneLine(reason)}): save it again as SVG from your drawing program`,
  photoTooSmall: (path: string, width: number, needed: number) =>
    `${path} is ${width} px wide, but the site can show it ${needed} px wide (on sharp, high-density screens), where it will look soft: use a photo at least ${needed} px wide`,
  videoNotFound: (path: string) => `video file not found: ${path}`,
  videoOutsideFolder: (path: string) =>
    `video file ${path} is a shortcut (symlink) to a file outside catalog/videos/: copy the video itself into catalog/videos/`,
  routeWithoutMeta: (route: string) =>
    `has no entry for the page "${route}" (every page needs a title and description)`,
  duplicatePageMeta: (field: 'title' | 'description', value: string, firstPage: string) =>
    `is the same ${field} as "${firstPage}" has: "${value}" (every page needs its own, so search results and browser tabs tell them apart)`,
  metaForUnknownRoute: (route: string, suggestion: string | undefined) =>
    `is not a page of this site: "${route}"${didYouMean(suggestion)}`,
  schemaReference: (expected: string, value: unknown) =>
    `"$schema" must be "${expected}" so editors can check and autocomplete this file${value === undefined ? '' : got(value)}`,
  productNotFound: (id: string) => `links to a product that is not in store.json: "${id}"`,
  variantImageUnknown: (src: string, images: string[]) =>
    `is not one of this product's images: "${src}"${images.length ? ` (use one of: ${images.join(', ')})` : ''}`,
  variantOptionUnknown: (option: string, options: string[]) =>
    `names an option this product does not have: "${option}"${options.length ? ` (use one of: ${options.join(', ')})` : ''}`,
  /** A warning: 290 in menu.json is ₹2.90, most likely meant as ₹290. */
  priceNotWholeRupees: (paise: number) => {
    const meant = paise < LIKELY_TYPED_IN_RUPEES_BELOW ? paise : Math.floor(paise / 100);
    return `${paise} paise is ${showAmount('paise', paise / 100)}: menu prices are in paise, so ${showAmount('paise', meant)} is written ${inUnit('paise', meant)}`;
  },
  /** menu.json: a dish tagged as what its list says it is not, such as "non-veg" on the Veg list. */
  dietAgainstList: (tag: string, list: string) =>
    `"${tag}" does not belong on a dish in the ${list} list: move the dish to the other list, or remove the tag`,
  /** menu.json: a dish tagged both with and without meat, fish or egg ("vegan" and "egg"). */
  dietContradiction: (tag: string, other: string) =>
    `"${tag}" and "${other}" cannot both be true of one dish: remove the one that is wrong`,
  salePriceNotBelow: (price: number, value: unknown) =>
    `must be less than the regular "price" beside it (${price})${got(value)}`,
  /** An event whose endTime is its startTime: no length at all. */
  eventEndsAsItStarts: (time: string) =>
    `is the same as the start time (${time}): the event would last no time at all in guests' calendars: give the time it ends (an earlier time than the start means after midnight)`,
  /** A WhatsApp message with a placeholder its fill-in does not give, which would reach the café as written. */
  unknownPlaceholder: (unknown: readonly string[], known: readonly string[]) =>
    `${unknown.map((p) => `{${p}}`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not filled in here and would reach the café as written: this message knows ${known
      .map((p) => `{${p}}`)
      .join(', ')}`,
  /** A warning, printed before its place: `placeholder text left at catalog/home.json:4:12 /hero/heading`. */
  placeholderLeft: (kind: 'text' | 'picture') => `placeholder ${kind} left`,
  /** Half of a character that takes two (an emoji, say), which no page or link can carry. */
  brokenCharacter: (at: number) =>
    `has a broken character at position ${at} (half of an emoji or symbol, often left by copying and pasting): delete it and type the character again`,
  /** A warning: wa.me reads "9845012345" as a number in Iran (98). */
  whatsappWithoutCountryCode: (value: string, suggestion: string) =>
    `"${value}" seems to lack the country code, which wa.me needs: write it in front, e.g. India's 91: "${suggestion}"`,
  linkToAbsentPage: (link: string, file: string | undefined, own = false, fileThere = false) =>
    `links to "${link}", a page this catalogue does not have${
      file && fileThere
        ? ` (${file === 'store.json' ? 'list products in store.json' : `add it to ${file}`} to have it, or remove the link)`
        : file
          ? ` (add ${file} to have it, or remove the link)`
          : own
            ? ' (add a page at that address to content-pages.json, or remove the link)'
            : ' (remove the link)'
    }`,
  contentPathNotClean: (path: string) =>
    `"${path}" is not an address a page can have: write a slash, then small letters, digits and dashes, like "/catering"`,
  contentPathBuiltIn: (path: string) =>
    `"${path}" is the address of one of Kiln's own pages or files: choose another, like "/our-${path.split('/')[1] || 'page'}"`,
  contentPathTwice: (path: string) =>
    `"${path}" is the address of an earlier page in this file too: give each page its own`,
  anchorNotFound: (link: string, page: string, suggestion: string | undefined, anchors: readonly string[]) =>
    `links to a part of the page "${page}" that does not exist: "${link}"${
      suggestion ? didYouMean(suggestion) : ` (it has: ${anchors.map((a) => `#${a}`).join(', ')})`
    }`,
  /** A warning: JSON keeps the last of a field given twice, silently. */
  duplicateKey: (key: string, firstLine: number, line: number) =>
    `"${key}" is given twice in this block, on lines ${firstLine} and ${line}: only the last one counts, so delete the other`,
  /** A warning: `date` and `displayDate` name different days. */
  displayDateMismatch: (displayDate: string, date: string, dateInWords: string) =>
    `"${displayDate}" does not match the date ${date}, which is ${dateInWords}: correct whichever is wrong`,
  /** A warning: an event's `time` names other hours than its `startTime` and `endTime`. */
  eventTimeMismatch: (time: string, start: string, end: string) =>
    `"${time}" does not match the start and end times ${start}–${end} that guests' calendars get: correct whichever is wrong`,
  /** site.json "timeZone" that no browser knows (the schema checked its shape). */
  unknownTimeZone: (value: string, suggestion: string | undefined) =>
    `is not a time zone browsers know: "${value}"${didYouMean(suggestion)} (write the name phones list, e.g. "Asia/Kolkata" for India)`,
  /** A special day marked closed that also gives hours. */
  closedDayWithHours: (field: string) =>
    `is given on a day marked "closed": remove "${field}", or untick "closed" to give the day its own hours`,
  /** A special day whose hours end before they start (weekly hours may run past midnight; a special day's may not). */
  specialHoursReversed: (opens: string, closes: string) =>
    `must be later than "opens" (${opens}), got "${closes}": a special day's hours open and close on that date`,
  specialDayRepeated: (date: string, firstPointer: string) =>
    `${date} is already a special day (at ${firstPointer}): give each date once`,
};
