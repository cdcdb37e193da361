import { stat } from 'node:fs/promises';
import { OPTIONAL_CATALOG_KEYS } from '../../site/core/catalog/optional-files.ts';
import type { BuildMemo } from '../../site/core/lib/build-memo.ts';
import { join } from 'node:path';
import { CATALOG_KEYS, catalogFileName, type Catalog, type CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { olderShapeStep } from '../migrate/migration-steps.ts';
import { findDuplicateKeys } from './duplicate-keys.ts';
import { loadSchemas } from './load-schemas.ts';
import { positionAt, textLocator, type Locator } from './locate.ts';
import { fileMessages, ruleMessages } from './validation-messages.ts';
import { MAX_DEPTH, MAX_TEXT_LENGTH, nestsDeeperThan, parseJson, textsLongerThan } from './parse-json.ts';
import type { Problem } from '../../site/core/problems/problem.ts';
import { displayPath } from './display-path.ts';
import { readCatalogText, type CatalogText } from './read-catalog-text.ts';
import { collectReferences, type Reference } from './references.ts';
import { RULES } from './rules/all-rules.ts';
import { schemaRefFor } from './rules/schema-reference.ts';
import { explainSchemaErrors, type Finding } from './schema-errors.ts';

export interface ValidationResult {
  /** Present only when there are no problems (warnings allowed). */
  catalog?: Catalog;
  problems: Problem[];
  /** Worth telling staff, never a reason to stop: a photo smaller than the largest size it is shown at, a field given twice. */
  warnings: Problem[];
  /** With `catalog`: every picture and video file the catalogue names ("images/menu/cake.svg"), the only ones a page can show. */
  media?: ReadonlySet<string>;
}

export interface ValidationOptions {
  /** Where what was learnt about each photo is kept between runs; Kiln's cache by default. */
  photoCacheDir?: string;
  /** Files' texts to check instead of what is on disk: `kiln edit`'s draft, before it is saved. */
  texts?: ReadonlyMap<CatalogKey, string>;
  /**
   * What each file's own checks found, kept by the caller between runs (`kiln dev`, with the same
   * schemas): a file whose text has not changed is not parsed or checked against its schema again.
   */
  memo?: ValidationMemo;
  /** The build's memo (site/core/lib/build-memo.ts), for the rules: `kiln dev` hands it on between runs. */
  answers?: BuildMemo;
}

/** validateCatalog's findings for each file's text, for its next run to reuse. */
export type ValidationMemo = Map<CatalogKey, FileFindings>;

interface FileFindings {
  dir: string;
  text: string;
  problems: Problem[];
  warnings: Problem[];
  locator?: Locator;
  data?: unknown;
  references?: Reference[];
}

const isFolder = (dir: string): Promise<boolean> =>
  stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );

/** A catalogue file's text: the one given (a draft in the editor), else the one on disk. */
function textOf(dir: string, key: CatalogKey, texts: ValidationOptions['texts']): Promise<CatalogText> {
  const text = texts?.get(key);
  return text === undefined
    ? readCatalogText(join(dir, catalogFileName(key)))
    : Promise.resolve({ ok: true, text: text.replace(/^\uFEFF/, '') });
}

/**
 * Reads every catalogue file, parses it, checks it against its schema, then runs the cross-file
 * rules; returns every problem found (sorted by file and line), and the catalogue only when
 * there are none.
 */
