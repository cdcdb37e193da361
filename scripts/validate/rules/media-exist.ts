import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { MEDIA_FOLDERS, type MediaFormat } from '../formats.ts';
import { ruleMessages } from '../messages.ts';
import { displayPath } from '../problem.ts';
import type { Rule, RuleFinding } from './rule.ts';

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
export const mediaExist: Rule = async ({ dir, references }) => {
  const findings: RuleFinding[] = [];
  // Resolved too, so a catalogue (or media folder) reached through a symlink compares like with like.
  const folders = new Map<MediaFormat, string | undefined>();
  for (const format of Object.keys(MEDIA_FOLDERS) as MediaFormat[]) {
    folders.set(format, await realpath(join(dir, MEDIA_FOLDERS[format].folder)).catch(() => undefined));
  }
  // Each file is looked at once however many places show it, and all of them at once: a catalogue
  // names the same pictures many times, and one look after another kept validation waiting on the disk.
  const looks = new Map<string, Promise<'missing' | 'outside' | 'ok'>>();
  const look = (format: MediaFormat, path: string) => {
    const id = `${format} ${path}`;
    let found = looks.get(id);
    if (!found) {
      const folder = folders.get(format);
      found = stat(path).then(
        async (s) => (!s.isFile() ? 'missing' : folder === undefined || !isInside(await realpath(path), folder) ? 'outside' : 'ok'),
        () => 'missing' as const,
      );
      looks.set(id, found);
    }
    return found;
  };
  const checks = [...references].flatMap(([key, refs]) =>
    refs.flatMap(({ format, pointer, value }) => (isMediaFormat(format) ? [{ key, pointer, format, path: join(dir, value) }] : [])),
  );
  const verdicts = await Promise.all(checks.map(({ format, path }) => look(format, path)));
  checks.forEach(({ key, pointer, format, path }, i) => {
    if (verdicts[i] === 'missing') findings.push({ key, pointer, message: say[format].missing(displayPath(path)) });
    else if (verdicts[i] === 'outside') findings.push({ key, pointer, message: say[format].outside(displayPath(path)) });
  });
  return findings;
};

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && rel.split(sep)[0] !== '..' && !isAbsolute(rel);
}
