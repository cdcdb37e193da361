import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { MEDIA_FOLDERS, type MediaFormat } from '../formats.ts';
import { ruleMessages } from '../validation-messages.ts';
import { displayPath } from '../display-path.ts';
import type { Rule, RuleContext, RuleFinding } from './rule.ts';

const say = {
  'kiln-image': { missing: ruleMessages.imageNotFound, outside: ruleMessages.imageOutsideFolder },
  'kiln-video': { missing: ruleMessages.videoNotFound, outside: ruleMessages.videoOutsideFolder },
} satisfies Record<MediaFormat, unknown>;

const isMediaFormat = (format: string): format is MediaFormat => format in MEDIA_FOLDERS;

/**
 * Every picture ("kiln-image") and video ("kiln-video") path names a file that exists in its
 * folder (catalog/images/, catalog/videos/), and really lies there: a symlink out of the folder
 * would let a build copy any file on the machine into the site.
 */
export const mediaExist: Rule = async (context) => {
  const { dir, references } = context;
  const findings: RuleFinding[] = [];
  const look = mediaLook(context);
  const checks = [...references].flatMap(([key, refs]) =>
    refs.flatMap(({ format, pointer, value }) =>
      isMediaFormat(format) ? [{ key, pointer, format, path: join(dir, value) }] : [],
    ),
  );
  const verdicts = await Promise.all(checks.map(({ format, path }) => look(format, path)));
  checks.forEach(({ key, pointer, format, path }, i) => {
    if (verdicts[i] === 'missing') findings.push({ key, pointer, message: say[format].missing(displayPath(path)) });
    else if (verdicts[i] === 'outside')
      findings.push({ key, pointer, message: say[format].outside(displayPath(path)) });
  });
  return findings;
};

type MediaLook = (format: MediaFormat, path: string) => Promise<'missing' | 'outside' | 'ok'>;

/** One look per validation (its context), whichever rule asks first. */
const lookers = new WeakMap<RuleContext, MediaLook>();

/**
 * Whether a media file of the catalogue is there, and inside its folder: the only files other
 * rules may open (a picture that is a symlink to /etc/passwd is reported, never read).
 */
export function mediaLook(context: RuleContext): MediaLook {
  let look = lookers.get(context);
  if (!look) lookers.set(context, (look = newMediaLook(context.dir)));
  return look;
}

function newMediaLook(dir: string): MediaLook {
  // Resolved too, so a catalogue (or media folder) reached through a symlink compares like with like.
  const folders = new Map<MediaFormat, Promise<string | undefined>>();
  const folder = (format: MediaFormat) => {
    let found = folders.get(format);
    if (!found) folders.set(format, (found = realpath(join(dir, MEDIA_FOLDERS[format].folder)).catch(() => undefined)));
    return found;
  };
  // Each file is looked at once however many places show it, and all of them at once: a catalogue
  // names the same pictures many times, and one look after another kept validation waiting on the disk.
  const looks = new Map<string, Promise<'missing' | 'outside' | 'ok'>>();
  return (format, path) => {
    const id = `${format} ${path}`;
    let found = looks.get(id);
    if (!found) {
      found = stat(path).then(
        async (s) => {
          if (!s.isFile()) return 'missing';
          const inside = await folder(format);
          return inside === undefined || !isInside(await realpath(path), inside) ? 'outside' : 'ok';
        },
        () => 'missing' as const,
      );
      looks.set(id, found);
    }
    return found;
  };
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && rel.split(sep)[0] !== '..' && !isAbsolute(rel);
}