export async function validateCatalog(
  dir: string,
  { photoCacheDir, texts, memo, answers }: ValidationOptions = {},
): Promise<ValidationResult> {
  if (!(await isFolder(dir))) {
    return {
      problems: [{ file: displayPath(dir), pointer: '', line: 1, column: 1, message: fileMessages.folderMissing }],
      warnings: [],
    };
  }
  // Every file read at once, while the schemas load: one wait on the disk rather than one per file.
  const reads = new Map(CATALOG_KEYS.map((key) => [key, textOf(dir, key, texts)]));
  const schemas = await loadSchemas(join(dir, 'schemas'));
  const problems: Problem[] = [...schemas.problems];
  const warnings: Problem[] = [];
  const files = new Map<CatalogKey, unknown>();
  // One per file, so placing its thousandth problem costs what placing its first did.
  const locators = new Map<CatalogKey, Locator>();
  const references = new Map<CatalogKey, Reference[]>();
  // Each file's name worked out once, not once per problem.
  const shownAs = new Map(CATALOG_KEYS.map((key) => [key, displayPath(join(dir, catalogFileName(key)))]));
  const place = (
    key: CatalogKey,
    { pointer, message, atKey, warning, leading }: Finding & { warning?: true; leading?: true },
  ): Problem => ({
    file: shownAs.get(key)!,
    pointer,
    ...(locators.get(key)?.pointer(pointer, { key: atKey }) ?? { line: 1, column: 1 }),
    message,
    ...(warning && { warning }),
    ...(leading && { leading }),
  });

  // The file being checked, since where its findings begin: kept in `memo` once it is done.
  let checking: { key: CatalogKey; text: string; problems: number; warnings: number } | undefined;
  const checked = () => {
    if (checking && memo) {
      const { key, text } = checking;
      const findings = { problems: problems.slice(checking.problems), warnings: warnings.slice(checking.warnings) };
      memo.set(key, {
        dir,
        text,
        ...findings,
        locator: locators.get(key),
        data: files.get(key),
        references: references.get(key),
      });
    }
    checking = undefined;
  };
  for (const key of CATALOG_KEYS) {
    checked();
    const name = catalogFileName(key);
    const file = shownAs.get(key)!;
    const wholeFile = (message: string): Problem => ({ file, pointer: '', line: 1, column: 1, message });
    const read = await reads.get(key)!;
    // A file a café may leave out: its page is simply not built (site/core/catalog-routes.ts).
    if (!read.ok && read.missing && OPTIONAL_CATALOG_KEYS.includes(key)) continue;
    if (!read.ok) {
      const message = !read.missing
        ? read.message
        : olderShapeStep(name, undefined)
          ? fileMessages.olderShape
          : fileMessages.missing(schemaRefFor(name));
      problems.push(wholeFile(message));
      continue;
    }
    const { text } = read;
    // The same text as in the last run: the same findings (the cross-file rules below still run).
    const kept = memo?.get(key);
    if (kept?.dir === dir && kept.text === text) {
      problems.push(...kept.problems);
      warnings.push(...kept.warnings);
      if (kept.locator) locators.set(key, kept.locator);
      if (kept.data !== undefined) files.set(key, kept.data);
      if (kept.references) references.set(key, kept.references);
      continue;
    }
    checking = { key, text, problems: problems.length, warnings: warnings.length };
    checkText({ key, name, text, file, problems, warnings, files, locators, references, schemas, place });
  }

  checked();

  const context = { dir, files, references, photoCacheDir, answers };
  // The rules only read the catalogue: they run together (waiting on the disk together), their findings kept in rule order.
  for (const findings of await Promise.all(RULES.map((rule) => rule(context)))) {
    for (const finding of findings) (finding.warning ? warnings : problems).push(place(finding.key, finding));
  }

  const byPlace = (a: Problem, b: Problem): number =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
  problems.sort(byPlace);
  warnings.sort(byPlace);
  // The one cast from parsed JSON to `Catalog`: every file has just passed its schema, and
  // site/core/catalog/generated/ is generated from those schemas (tests/unit/validate/catalog-types.test.ts keeps them in step).
  if (problems.length) return { problems, warnings };
  const media = new Set(
    [...references.values()]
      .flat()
      .filter((r) => r.format === 'kiln-image' || r.format === 'kiln-video')
      .map((r) => r.value),
  );
  return { catalog: Object.fromEntries(files) as unknown as Catalog, problems, warnings, media };
}

/** What checking one file's text needs of validateCatalog's state, and adds to it. */
interface TextCheck {
  key: CatalogKey;
  name: string;
  text: string;
  /** The file as problems name it. */
  file: string;
  problems: Problem[];
  warnings: Problem[];
  files: Map<CatalogKey, unknown>;
  locators: Map<CatalogKey, Locator>;
  references: Map<CatalogKey, Reference[]>;
  schemas: Awaited<ReturnType<typeof loadSchemas>>;
  place: (key: CatalogKey, finding: Finding & { warning?: true; leading?: true }) => Problem;
}

/** One file's text: parsed, its places found, checked against its schema, its keys given twice found. */
function checkText({
  key,
  name,
  text,
  file,
  problems,
  warnings,
  files,
  locators,
  references,
  schemas,
  place,
}: TextCheck): void {
  const wholeFile = (message: string): Problem => ({ file, pointer: '', line: 1, column: 1, message });
  const parsed = parseJson(text);
  if (!parsed.ok) {
    problems.push({ ...wholeFile(parsed.message), ...positionAt(text, parsed.offset) });
    return;
  }
  // One line for a file `kiln migrate` would move forward, rather than every way it differs from today's shape.
  if (olderShapeStep(name, parsed.data)) {
    problems.push(wholeFile(fileMessages.olderShape));
    return;
  }
  const locator = textLocator(text);
  locators.set(key, locator);
  // A text longer than any catalogue has (a picture pasted in as data:…) overflows the regular
  // expressions of the schema and the rules: said where it is, and the file left out of them.
  const tooLong = textsLongerThan(text, parsed.data, MAX_TEXT_LENGTH);
  if (tooLong.length) {
    // Placed only in a file jsonc-parser can walk (see below).
    if (nestsDeeperThan(parsed.data, MAX_DEPTH)) problems.push(wholeFile(fileMessages.tooDeep(MAX_DEPTH)));
    else
      for (const { length, ...at } of tooLong)
        problems.push(place(key, { ...at, message: fileMessages.textTooLong(length, MAX_TEXT_LENGTH) }));
    return;
  }
  files.set(key, parsed.data);
  const validate = schemas.compile(schemaRefFor(name).slice('./schemas/'.length));
  if (validate === undefined) return;
  if (typeof validate !== 'function') {
    problems.push(validate);
    return;
  }
  const { result: valid, references: found } = collectReferences(() => validate(parsed.data));
  references.set(key, found);
  // A file that passed its schema is as deep as the schema allows. Any other could nest
  // thousands deep, past what placing a problem (jsonc-parser) and the rules below can walk:
  // said once, and left out of them.
  if (!valid && nestsDeeperThan(parsed.data, MAX_DEPTH)) {
    problems.push(wholeFile(fileMessages.tooDeep(MAX_DEPTH)));
    files.delete(key);
    return;
  }
  if (!valid) problems.push(...explainSchemaErrors(validate.errors ?? []).map((f) => place(key, f)));
  for (const twice of findDuplicateKeys(text, parsed.data)) {
    const message = ruleMessages.duplicateKey(twice.key, twice.firstLine, twice.line);
    warnings.push({ file, pointer: twice.pointer, ...locator.at(twice.offset), message, warning: true });
  }
}
