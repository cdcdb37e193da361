/**
 * One change of the catalogue's shape, for `kiln migrate` (issue 36). A step names the file it
 * changes (or creates), tells a file in the old shape from one in today's, and rewrites the file's
 * text into today's shape with jsonc edits (scripts/edit/minimal-edits.ts), so comments,
 * formatting and every untouched value stay as staff left them. `validate` uses `isOld` to say,
 * in one line, that the catalogue needs `kiln migrate`.
 */
export interface MigrationStep {
  /** The catalogue file it changes or creates, e.g. "menu.json". */
  file: string;
  /** What it does, in staff words, for the command's report: "menu.json: categories become an ordered list". */
  summary: string;
  /** Whether the file's parsed content (undefined when the file is absent) is in the old shape. */
  isOld(data: unknown): boolean;
  /** The file's text in today's shape; `text` is '' when the file is absent. */
  migrate(text: string): string;
}
