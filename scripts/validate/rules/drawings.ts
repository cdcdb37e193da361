import { join } from 'node:path';
import { UnreadableDrawing } from '../../images/sanitize-svg.ts';
import { isDrawingPath, servedDrawing } from '../../images/served-drawing.ts';
import { ruleMessages } from '../validation-messages.ts';
import { displayPath } from '../display-path.ts';
import { mediaLook } from './media-exist.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Every drawing (SVG) a picture path names is one a browser shows: well-formed XML with an <svg>
 * root in the SVG namespace. The site serves a sanitized copy of each, made here and kept in the
 * cache (scripts/images/served-drawing.ts), so a build never meets one it cannot make. A file
 * missing or outside catalog/images/ is media-exist's to report, and never read here.
 */
export const drawings: Rule = async (context) => {
  const { dir, references, photoCacheDir } = context;
  const found = [...references].flatMap(([key, refs]) =>
    refs.filter((r) => r.format === 'kiln-image' && isDrawingPath(r.value)).map((r) => ({ key, ...r })),
  );
  const paths = [...new Set(found.map((r) => join(dir, r.value)))];
  const look = mediaLook(context);
  const verdicts = new Map(
    await Promise.all(paths.map(async (path) => [path, await readDrawing(path, look, photoCacheDir)] as const)),
  );
  const findings: RuleFinding[] = [];
  for (const { key, pointer, value } of found) {
    const path = join(dir, value);
    const verdict = verdicts.get(path);
    if (verdict instanceof UnreadableDrawing)
      findings.push({ key, pointer, message: ruleMessages.drawingUnreadable(displayPath(path), verdict.message) });
  }
  return findings;
};

async function readDrawing(
  path: string,
  look: ReturnType<typeof mediaLook>,
  cacheDir: string | undefined,
): Promise<UnreadableDrawing | undefined> {
  if ((await look('kiln-image', path)) !== 'ok') return undefined;
  try {
    await servedDrawing(path, cacheDir);
    return undefined;
  } catch (error) {
    if (error instanceof UnreadableDrawing) return error;
    throw error;
  }
}
