import { SaxesParser } from 'saxes';

/**
 * An SVG file that is no drawing a browser would show: not well-formed XML (with the parser's
 * reason and place), or not an <svg> in the SVG namespace.
 */
export class UnreadableDrawing extends Error {}

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Why `svg` is no drawing a browser would show, or undefined when it is one: the verdict of
 * sanitize-svg.ts, which parses with jsdom, reached without loading jsdom (half a second), so
 * validation never waits for it. jsdom's XML parser is saxes, run here as jsdom runs it (its
 * options, and the entities a DOCTYPE declares), so the reasons and places are the same words;
 * a unit test holds the two to the same verdicts.
 */
export function drawingVerdict(svg: string): UnreadableDrawing | undefined {
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: '1.0', forceXMLVersion: true });
  let root: { local: string; uri: string; prefix: string } | undefined;
  parser.on('opentag', (tag) => {
    root ??= { local: tag.local, uri: tag.uri, prefix: tag.prefix };
  });
  // jsdom's own addition to saxes (browser/parser/xml.js): a DOCTYPE's entities, as Illustrator writes them.
  parser.on('doctype', (doctype) => {
    for (const [, name, value] of doctype.matchAll(/<!ENTITY ([^ ]+) "([^"]+)">/g))
      if (!(name! in parser.ENTITIES)) parser.ENTITIES[name!] = value!;
  });
  try {
    parser.write(svg).close();
  } catch (error) {
    return new UnreadableDrawing(parserReason((error as Error).message));
  }
  return rootVerdict(root?.local, root?.uri || null, root?.prefix || null);
}

/**
 * Whether a document whose root element is `localName` in `namespaceURI` is an SVG drawing. A
 * prefixed root (<svg:svg>) is one, but DOMPurify cannot sanitize it in place: it is refused, with
 * how to write it.
 */
export function rootVerdict(
  localName: string | null | undefined,
  namespaceURI: string | null,
  prefix: string | null,
): UnreadableDrawing | undefined {
  if (localName === 'svg' && namespaceURI === SVG_NAMESPACE && !prefix) return undefined;
  if (localName === 'svg' && namespaceURI === SVG_NAMESPACE)
    return new UnreadableDrawing(`its root is <${prefix}:svg>: write it as <svg xmlns="${SVG_NAMESPACE}">`);
  return new UnreadableDrawing(
    localName === 'svg'
      ? `its <svg> lacks xmlns="${SVG_NAMESPACE}"`
      : `it is a <${localName}> document, not an <svg> drawing`,
  );
}

/** saxes' "1:17: text data outside of root node." as "line 1, column 17: text data outside of root node". */
export function parserReason(text: string): string {
  const found = /^(\d+):(\d+): (.*?)\.?$/s.exec(text.trim());
  return found ? `line ${found[1]}, column ${found[2]}: ${found[3]}` : text.trim();
}
