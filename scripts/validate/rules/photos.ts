import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isPhotoPath, photoInfo, UnreadablePhoto, type PhotoInfo } from '../../images/photo-info.ts';
import { slotsAt, slotWidths } from '../../images/picture-places.ts';
import { ruleMessages } from '../messages.ts';
import { displayPath } from '../problem.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Every photo (JPEG, PNG, WebP) a picture path names is one sharp can read: the build makes each
 * into smaller files, and a broken one would stop it halfway. A photo narrower than the widest
 * file its places ask for (site/ui/picture-slots.ts) still builds, with a warning: it will look
 * soft there. A missing file is media-exist's to report.
 */
export const photos: Rule = async ({ dir, references, photoCacheDir }) => {
  const found = [...references].flatMap(([key, refs]) => refs.filter((r) => r.format === 'kiln-image' && isPhotoPath(r.value)).map((r) => ({ key, ...r })));
  // Each file once, side by side (a new one is decoded), however many places name it.
  const paths = [...new Set(found.map((r) => join(dir, r.value)))];
  const infos = new Map(await Promise.all(paths.map(async (path) => [path, await readPhoto(path, photoCacheDir)] as const)));

  const findings: RuleFinding[] = [];
  for (const { key, pointer, value } of found) {
    const path = join(dir, value);
    const info = infos.get(path);
    if (info instanceof UnreadablePhoto) {
      findings.push({ key, pointer, message: ruleMessages.photoUnreadable(displayPath(path), info.message) });
    } else if (info && !info.animated) {
      const needed = Math.max(0, ...slotWidths(slotsAt(key, pointer) ?? []));
      if (info.width < needed) findings.push({ key, pointer, message: ruleMessages.photoTooSmall(displayPath(path), info.width, needed), warning: true });
    }
  }
  return findings;
};

/** What the photo is, why sharp cannot read it, or nothing when there is no such file. */
async function readPhoto(path: string, cacheDir: string | undefined): Promise<PhotoInfo | UnreadablePhoto | undefined> {
  if (!(await stat(path).then((s) => s.isFile(), () => false))) return undefined;
  try {
    return await photoInfo(path, cacheDir);
  } catch (error) {
    if (error instanceof UnreadablePhoto) return error;
    throw error;
  }
}
