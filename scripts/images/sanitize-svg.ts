import type { Config, DOMPurify } from 'dompurify';
import { readFile } from 'node:fs/promises';
import { projectFile } from '../project-dir.ts';
import { parserReason, rootVerdict, UnreadableDrawing } from './drawing-verdict.ts';

export { UnreadableDrawing };

/** The little of a DOM this module touches; scripts/ is compiled without the DOM's types. */
interface XmlNode {
  readonly localName: string | null;
  readonly namespaceURI: string | null;
  readonly prefix: string | null;
  readonly textContent: string | null;
}
interface XmlWindow {
  DOMParser: new () => { parseFromString(text: string, type: 'image/svg+xml'): { documentElement: XmlNode | null } };
  XMLSerializer: new () => { serializeToString(node: XmlNode): string };
}
interface Purifier {
  window: XmlWindow;
  purify: DOMPurify;
}

/**
 * What a drawing keeps: DOMPurify's SVG profile (shapes, text, gradients, filters, styles and
 * links to web pages), which leaves out scripts, event handlers (onload, onclick…),
 * javascript: links, <foreignObject> (HTML inside a drawing), and <animate>/<set> (which can
 * write a link). <use> is kept for a shape drawn again from inside the same file, as drawing
 * programs write (the `use` hook below): DOMPurify leaves it out as it could fetch another file.
 * An element left out goes with what is inside it, as a browser draws nothing inside an element
 * it does not know (a drawing program's private data, say).
 */
const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  KEEP_CONTENT: false,
  IN_PLACE: true,
} satisfies Config;

let purifier: Promise<Purifier> | undefined;

/**
 * A DOM (jsdom: DOMPurify's makers ask for it on a server, and say other DOMs are not safe) and
 * DOMPurify on it, loaded on first use: jsdom takes a good half second to load, which only a
 * build meeting a drawing not sanitized before pays, in a thread of its own (sanitize-worker.ts;
 * served-drawing.ts keeps what it made).
 */
async function loadPurifier(): Promise<Purifier> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as never);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (
      (node as unknown as XmlNode).localName === 'use' &&
      (data.attrName === 'href' || data.attrName === 'xlink:href') &&
      !data.attrValue.startsWith('#')
    )
      data.keepAttr = false;
  });
  return { window: window as unknown as XmlWindow, purify };
}

/**
 * The versions of DOMPurify and jsdom, which say what sanitizeSvg removes, read from their
 * package.json: loading them to ask would cost a build that sanitizes nothing new.
 */
export async function purifierVersions(): Promise<string> {
  const version = (name: string) =>
    readFile(projectFile('node_modules', name, 'package.json'), 'utf8').then(
      (text) => `${name} ${(JSON.parse(text) as { version: string }).version}`,
    );
  return (await Promise.all(['dompurify', 'jsdom'].map(version))).join(', ');
}

/**
 * The drawing `svg` as a browser reads an .svg file (XML, as UTF-8), without anything that runs
 * or fetches code, serialized again. Throws UnreadableDrawing for text a browser would show
 * nothing of.
 */
export async function sanitizeSvg(svg: string): Promise<string> {
  const { window, purify } = await (purifier ??= loadPurifier());
  const root = new window.DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  if (root?.localName === 'parsererror') throw new UnreadableDrawing(parserReason(root.textContent ?? ''));
  const refused = rootVerdict(root?.localName, root?.namespaceURI ?? null, root?.prefix ?? null);
  if (refused || !root) throw refused;
  purify.sanitize(root as never, CONFIG);
  // Without what came before the root (an XML declaration, a comment, a DOCTYPE whose entities are
  // now written out); ended by a line break, as text files are.
  return `${new window.XMLSerializer().serializeToString(root)}\n`;
}
