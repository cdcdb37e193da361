import { access, readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { UPLOAD_LIMIT, type EditorInfo, type FileSummary, type OpenedFile } from '../../editor/edit-protocol.ts';
import { FILE_PAGES } from '../../editor/file-pages.ts';
import { contentPagePaths } from '../../site/core/content-page-paths.ts';
import { OPTIONAL_CATALOG_KEYS } from '../../site/core/catalog/optional-files.ts';
import { CATALOG_KEYS, catalogFileName, type CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';
import { schemaRefFor } from '../validate/rules/schema-reference.ts';
import { validateCatalog } from '../validate/validate-catalog.ts';
import { setupRoutes } from './setup-routes.ts';
import { publishRoutes } from './publish-routes.ts';
import { readCatalogFile, shownName } from './catalog-file-store.ts';
import { listImages } from './catalog-images.ts';
import { checkDraft, draftFor, keepDraft, restoreCatalogFile, saveCatalogFile } from './catalog-writes.ts';
import { editMessages } from './edit-messages.ts';
import { type ApiAnswer, message, withJson } from './json-request.ts';
import { HISTORY_ENTRY_BYTES, HistoryEntryTooBig, listHistory } from './edit-history.ts';
import { uploadedName, uploadImage } from './image-upload.ts';
import { deleteImage, findImageUses } from './image-uses.ts';
import { readRequestBody } from './read-request-body.ts';
import { launchKit } from './launch-kit.ts';

export interface ApiContext {
  catalogDir: string;
  sitePort: number;
  /** Runs writes one at a time, so none comes between another's version check and its write. */
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
}

const isKey = (value: unknown): value is CatalogKey =>
  typeof value === 'string' && (CATALOG_KEYS as readonly string[]).includes(value);

/** A file's JSON Schema, or undefined when it cannot be read (validation says why, on the schema's file). */
async function schemaOf(catalogDir: string, key: CatalogKey): Promise<Record<string, unknown> | undefined> {
  const path = join(catalogDir, schemaRefFor(catalogFileName(key)));
  const schema: unknown = await readFile(path, 'utf8').then(JSON.parse, () => undefined);
  return isRecord(schema) ? schema : undefined;
}

const fileExists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

async function editorInfo({ catalogDir, sitePort }: ApiContext): Promise<EditorInfo> {
  const [validation, ...files] = await Promise.all([
    validateCatalog(catalogDir),
    ...CATALOG_KEYS.map(async (key): Promise<FileSummary> => {
      const schema = await schemaOf(catalogDir, key);
      const text = (name: string) => (typeof schema?.[name] === 'string' ? (schema[name] as string) : undefined);
      return {
        key,
        file: shownName(catalogDir, key),
        title: text('title') ?? catalogFileName(key),
        description: text('description') ?? '',
        routes: [...FILE_PAGES[key]],
        ...(OPTIONAL_CATALOG_KEYS.includes(key) && {
          optional: true as const,
          ...(!(await fileExists(join(catalogDir, catalogFileName(key)))) && { absent: true as const }),
        }),
      };
    }),
  ]);
  // The café's own pages are shown at their own addresses, once the catalogue says which.
  const own = validation.catalog ? contentPagePaths(validation.catalog) : [];
  for (const file of files as FileSummary[]) if (file.key === 'contentPages') file.routes.unshift(...own);
  return { files: files as FileSummary[], sitePort, problems: [...validation.problems, ...validation.warnings] };
}

async function openFile(catalogDir: string, key: CatalogKey): Promise<ApiAnswer> {
  const file = shownName(catalogDir, key);
  const read = await readCatalogFile(catalogDir, key);
  if (!read.ok)
    return message(
      read.missing ? 404 : 422,
      read.missing ? editMessages.missing(file) : editMessages.unreadable(file, read.message),
    );
  const { text, version, parsed } = read.file;
  const opened: OpenedFile = {
    key,
    text,
    ...(parsed.ok && { data: parsed.data }),
    version,
    schema: (await schemaOf(catalogDir, key)) ?? {},
  };
  return { status: 200, body: opened };
}

const checkRequest = (req: IncomingMessage, catalogDir: string) =>
  withJson(req, async (body) => {
    if (!isKey(body.key))
      return message(typeof body.key === 'string' ? 404 : 400, editMessages.unknownFile(String(body.key)));
    if (!('data' in body)) return message(400, editMessages.badRequest('{ key, data }'));
    return {
      status: 200,
      body: await checkDraft(catalogDir, body.key, await draftFor(catalogDir, body.key, body.data)),
    };
  });

const saveRequest = (req: IncomingMessage, key: CatalogKey, { catalogDir, oneAtATime }: ApiContext) =>
  withJson(req, async (body) => {
    const { version, data, text } = body;
    // Exactly one of the form's data and a whole text.
    if (
      typeof version !== 'string' ||
      'data' in body === (text !== undefined) ||
      (text !== undefined && typeof text !== 'string')
    ) {
      return message(400, editMessages.badRequest('{ version, data } or { version, text }'));
    }
    return oneAtATime(() => saveCatalogFile(catalogDir, key, { version, data, text }));
  });

async function uploadRequest(req: IncomingMessage, query: URLSearchParams, catalogDir: string): Promise<ApiAnswer> {
  const name = query.get('name') ?? '';
  const bytes = await readRequestBody(req, UPLOAD_LIMIT);
  if (!bytes) return { ...message(413, editMessages.uploadTooBig(uploadedName(name), UPLOAD_LIMIT)), close: true };
  return uploadImage(catalogDir, bytes, {
    name,
    folder: query.get('folder') || undefined,
    itemName: query.get('item') ?? '',
  });
}

/** /api/images/uses and /api/images/delete: where pictures are used, and deleting one nothing uses. */
function imageRoutes(
  req: IncomingMessage,
  action: string | undefined,
  catalogDir: string,
  oneAtATime: ApiContext['oneAtATime'],
): Handlers | undefined {
  if (action === 'uses') return { GET: async () => ({ status: 200, body: { uses: await findImageUses(catalogDir) } }) };
  if (action === 'delete') {
    return {
      POST: () =>
        withJson(req, async ({ path }) =>
          typeof path === 'string'
            ? oneAtATime(() => deleteImage(catalogDir, path))
            : message(400, editMessages.badRequest('{ path }')),
        ),
    };
  }
  return undefined;
}

/** A draft too big for the history: refused in words, not a 500. */
const tooBigToKeep = (error: unknown): ApiAnswer => {
  if (error instanceof HistoryEntryTooBig)
    return message(413, editMessages.tooBigToKeep(error.bytes, HISTORY_ENTRY_BYTES));
  throw error;
};

/** What each method does at one path. */
type Handlers = Partial<Record<string, () => Promise<ApiAnswer>>>;

/** The handlers of the path `segments` (after "api"): undefined when there is no such path, a 404 for a key that names no catalogue file. */
function route(
  req: IncomingMessage,
  segments: readonly string[],
  query: URLSearchParams,
  context: ApiContext,
): Handlers | ApiAnswer | undefined {
  const { catalogDir, oneAtATime } = context;
  const [what, key, action] = segments;
  if (what === 'setup' && segments.length <= 2) return setupRoutes(req, key, context);
  if (what === 'publish' && segments.length <= 2) return publishRoutes(req, key, context);
  if (segments.length === 1) {
    if (what === 'files') return { GET: async () => ({ status: 200, body: await editorInfo(context) }) };
    if (what === 'check') return { POST: () => checkRequest(req, catalogDir) };
    if (what === 'launch-kit') return { GET: async () => ({ status: 200, body: await launchKit(catalogDir) }) };
    if (what === 'images')
      return {
        GET: async () => ({ status: 200, body: { images: await listImages(catalogDir) } }),
        POST: () => uploadRequest(req, query, catalogDir),
      };
    return undefined;
  }
  if (what === 'images' && segments.length === 2) return imageRoutes(req, key, catalogDir, oneAtATime);
  if ((what !== 'file' && what !== 'history') || segments.length > (what === 'file' ? 2 : 3)) return undefined;
  if (!isKey(key)) return message(404, editMessages.unknownFile(key!));
  if (what === 'file') return { GET: () => openFile(catalogDir, key), PUT: () => saveRequest(req, key, context) };
  if (action === undefined)
    return { GET: async () => ({ status: 200, body: { entries: await listHistory(catalogDir, key) } }) };
  if (action === 'keep') {
    return {
      POST: () =>
        withJson(req, async (body) =>
          'data' in body
            ? oneAtATime(() => keepDraft(catalogDir, key, body.data)).catch(tooBigToKeep)
            : message(400, editMessages.badRequest('{ data }')),
        ),
    };
  }
  if (action === 'restore') {
    return {
      POST: () =>
        withJson(req, async ({ id, version, undo }) =>
          typeof id === 'string' && typeof version === 'string'
            ? oneAtATime(() => restoreCatalogFile(catalogDir, key, { id, version, undo: undo === true }))
            : message(400, editMessages.badRequest('{ id, version }')),
        ),
    };
  }
  return undefined;
}

/**
 * Answers /api/… (`segments` after "api"), as editor/edit-protocol.ts describes each path. Keys
 * are only the catalogue files': no other file can be read or written through the API.
 */
export async function answerApi(
  req: IncomingMessage,
  segments: readonly string[],
  query: URLSearchParams,
  context: ApiContext,
): Promise<ApiAnswer> {
  const path = `/api/${segments.join('/')}`;
  const handlers = route(req, segments, query, context);
  if (!handlers) return message(404, editMessages.notFound(path));
  if ('status' in handlers) return handlers as ApiAnswer;
  const handle = handlers[req.method ?? 'GET'];
  return handle ? handle() : message(405, editMessages.methodNotAllowed(req.method ?? 'GET', path));
}
