import { join } from 'node:path';
import { isPhotoPath, photoInfo, TooManyPixels, UnreadablePhoto, type PhotoInfo } from '../../images/photo-info.ts';
import { coverSize, MAX_DRAWN_SIDE, MAX_ENCODED_SIDE, MAX_PIXELS } from '../../images/picture-limits.ts';
import { isAtPlace, slotsAt, slotWidths, widestFile } from '../../images/picture-places.ts';
import { isDrawingPath, servedDrawing } from '../../images/served-drawing.ts';
import { SHARE_IMAGE_SIZE, SHARE_PICTURE_PLACES } from '../../seo/share-images.ts';
import { APP_ICON_PLACE } from '../../pwa/app-icons.ts';
import { ruleMessages } from '../validation-messages.ts';
import { displayPath } from '../display-path.ts';
import { mediaLook } from './media-exist.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Every picture sharp opens in the build is one it can: each photo (JPEG, PNG, WebP) a picture
 * path names, which the build makes into smaller files, and each share picture (any kind,
 * SVG included), which it draws 1200 × 630 for link previews. A broken one, one of more pixels
 * than sharp opens, a photo whose files AVIF and WebP could not hold, or a share picture too long
 * and thin to draw would otherwise stop the build halfway. The logo is opened so too: the app's
 * icons are drawn from it (scripts/pwa/app-icons.ts). A photo narrower than the widest file
 * its places ask for (site/ui/picture-slots.ts) still builds, with a warning: it will look soft
 * there. One finding per place at most: a file missing or outside its folder is media-exist's to
 * report, and a drawing that is no SVG at all drawings' (rules/drawings.ts).
 */
export const photos: Rule = async (context) => {
  const { dir, references, photoCacheDir } = context;
  const found = [...references].flatMap(([key, refs]) =>
    refs.flatMap((r) => {
      if (r.format !== 'kiln-image') return [];
      const share = SHARE_PICTURE_PLACES.some((place) => isAtPlace(place, key, r.pointer));
      const icon = isAtPlace(APP_ICON_PLACE, key, r.pointer);
      const slots = isPhotoPath(r.value) ? (slotsAt(key, r.pointer) ?? []) : [];
      return share || icon || isPhotoPath(r.value)
        ? [{ key, pointer: r.pointer, path: join(dir, r.value), share, icon, slots }]
        : [];
    }),
  );
  // Each file once, side by side (a new one is decoded), however many places name it.
  const paths = [...new Set(found.map((r) => r.path))];
  const look = mediaLook(context);
  const infos = new Map(
    await Promise.all(paths.map(async (path) => [path, await readPicture(path, look, photoCacheDir)] as const)),
  );
  // A photo is made into files once, in the widths all its places need (as responsive-photos.ts does).
  const wanted = new Map<string, number[]>();
  for (const { path, slots } of found) wanted.set(path, [...(wanted.get(path) ?? []), ...slotWidths(slots)]);

  const findings: RuleFinding[] = [];
  for (const { key, pointer, path, share, icon, slots } of found) {
    const problem = pictureProblem(
      path,
      infos.get(path),
      share ? 'share' : icon ? 'icon' : undefined,
      [...new Set(wanted.get(path))].sort((a, b) => a - b),
    );
    if (problem) findings.push({ key, pointer, message: problem });
    else {
      const info = infos.get(path);
      const needed = Math.max(0, ...slotWidths(slots));
      if (info && !(info instanceof UnreadablePhoto) && !info.animated && info.width < needed) {
        findings.push({
          key,
          pointer,
          message: ruleMessages.photoTooSmall(displayPath(path), info.width, needed),
          warning: true,
        });
      }
    }
  }
  return findings;
};

/** Why sharp could not do with the picture at `path` what the build asks of it, if it could not. */
function pictureProblem(
  path: string,
  info: PhotoInfo | UnreadablePhoto | undefined,
  drawnAs: 'share' | 'icon' | undefined,
  wanted: number[],
): string | undefined {
  const share = drawnAs === 'share';
  if (!info) return undefined;
  const shown = displayPath(path);
  const size = info instanceof UnreadablePhoto ? info.size : info;
  const drawn = size && coverSize(size, SHARE_IMAGE_SIZE);
  // First what the size alone rules out: sharp's own reason for a picture it could not read is then most likely this.
  if (info instanceof TooManyPixels) return ruleMessages.pictureTooManyPixels(shown, info.size, MAX_PIXELS);
  if (share && size && drawn && Math.max(drawn.width, drawn.height) > MAX_DRAWN_SIDE)
    return ruleMessages.shareTooLong(shown, size, SHARE_IMAGE_SIZE, drawn, MAX_DRAWN_SIDE);
  if (info instanceof UnreadablePhoto)
    return drawnAs === 'icon'
      ? ruleMessages.iconUnreadable(shown, info.message, isDrawingPath(path))
      : isPhotoPath(path)
        ? ruleMessages.photoUnreadable(shown, info.message)
        : ruleMessages.shareUnreadable(shown, info.message, isDrawingPath(path));
  if (wanted.length && !info.animated) {
    const file = widestFile(wanted, info);
    if (Math.max(file.width, file.height) > MAX_ENCODED_SIDE)
      return ruleMessages.photoTooLong(shown, info, file, MAX_ENCODED_SIDE);
  }
  return undefined;
}

/**
 * What the picture is, why sharp cannot read it, or nothing when there is no such file, it lies
 * outside catalog/images/, or it is a drawing no browser would show (other rules report those).
 */
async function readPicture(
  path: string,
  look: ReturnType<typeof mediaLook>,
  cacheDir: string | undefined,
): Promise<PhotoInfo | UnreadablePhoto | undefined> {
  if ((await look('kiln-image', path)) !== 'ok') return undefined;
  if (
    isDrawingPath(path) &&
    !(await servedDrawing(path, cacheDir).then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  try {
    return await photoInfo(path, cacheDir);
  } catch (error) {
    if (error instanceof UnreadablePhoto) return error;
    throw error;
  }
}
