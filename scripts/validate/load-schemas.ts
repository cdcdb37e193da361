import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { compiledKey, loadCompiledSchemas, saveCompiledSchemas } from './compiled-schemas.ts';
import { locatePointer, positionAt } from './locate.ts';
import { fileMessages } from './validation-messages.ts';
import { parseJson } from './parse-json.ts';
import type { Problem } from '../../site/core/problems/problem.ts';
import { displayPath } from './display-path.ts';
import { readCatalogText } from './read-catalog-text.ts';
import { markReferences } from './references.ts';

/** Where a schema without its own "$id" lives for ajv, so relative "$ref"s between schema files resolve. */
const BASE = 'https://kiln.local/schemas/';

export interface LoadedSchemas {
  /** Broken schema files. */
  problems: Problem[];
  /** The validator for "menu.schema.json", the problem that prevents one, or undefined if already in `problems`. */
  compile(schemaFile: string): ValidateFunction | Problem | undefined;
}

/**
 * Reads every *.schema.json in `schemaDir` into one ajv, so schemas may "$ref" each other; or,
 * when the same schemas compiled before, loads their validators from the cache (compiled-schemas.ts).
 */
export async function loadSchemas(schemaDir: string, { cacheDir }: { cacheDir?: string } = {}): Promise<LoadedSchemas> {
  const names = (await readdir(schemaDir).catch(() => [] as string[])).filter((n) => n.endsWith('.schema.json')).sort();
  const reads = await Promise.all(
    names.map(async (name) => ({ name, read: await readCatalogText(join(schemaDir, name)) })),
  );
  const files = reads.flatMap(({ name, read }) => (read.ok ? [{ name, text: read.text }] : []));
  const unreadable = reads.flatMap(({ name, read }): Problem[] =>
    read.ok
      ? []
      : [{ file: displayPath(join(schemaDir, name)), pointer: '', line: 1, column: 1, message: read.message }],
  );
  // Only a complete set of schemas is looked up in the cache, or saved to it.
  const key = unreadable.length ? undefined : compiledKey(files);
  const missing = (schemaFile: string): Problem => ({
    file: displayPath(join(schemaDir, schemaFile)),
    pointer: '',
    line: 1,
    column: 1,
    message: fileMessages.schemaMissing(schemaFile.replace('.schema', '')),
  });
  const compiled = key && (await loadCompiledSchemas(key, cacheDir));
  // Only schemas that all compiled are ever cached: nothing to report but a schema that is not there.
  if (compiled) return { problems: [], compile: (schemaFile) => compiled[schemaFile] ?? missing(schemaFile) };

  // Only now: a run that finds its schemas compiled does not load ajv.
  const { createAjv, standaloneSchemas } = await import('./create-ajv.ts');
  const ajv = createAjv({ standalone: true });
  const problems: Problem[] = [...unreadable];
  const ids = new Map<string, string>();
  for (const { name, text } of files) {
    const path = join(schemaDir, name);
    const parsed = parseJson(text);
    if (!parsed.ok) {
      problems.push({
        file: displayPath(path),
        pointer: '',
        ...positionAt(text, parsed.offset),
        message: parsed.message,
      });
      continue;
    }
    const schema = markReferences(parsed.data) as Record<string, unknown>;
    const id = typeof schema.$id === 'string' ? schema.$id : `${BASE}${name}`;
    try {
      ajv.addSchema({ ...schema, $id: id });
      ids.set(name, id);
    } catch (error) {
      problems.push({
        file: displayPath(path),
        pointer: '',
        ...locatePointer(text, ''),
        message: fileMessages.schemaInvalid((error as Error).message),
      });
    }
  }
  if (key && problems.length === 0) {
    try {
      saveCompiledSchemas(key, standaloneSchemas(ajv, ids), cacheDir);
    } catch {
      // A schema that does not compile: reported below, where a catalogue file uses it.
    }
  }
  return {
    problems,
    compile(schemaFile) {
      const file = displayPath(join(schemaDir, schemaFile));
      const id = ids.get(schemaFile);
      const problem = (message: string): Problem => ({ file, pointer: '', line: 1, column: 1, message });
      if (!id) return names.includes(schemaFile) ? undefined : missing(schemaFile);
      try {
        return ajv.getSchema(id) ?? problem(fileMessages.schemaInvalid('ajv could not load it'));
      } catch (error) {
        return problem(fileMessages.schemaInvalid((error as Error).message));
      }
    },
  };
}
