import type { IncomingMessage } from 'node:http';
import { isRecord } from '../../site/core/lib/is-record.ts';
import { type PublishChoice, publishCatalogue } from '../publish/publish-catalogue.ts';
import { cafeToday, readDataFiles } from '../publish/catalogue-data.ts';
import { publishStatus } from '../publish/publish-status.ts';
import { datedChanges } from './dated-changes.ts';
import { editMessages } from './edit-messages.ts';
import { minimalEdits } from './minimal-edits.ts';
import { type ApiAnswer, message, withJson } from './json-request.ts';

interface PublishContext {
  catalogDir: string;
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
}

const isChoice = (c: unknown): c is PublishChoice =>
  isRecord(c) &&
  typeof c.file === 'string' &&
  typeof c.pointer === 'string' &&
  (c.keep === 'mine' || c.keep === 'theirs');

/**
 * GET /api/publish: where the catalogue stands; POST /api/publish (and /api/publish/resolve, the
 * same with `choices`): publish it (editor/publish/publish-protocol.ts). Undefined for another path.
 */
export function publishRoutes(
  req: IncomingMessage,
  action: string | undefined,
  { catalogDir, oneAtATime }: PublishContext,
): Partial<Record<string, () => Promise<ApiAnswer>>> | undefined {
  if (action !== undefined && action !== 'resolve') return undefined;
  const publish = () =>
    withJson(req, async ({ choices }) => {
      if (choices !== undefined && !(Array.isArray(choices) && choices.every(isChoice)))
        return message(400, editMessages.badRequest('{ choices: [{ file, pointer, keep }] }'));
      // One at a time with saves: nothing is written between the check and the commit.
      const { status, body } = await oneAtATime(() => publishCatalogue(catalogDir, choices ?? [], minimalEdits));
      return { status, body };
    });
  if (action === 'resolve') return { POST: publish };
  return {
    GET: async () => {
      const files = await readDataFiles(catalogDir);
      return { status: 200, body: await publishStatus(catalogDir, datedChanges(files, cafeToday(files))) };
    },
    POST: publish,
  };
}
