import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { IMAGE_FOLDER } from '../formats.ts';
import { ruleMessages } from '../messages.ts';
import { displayPath } from '../problem.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Every "format": "kiln-image" path names a file that exists in catalog/images/, and really lies
 * there: a symlink out of the folder would let a build copy any file on the machine into the site.
 */
export const imagesExist: Rule = async ({ dir, references }) => {
  const findings: RuleFinding[] = [];
  // Resolved too, so a catalogue (or images folder) reached through a symlink compares like with like.
  const folder = await realpath(join(dir, IMAGE_FOLDER)).catch(() => undefined);
  for (const [key, refs] of references) {
    for (const { format, pointer, value } of refs) {
      if (format !== 'kiln-image') continue;
      const path = join(dir, value);
      const isFile = await stat(path).then((s) => s.isFile(), () => false);
      if (!isFile) {
        findings.push({ key, pointer, message: ruleMessages.imageNotFound(displayPath(path)) });
      } else if (folder === undefined || !isInside(await realpath(path), folder)) {
        findings.push({ key, pointer, message: ruleMessages.imageOutsideFolder(displayPath(path)) });
      }
    }
  }
  return findings;
};

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && rel.split(sep)[0] !== '..' && !isAbsolute(rel);
}
