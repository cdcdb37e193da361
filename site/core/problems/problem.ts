/**
 * One thing wrong with the catalogue: data first, formatted only when printed. `kiln validate`
 * prints it, and `kiln edit`'s server sends it to the editor's page as is.
 */
export interface Problem {
  /** Path as the user would type it, e.g. "catalog/menu.json". */
  file: string;
  /** JSON pointer to the offending value ("" for the whole file). */
  pointer: string;
  line: number;
  column: number;
  message: string;
  /** Worth fixing, but the catalogue still builds (a photo smaller than where it is shown). */
  warning?: true;
  /** Said message first, then where: `placeholder text left at catalog/home.json:4:12 /hero/heading`. */
  leading?: true;
}

/**
 * `catalog/menu.json:41:7 /mainCourse/veg/3/price must be an integer`, or for a warning
 * `catalog/gallery.json:12:16 /photos/0/picture/src warning: images/gallery/bowl.jpg is 800 px wide…`
 */
export const formatProblem = (p: Problem): string =>
  p.leading
    ? `${p.message} at ${p.file}:${p.line}:${p.column}${p.pointer ? ` ${p.pointer}` : ''}`
    : `${p.file}:${p.line}:${p.column} ${p.pointer ? `${p.pointer} ` : ''}${p.warning ? 'warning: ' : ''}${p.message}`;
