import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createAjv } from './create-ajv.ts';
import { locatePointer, positionAt } from './locate.ts';
import { fileMessages } from './messages.ts';
import { parseJson } from './parse-json.ts';
import { displayPath, type Problem } from './problem.ts';
import { markReferences } from './references.ts';

/** Where a schema without its own "$id" lives for ajv, so relative "$ref"s between schema files resolve. */
const BASE = 'https://kiln.local/schemas/';

export interface LoadedSchemas {
  /** Broken schema files. */
  problems: Problem[];
  /** The validator for "menu.schema.json", the problem that prevents one, or undefined if already in `problems`. */
  compile(schemaFile: string): ValidateFunction | Problem | undefined;
}

/** Reads every *.schema.json in `schemaDir` into one ajv, so schemas may "$ref" each other. */
export async function loadSchemas(schemaDir: string): Promise<LoadedSchemas> {
  const ajv = createAjv();
  const problems: Problem[] = [];
  const names = (await readdir(schemaDir).catch(() => [] as string[])).filter((n) => n.endsWith('.schema.json')).sort();
  const ids = new Map<string, string>();
  for (const name of names) {
    const path = join(schemaDir, name);
    const text = await readFile(path, 'utf8');
    const parsed = parseJson(text);
    if (!parsed.ok) {
      problems.push({ file: displayPath(path), pointer: '', ...positionAt(text, parsed.offset), message: parsed.message });
      continue;
    }
    const schema = markReferences(parsed.data) as Record<string, unknown>;
    const id = typeof schema.$id === 'string' ? schema.$id : `${BASE}${name}`;
    try {
      ajv.addSchema({ ...schema, $id: id });
      ids.set(name, id);
    } catch (error) {
      problems.push({ file: displayPath(path), pointer: '', ...locatePointer(text, ''), message: fileMessages.schemaInvalid((error as Error).message) });
    }
  }
  return {
    problems,
    compile(schemaFile) {
      const file = displayPath(join(schemaDir, schemaFile));
      const id = ids.get(schemaFile);
      const problem = (message: string): Problem => ({ file, pointer: '', line: 1, column: 1, message });
      if (!id) return names.includes(schemaFile) ? undefined : problem(fileMessages.schemaMissing(schemaFile.replace('.schema', '')));
      try {
        return ajv.getSchema(id) ?? problem(fileMessages.schemaInvalid('ajv could not load it'));
      } catch (error) {
        return problem(fileMessages.schemaInvalid((error as Error).message));
      }
    },
  };
}
