// `npm run types`: writes site/core/catalog/generated/, the catalogue's TypeScript types, from its JSON
// Schemas (catalog/schemas/*.schema.json) with json-schema-to-typescript. Run it after changing a
// schema; tests/unit/validate/catalog-types.test.ts fails while the checked-in files are out of date.
//
// Each schema is prepared in memory first (the files stay exactly as staff's editors read them):
// - local "$ref"s are inlined, so compiling needs no resolver;
// - if/then/else, which json-schema-to-typescript ignores, becomes a union of its two cases when
//   they differ in TypeScript terms: a header entry is a group or a link, a video post has a clip;
// - every titled shape (an object, a set of choices or a union) becomes one named type ("Menu item"
//   → MenuItem), declared once: in its schema's module, or in shared.ts when several schemas use it.
//   Nodes that share a title must have the same TypeScript shape, so a name always means one thing.
//   A plain text, number, yes/no or list field's title is only its label in the editor: it names no type.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { OPTIONAL_CATALOG_KEYS } from '../site/core/catalog/optional-files.ts';
import { isRecord } from '../site/core/lib/is-record.ts';
import { escapeSegment, segmentsOf } from '../site/core/lib/json-pointer.ts';

export const SCHEMA_DIR = 'catalog/schemas';
export const TYPES_DIR = 'site/core/catalog/generated';

/* Part 1: schema nodes and the keywords the generator understands */

type Obj = { [key: string]: unknown };
type SchemaNode = boolean | Obj;

/** Keywords that shape the TypeScript type; each is followed below or by json-schema-to-typescript. */
const SHAPING = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'if',
  'then',
  'else',
  '$ref',
  '$defs',
  'tsType',
]);

/** Keywords that annotate a value or narrow it within its TypeScript type (a string stays a string). */
const NOT_SHAPING = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'examples',
  'default',
  'unit',
  'formGroups',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);

const SCHEMA_MAPS = ['properties', '$defs'] as const;
const SCHEMA_VALUES = ['items', 'additionalProperties', 'if', 'then', 'else'] as const;
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

/** A copy of `node` with `fn` applied to each direct subschema; `keys` is its path below `node`. */
function mapChildren(node: SchemaNode, fn: (child: SchemaNode, keys: string[]) => SchemaNode): SchemaNode {
  if (!isRecord(node)) return node;
  const out: Obj = { ...node };
  for (const key of SCHEMA_MAPS) {
    const map = node[key];
    if (isRecord(map))
      out[key] = Object.fromEntries(
        Object.entries(map).map(([name, child]) => [name, fn(child as SchemaNode, [key, name])]),
      );
  }
  for (const key of SCHEMA_VALUES) if (node[key] !== undefined) out[key] = fn(node[key] as SchemaNode, [key]);
  for (const key of SCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) out[key] = list.map((child: SchemaNode, i) => fn(child, [key, String(i)]));
  }
  return out;
}

const below = (pointer: string, keys: string[]) => `${pointer}/${keys.map(escapeSegment).join('/')}`;

/** A schema the generator cannot turn into types faithfully, said at its place ("…/menu.schema.json#/properties/x"). */
const shapeError = (where: string, message: string) => new Error(`${where}: ${message}`);

/** Throws at the first keyword the generator would silently misread. */
function checkKeywords(node: SchemaNode, where: string): void {
  if (!isRecord(node)) return;
  for (const key of Object.keys(node)) {
    if (!SHAPING.has(key) && !NOT_SHAPING.has(key)) {
      throw shapeError(
        where,
        `the type generator does not know the keyword "${key}"; teach scripts/generate-catalog-types.ts what type it gives`,
      );
    }
  }
  mapChildren(node, (child, keys) => (checkKeywords(child, below(where, keys)), child));
}

