import type { CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import type { Problem } from '../../site/core/problems/problem.ts';
import type { LaunchLeft } from '../../editor/edit-protocol.ts';
import { count } from '../../editor/staff-words.ts';
import { ruleMessages } from '../validate/validation-messages.ts';

/** How many places of one kind the kit lists for a file before it says "and N more". */
export const PLACES_SHOWN = 3;

const PLACEHOLDER_WARNINGS = new Set([ruleMessages.placeholderLeft('text'), ruleMessages.placeholderLeft('picture')]);

/**
 * Whether a warning is validate's "photo too narrow for its place" (rules/photos.ts): read back
 * from its own message, and only when the message it would make from those parts is that one.
 */
export function isNarrowPhoto(p: Problem): boolean {
  const parts = p.warning && /^(.+) is (\d+) px wide, but the site can show it (\d+) px wide/.exec(p.message);
  return !!parts && ruleMessages.photoTooSmall(parts[1]!, Number(parts[2]), Number(parts[3])) === p.message;
}

/** Problems in groups by file, in the order the files first come. */
function byFile(found: readonly Problem[]): Map<string, Problem[]> {
  const groups = new Map<string, Problem[]>();
  for (const p of found) groups.set(p.file, [...(groups.get(p.file) ?? []), p]);
  return groups;
}

/**
 * What is left before going live, in staff words: first the problems that stop the build, then a
 * site address still missing, the placeholders `kiln init` left (one line a file, with a count and
 * the first few places), then each photo too narrow for its place. `keyOf` names the catalogue
 * file of a problem's file name; a problem outside the catalogue's files (a schema's) is counted
 * under site.json, where staff start.
 */
export function leftBeforeLive(
  { problems, warnings }: { problems: readonly Problem[]; warnings: readonly Problem[] },
  {
    keyOf,
    siteFile,
    addressMissing,
  }: { keyOf(file: string): CatalogKey | undefined; siteFile: string; addressMissing: boolean },
): LaunchLeft[] {
  const item = (kind: LaunchLeft['kind'], file: string, text: string, found: readonly Problem[]): LaunchLeft => {
    const places = [...new Set(found.map((p) => p.pointer))];
    const key = keyOf(file);
    return {
      kind,
      key: key ?? 'site',
      file: key ? file : siteFile,
      text,
      places: places.slice(0, PLACES_SHOWN),
      more: Math.max(0, places.length - PLACES_SHOWN),
    };
  };
  const left: LaunchLeft[] = [];
  for (const [file, found] of byFile(problems))
    left.push(
      item('problems', file, `${count(found.length, 'problem')} to fix: the site cannot be built until then`, found),
    );
  if (addressMissing)
    left.push({
      kind: 'address',
      key: 'site',
      file: siteFile,
      text: 'The site’s own address is not set yet: search engines, link previews and the menu’s QR codes need it',
      places: ['/urls/site'],
      more: 0,
    });
  for (const [file, found] of byFile(warnings.filter((p) => PLACEHOLDER_WARNINGS.has(p.message))))
    left.push(
      item(
        'placeholders',
        file,
        `${count(found.length, 'placeholder')} still to replace with your own words or pictures`,
        found,
      ),
    );
  for (const p of warnings.filter(isNarrowPhoto)) left.push(item('photo', p.file, p.message, [p]));
  return left;
}
