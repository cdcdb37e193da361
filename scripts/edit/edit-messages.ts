import { formatProblem, type Problem } from '../../site/core/problems/problem.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * What `kiln edit`'s server answers when it refuses something, in one place: one line each, naming
 * the file and the place, for staff to read in the editor. (What the terminal prints is in
 * cli-messages.ts; problems in a catalogue are `kiln validate`'s own.)
 */
export const editMessages = {
  conflict: (file: string) =>
    `${file} changed on disk after you opened it (in another tab or program). Nothing was saved.`,
  /** The draft would add problems to its file: the first, as `kiln validate` prints it. */
  invalid: (problems: readonly Problem[]) =>
    `Not saved: ${formatProblem(problems[0]!)}${problems.length > 1 ? ` (and ${plural(problems.length - 1, 'more problem')} in this file)` : ''}`,
  /** A setup answer the catalogue could not take: the first problem it would cause, nothing written. */
  setupInvalid: (problems: readonly Problem[]) =>
    `Not saved: ${formatProblem(problems[0]!)}${problems.length > 1 ? ` (and ${plural(problems.length - 1, 'more problem')})` : ''}`,
  /** A kept version that would bring problems back into its file: what is wrong, in validate's words, not where in the text. */
  restoreInvalid: (file: string, problems: readonly Problem[]) =>
    `that version of ${file} has ${plural(problems.length, 'problem')} (${problems[0]!.message}${problems.length > 1 ? '; …' : ''}), so it was not put back. Nothing was changed: your form is as it was.`,
  /** The draft is fine in itself but would break another file's rule: the first such problem, and what to do. */
  breaksOther: (problems: readonly Problem[]) =>
    `Not saved: this change would break ${problems[0]!.file}, which ${problems[0]!.message}${problems.length > 1 ? ` (and ${plural(problems.length - 1, 'more problem')})` : ''}. Change it back here, or change ${problems[0]!.file} to match first.`,
  /** A whole text that does not parse, at its place. */
  notJson: (problem: Problem) => `Not saved: ${formatProblem(problem)}`,
  missing: (file: string) =>
    `${file} is not there: it was deleted or moved. Restore it (from git or the history) to edit it here.`,
  /** A folder, a pipe or a file too big where the catalogue file belongs: validation's reason. */
  unreadable: (file: string, reason: string) => `${file} ${reason}`,
  unknownFile: (key: string) => `There is no catalogue file called "${key}".`,
  unknownEntry: (file: string, id: string) => `No earlier version "${id}" of ${file} is kept in the history.`,
  notFound: (path: string) => `Nothing is at ${path}.`,
  methodNotAllowed: (method: string, path: string) => `${path} does not take ${method}.`,
  notJsonBody: (reason: string) => `The request is not JSON: ${reason}`,
  tooDeep: (limit: number) =>
    `Refused: the request has lists or groups inside each other more than ${limit} deep, which no catalogue file has.`,
  badRequest: (what: string) => `The request must be ${what}.`,
  tooBig: (limit: number) => `The request is larger than ${megabytes(limit)}, more than the editor ever sends.`,
  tooBigToKeep: (bytes: number, limit: number) =>
    `This draft is ${megabytes(bytes)}, larger than a catalogue file may be (${megabytes(limit)}): it was not set aside. Shorten it first.`,
  uploadTooBig: (name: string, limit: number) =>
    `${name} is larger than ${megabytes(limit)}: save it smaller (a photo from a camera or phone is a few MB as a JPEG).`,
  notAPicture: (name: string) => `${name} is not a picture that can be read: upload a JPEG, PNG or WebP photo.`,
  notAPhoto: (name: string, format: string) =>
    `${name} is a ${format.toUpperCase()} picture: upload a JPEG, PNG or WebP photo (save it again as a JPEG).`,
  unknownFolder: (folder: string, folders: readonly string[]) =>
    `There is no folder images/${folder}: choose one of ${[...folders, 'uploads'].map((f) => `images/${f}`).join(', ')}.`,
  /** Plain-text 403s. */
  foreignHost: (host: string) => `kiln edit answers only at localhost, not at ${host}: open the address it printed.`,
  noToken: 'kiln edit needs the address it printed in the terminal, with its ?token=: open that one.',
  foreignWrite: "Refused: a change to the catalogue must come from the editor's own page.",
  badHost: 'The request has no valid Host header.',
} as const;