/** The part of a schema that decides its TypeScript type, with keys sorted: equal types, equal strings. */
function typeKey(node: SchemaNode): string {
  const strip = (value: SchemaNode): SchemaNode => {
    if (!isRecord(value)) return value;
    const mapped = mapChildren(value, strip) as Obj;
    const kept: Obj = {};
    for (const key of Object.keys(mapped).sort()) {
      if (!SHAPING.has(key)) continue;
      kept[key] = key === 'required' ? [...(mapped[key] as string[])].sort() : mapped[key];
    }
    return kept;
  };
  return JSON.stringify(strip(node), (_key, value: unknown) =>
    isRecord(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

const sameType = (a: SchemaNode, b: SchemaNode) => typeKey(a) === typeKey(b);

/* Part 2: inline "$ref"s */

function inlineRefs(node: SchemaNode, root: Obj, where: string, followed: string[] = []): SchemaNode {
  if (isRecord(node) && typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (!ref.startsWith('#/'))
      throw shapeError(where, `"$ref": "${ref}" leaves its file; the type generator follows only "#/…" references`);
    if (followed.includes(ref))
      throw shapeError(where, `"$ref": "${ref}" refers to itself; TypeScript types here are not recursive`);
    const target = segmentsOf(ref.slice(1)).reduce<unknown>((n, key) => (isRecord(n) ? n[key] : undefined), root);
    if (!isRecord(target)) throw shapeError(where, `"$ref": "${ref}" points at nothing`);
    const { $ref: _, ...siblings } = node;
    // Siblings win: "description" says what this use of the shared shape is for.
    return inlineRefs({ ...target, ...siblings }, root, where, [...followed, ref]);
  }
  return mapChildren(node, (child, keys) => inlineRefs(child, root, below(where, keys), followed));
}

/* Part 3: if/then/else as a union of its two cases */

/** One object schema that says what all `parts` say (for the keywords an object case uses). */
function combine(where: string, ...parts: SchemaNode[]): Obj {
  const out: Obj = {};
  const properties: Obj = {};
  const required: string[] = [];
  for (const part of parts) {
    if (part === true) continue;
    if (!isRecord(part)) throw shapeError(where, 'a case of if/then/else that accepts nothing');
    for (const key of Object.keys(part)) {
      if (SHAPING.has(key) && !['type', 'properties', 'required', 'additionalProperties'].includes(key)) {
        throw shapeError(
          where,
          `the type generator cannot combine "${key}" in an if/then/else case; teach combine() in scripts/generate-catalog-types.ts`,
        );
      }
    }
    if (part.type !== undefined) {
      if (part.type !== 'object' || (out.type !== undefined && out.type !== part.type))
        throw shapeError(where, 'if/then/else cases must describe objects');
      out.type = part.type;
    }
    for (const name of (part.required as string[] | undefined) ?? []) if (!required.includes(name)) required.push(name);
    for (const [name, schema] of Object.entries((part.properties as Obj | undefined) ?? {})) {
      properties[name] =
        name in properties
          ? combineProperty(properties[name] as SchemaNode, schema as SchemaNode, `${where}/properties/${name}`)
          : schema;
    }
    if (part.additionalProperties === false || out.additionalProperties === false) out.additionalProperties = false;
    else if (part.additionalProperties !== undefined) {
      if (
        out.additionalProperties !== undefined &&
        !sameType(out.additionalProperties as SchemaNode, part.additionalProperties as SchemaNode)
      ) {
        throw shapeError(where, 'if/then/else cases disagree on "additionalProperties"');
      }
      out.additionalProperties = part.additionalProperties;
    }
  }
  if (Object.keys(properties).length) out.properties = properties;
  if (required.length) out.required = required;
  return out;
}

const values = (node: Obj): unknown[] | undefined =>
  node.const !== undefined ? [node.const] : Array.isArray(node.enum) ? node.enum : undefined;

function combineProperty(a: SchemaNode, b: SchemaNode, where: string): SchemaNode {
  if (a === false || b === false) return false;
  if (a === true) return b;
  if (b === true) return a;
  const wanted = values(b);
  if (wanted) {
    const allowed = values(a);
    const kept = allowed ? allowed.filter((v) => wanted.includes(v)) : wanted;
    const { enum: _e, const: _c, title, ...rest } = a;
    // Fewer choices than the titled set make another shape, left unnamed.
    if (title !== undefined && kept.length === (allowed ?? []).length) rest.title = title;
    return kept.length === 0 ? false : { ...rest, ...(kept.length === 1 ? { const: kept[0] } : { enum: kept }) };
  }
  if (sameType(a, b) || typeKey(b) === '{}') return a;
  if (typeKey(a) === '{}') return b;
  throw shapeError(
    where,
    `the type generator cannot combine ${typeKey(a)} with ${typeKey(b)}; teach combineProperty() in scripts/generate-catalog-types.ts`,
  );
}

/**
 * What the else case may assume: the `if` did not hold, as far as TypeScript can say it. Saying
 * less is still true (the else type is only broader), so a property the object never declares is
 * left alone rather than marked absent.
 */
function negate(condition: SchemaNode, base: Obj, where: string): Obj {
  const unsupported = () =>
    shapeError(
      where,
      'the type generator cannot yet say what this "if" means for the else case; teach negate() in scripts/generate-catalog-types.ts',
    );
  if (!isRecord(condition)) throw unsupported();
  const {
    type,
    required = [],
    properties = {},
    ...other
  } = condition as { type?: unknown; required?: string[]; properties?: Obj };
  if ((type !== undefined && type !== 'object') || Object.keys(other).some((k) => SHAPING.has(k))) throw unsupported();
  const declared = (base.properties as Obj | undefined) ?? {};
  const names = Object.keys(properties);
  // "if it has K": otherwise it has no K.
  if (names.length === 0 && required.length === 1) {
    const name = required[0]!;
    return name in declared ? { properties: { [name]: false } } : {};
  }
  // "if K is v": otherwise K is one of its other values.
  const name = names[0];
  const test = name === undefined ? undefined : properties[name];
  if (
    names.length === 1 &&
    required.every((r) => r === name) &&
    isRecord(test) &&
    test.const !== undefined &&
    Object.keys(test).every((k) => k === 'const' || !SHAPING.has(k))
  ) {
    const own = declared[name!];
    const others = isRecord(own) ? values(own)?.filter((v) => v !== test.const) : undefined;
    return others ? { properties: { [name!]: { enum: others } } } : {};
  }
  throw unsupported();
}

function unfoldConditionals(node: SchemaNode, where: string): SchemaNode {
  const mapped = mapChildren(node, (child, keys) => unfoldConditionals(child, below(where, keys)));
  if (!isRecord(mapped) || mapped.if === undefined) return mapped;
  const {
    if: condition,
    then: whenTrue = true,
    else: whenFalse = true,
    ...rest
  } = mapped as Obj & { if: SchemaNode; then?: SchemaNode; else?: SchemaNode };
  const { title, description, ...base } = rest;
  const notCondition = negate(condition, base, `${where}/if`);
  const yes = combine(where, base, condition, whenTrue);
  const no = combine(where, base, notCondition, whenFalse);
  // then/else that only narrow strings (a format by social network, say) change no type.
  if (sameType(yes, combine(where, base, condition)) && sameType(no, combine(where, base, notCondition))) return rest;
  // A case that is exactly a titled shape keeps its name: NavItem = NavGroup | Link.
  const named = (result: Obj, part: SchemaNode): Obj =>
    isRecord(part) && typeof part.title === 'string' && sameType(result, part) ? part : result;
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    anyOf: [named(yes, whenTrue), named(no, whenFalse)],
  };
}

/* Part 4: titled nodes become named types */

/** "Menu item" → MenuItem, "FAQ group" → FaqGroup, "Add-on" → AddOn. */
export const typeName = (title: string): string =>
  title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join('');

/** "crash-course.schema.json" → CrashCourseCatalog. */
const rootName = (file: string) => `${typeName(file.replace('.schema.json', ''))}Catalog`;

interface NamedType {
  name: string;
  /** Every node with this title, each with its named children already replaced by references. */
  versions: Obj[];
  places: string[];
  files: Set<string>;
}

/** A shape worth a name of its own: an object, a set of choices or a union; not a plain value or a list. */
const isShape = (node: Obj): boolean =>
  node.type === 'object' ||
  isRecord(node.properties) ||
  'enum' in node ||
  'const' in node ||
  SCHEMA_LISTS.some((key) => Array.isArray(node[key]));

/** Replaces each titled shape below the root with a reference to its named type, recording the type. */
function nameTitled(node: SchemaNode, where: string, file: string, types: Map<string, NamedType>): SchemaNode {
  if (isRecord(node) && typeof node.title === 'string' && !isShape(node)) {
    // A field's label for staff: compiled inline, so json-schema-to-typescript must not see the title.
    const { title: _label, ...unnamed } = node;
    return nameTitled(unnamed, where, file, types);
  }
  if (isRecord(node) && typeof node.title === 'string' && !types.has(typeName(node.title))) {
    // Registered before its children, so a module lists its types outside in.
    types.set(typeName(node.title), { name: typeName(node.title), versions: [], places: [], files: new Set() });
  }
  const mapped = mapChildren(node, (child, keys) => nameTitled(child, below(where, keys), file, types));
  if (!isRecord(mapped) || typeof mapped.title !== 'string') return mapped;
  const type = types.get(typeName(mapped.title))!;
  const first = type.versions[0];
  if (first && !sameType(first, mapped)) {
    throw shapeError(
      where,
      `"title": "${mapped.title}" is also the title of a different shape at ${type.places[0]}; give one of them another title`,
    );
  }
  type.versions.push(mapped);
  type.places.push(where);
  type.files.add(file);
  return { tsType: type.name, ...(typeof mapped.description === 'string' ? { description: mapped.description } : {}) };
}

/** The first version, keeping each description only where every version says the same. */
function sharedDocs(versions: SchemaNode[]): SchemaNode {
  const [first] = versions;
  if (!isRecord(first)) return first!;
  const at = (node: SchemaNode, keys: string[]) =>
    keys.reduce<unknown>((n, k) => (isRecord(n) || Array.isArray(n) ? (n as Obj)[k] : undefined), node) as SchemaNode;
  const out = mapChildren(first, (_child, keys) => sharedDocs(versions.map((v) => at(v, keys)))) as Obj;
  if (!versions.every((v) => isRecord(v) && v.description === first.description)) delete out.description;
  return out;
}

function referencedTypes(node: SchemaNode, found = new Set<string>()): Set<string> {
  if (isRecord(node) && typeof node.tsType === 'string') found.add(node.tsType);
  mapChildren(node, (child) => (referencedTypes(child, found), child));
  return found;
}

/* Part 5: compile and write */

const OPTIONS = {
  bannerComment: '',
  // Every object in the schemas says "additionalProperties": false; the if/then/else cases inherit it.
  additionalProperties: false,
  // "minItems": 1 would make tuples ([T, ...T[]]); the catalogue's code reads lists as lists.
  ignoreMinAndMaxItems: true,
  unknownAny: true,
  style: { singleQuote: true, printWidth: 120 },
} as const;

const SHARED = 'shared.ts';
const CATALOG = 'catalog.ts';

const header = (source: string) =>
  `// Generated by scripts/generate-catalog-types.ts from ${source}. Do not edit:\n` +
  '// change the schema, then run `npm run types` (tests/unit/validate/catalog-types.test.ts fails until you do).\n';

/** "crash-course.schema.json" → crashCourse, the key of its file in `Catalog`. */
const catalogKey = (file: string) =>
  file.replace('.schema.json', '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

async function declare(name: string, schema: Obj): Promise<string> {
  const code = (await compile({ ...schema, title: name } as JSONSchema, name, OPTIONS)).trim();
  const exported = code.match(/^export (?:interface|type) \w+/gm) ?? [];
  // Nested titles are references by now, so anything else json-schema-to-typescript names is a surprise.
  if (exported.length !== 1 || !new RegExp(`^export (interface|type) ${name}\\b`, 'm').test(code)) {
    throw new Error(`json-schema-to-typescript declared ${exported.join(', ') || 'nothing'} for ${name}`);
  }
  return code;
}

/**
 * The generated modules, by file name in site/core/catalog/generated/: one per schema (its catalogue
 * type and the titled types only it uses), shared.ts (titled types several schemas use) and
 * catalog.ts (`Catalog`, one key per catalogue file).
 */
export async function generateCatalogTypes(schemaDir = SCHEMA_DIR): Promise<Map<string, string>> {
  const files = (await readdir(schemaDir)).filter((n) => n.endsWith('.schema.json')).sort();
  const types = new Map<string, NamedType>();
  const roots = new Map<string, Obj>();
  for (const file of files) {
    const where = `${SCHEMA_DIR}/${file}#`;
    const schema = JSON.parse(await readFile(join(schemaDir, file), 'utf8')) as Obj;
    checkKeywords(schema, where);
    const { $defs: _defs, $schema: _schema, $id: _id, ...inlined } = inlineRefs(schema, schema, where) as Obj;
    // The "$schema" field only points editors at the schema; the site never reads it.
    const { $schema: _field, ...properties } = (inlined.properties as Obj | undefined) ?? {};
    const root = unfoldConditionals({ ...inlined, properties }, where) as Obj;
    const { title: _title, ...untitled } = root;
    roots.set(file, nameTitled(untitled, where, file, types) as Obj);
  }

  const modules = new Map<string, { source: string; declarations: [string, Obj][] }>();
  const moduleFor = (file: string, source: string) =>
    modules.get(file) ?? modules.set(file, { source, declarations: [] }).get(file)!;
  for (const [file, root] of roots)
    moduleFor(file.replace('.schema.json', '.ts'), `${SCHEMA_DIR}/${file}`).declarations.push([rootName(file), root]);
  const owner = new Map<string, string>();
  for (const type of types.values()) {
    if (files.some((f) => rootName(f) === type.name))
      throw new Error(`${type.places[0]}: the title names ${type.name}, the type of a whole catalogue file`);
    const only = type.files.size === 1 ? [...type.files][0]!.replace('.schema.json', '.ts') : SHARED;
    owner.set(type.name, only);
    moduleFor(
      only,
      only === SHARED
        ? `the titled shapes several schemas in ${SCHEMA_DIR}/ share`
        : `${SCHEMA_DIR}/${[...type.files][0]}`,
    ).declarations.push([type.name, sharedDocs(type.versions) as Obj]);
  }
  for (const file of [SHARED, CATALOG])
    if (files.includes(file.replace('.ts', '.schema.json')))
      throw new Error(
        `${SCHEMA_DIR}/${file.replace('.ts', '.schema.json')}: that name is taken by the generated ${file}`,
      );

  const out = new Map<string, string>();
  for (const [file, { source, declarations }] of [...modules].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const imported = new Map<string, string[]>();
    for (const [, schema] of declarations) {
      for (const name of referencedTypes(schema)) {
        const from = owner.get(name)!;
        if (from !== file && !imported.get(from)?.includes(name))
          imported.set(from, [...(imported.get(from) ?? []), name]);
      }
    }
    const imports = [...imported]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([from, names]) => `import type { ${names.sort().join(', ')} } from './${from}';\n`);
    const code = await Promise.all(declarations.map(([name, schema]) => declare(name, schema)));
    out.set(file, `${header(source)}${imports.length ? `\n${imports.join('')}` : ''}\n${code.join('\n\n')}\n`);
  }
  // A file a café may leave out is an optional key (site/core/catalog/optional-files.ts).
  const optional = (f: string) => (OPTIONAL_CATALOG_KEYS.includes(catalogKey(f)) ? '?' : '');
  const keys = files.map(
    (f) => `  /** catalog/${f.replace('.schema', '')} */\n  ${catalogKey(f)}${optional(f)}: ${rootName(f)};\n`,
  );
  out.set(
    CATALOG,
    `${header(`the files in ${SCHEMA_DIR}/`)}\n${files.map((f) => `import type { ${rootName(f)} } from './${f.replace('.schema.json', '.ts')}';\n`).join('')}\n` +
      `/** The whole validated catalogue: one key per catalog/<file>.json (kebab-case file, camelCase key). */\nexport interface Catalog {\n${keys.join('')}}\n`,
  );
  return out;
}

/** One line per generated file in `typesDir` that differs from what the schemas generate now. */
export async function staleCatalogTypes(schemaDir = SCHEMA_DIR, typesDir = TYPES_DIR): Promise<string[]> {
  const expected = await generateCatalogTypes(schemaDir);
  const present = (await readdir(typesDir).catch(() => [] as string[])).filter((n) => n.endsWith('.ts'));
  const stale: string[] = [];
  for (const [file, text] of expected) {
    const current = await readFile(join(typesDir, file), 'utf8').catch(() => undefined);
    if (current === undefined) stale.push(`${typesDir}/${file} is missing`);
    else if (current !== text) stale.push(`${typesDir}/${file} differs from what the schemas generate`);
  }
  for (const file of present) if (!expected.has(file)) stale.push(`${typesDir}/${file} comes from no schema`);
  return stale.sort();
}

async function main(): Promise<void> {
  const generated = await generateCatalogTypes();
  await mkdir(TYPES_DIR, { recursive: true });
  const changed: string[] = [];
  for (const [file, text] of generated) {
    const path = join(TYPES_DIR, file);
    if ((await readFile(path, 'utf8').catch(() => undefined)) === text) continue;
    await writeFile(path, text);
    changed.push(file);
  }
  for (const file of await readdir(TYPES_DIR)) {
    if (generated.has(file)) continue;
    await rm(join(TYPES_DIR, file));
    changed.push(`${file} (removed)`);
  }
  console.log(
    `${TYPES_DIR}/: ${generated.size} files, ${changed.length ? `updated ${changed.join(', ')}` : 'all up to date'}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
