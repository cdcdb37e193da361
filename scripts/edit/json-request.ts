import type { IncomingMessage } from 'node:http';
import { isRecord } from '../../site/core/lib/is-record.ts';
import type { ApiReply } from './catalog-writes.ts';
import { editMessages } from './edit-messages.ts';
import { JSON_DEPTH_LIMIT, jsonDepth } from './json-depth.ts';
import { readRequestBody } from './read-request-body.ts';

/** The most a JSON request may be: the 100× catalogue's menu.json, sent as a form's data, is several MB. */
export const JSON_LIMIT = 64 * 1024 * 1024;

/** An API reply, and whether a body too large was left unread (the server then reads and drops the rest, edit-server.ts). */
export type ApiAnswer = ApiReply & { close?: true };

export const message = (status: number, text: string): ApiAnswer => ({ status, body: { message: text } });

/** Reads the request's JSON body, a `{ }` block, and hands it to `use`; or refuses it. */
export async function withJson(
  req: IncomingMessage,
  use: (body: Record<string, unknown>) => Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  const bytes = await readRequestBody(req, JSON_LIMIT);
  if (!bytes) return { ...message(413, editMessages.tooBig(JSON_LIMIT)), close: true };
  const text = bytes.toString('utf8');
  if (jsonDepth(text) > JSON_DEPTH_LIMIT) return message(400, editMessages.tooDeep(JSON_DEPTH_LIMIT));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return message(400, editMessages.notJsonBody((error as Error).message));
  }
  return isRecord(body) ? use(body) : message(400, editMessages.badRequest('a JSON { } block'));
}
