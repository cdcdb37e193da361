import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { answerClientError } from '../http/answer-client-error.ts';
import { containedFile } from '../http/contained-file.ts';
import { guardRequest } from '../http/guard-request.ts';
import { listenOn } from '../http/listen.ts';
import { parseRequestPath, type RequestPath } from '../http/parse-request-path.ts';
import { requestHost } from '../http/request-host.ts';
import { htmlReply, sendReply, textReply, type Reply } from '../http/send-reply.ts';
import type { EditorBundle } from '../bundle/bundle-editor.ts';
import { pictureType } from './catalog-images.ts';
import { admit, isLoopback, isOwnWrite, newAccessToken } from './edit-access.ts';
import { editHeaders, type EditReplyKind } from './edit-headers.ts';
import { editMessages } from './edit-messages.ts';
import { UPLOAD_LIMIT } from '../../editor/edit-protocol.ts';
import { EDITOR_PREFIX } from '../../editor/editor-base.ts';
import { answerApi, type ApiContext } from './edit-routes.ts';

export interface EditServerOptions {
  catalogDir: string;
  /** 0 for any free port (tests). */
  port: number;
  /** 127.0.0.1 unless staff ask for the network (`--host 0.0.0.0`, to edit from a phone). */
  host: string;
  /** The port of the site `kiln dev` serves, which the editor's page frames for its preview. */
  sitePort: number;
  /** The editor's page, or its bundling under way: requests for it wait. */
  bundle: EditorBundle | Promise<EditorBundle>;
  /** The token every request needs on a non-loopback host; one is made when none is given. */
  token?: string;
  /** Told after each write to the catalogue (the dev loop it runs in builds at once). */
  onWritten?: (what: { pictures: boolean }) => void;
}

/** The running server, and the token its addresses must carry (undefined on a loopback host). */
export type EditServer = Server & { token: string | undefined };

/** How much of a refused upload is still read (and dropped) so its sender hears the refusal. */
const LINGER_BYTES = 2 * UPLOAD_LIMIT;

/**
 * After a refused body (413), the rest the browser is still sending is read and dropped, up to a
 * limit: a socket closed with unread data is reset, and the reset can reach the sender before
 * the answer does, so the browser would say "connection reset" instead of why. Past the limit
 * the connection is cut.
 */
function lingerThenClose(req: IncomingMessage): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** Runs writes one after another. */
function queue(): ApiContext['oneAtATime'] {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

/** What a path is: the API, a hashed asset of the page, a catalogue picture, or an address of the page itself. */
function kindOf({ segments }: RequestPath): 'api' | 'asset' | 'picture' | 'shell' {
  if (segments[0] === 'api') return 'api';
  if (segments[0] === 'editor' && segments.length > 1) return 'asset';
  if (segments[0] === 'catalog' && segments[1] === 'images' && segments.length > 2) return 'picture';
  return 'shell';
}

/** Whether a write's answer says a catalogue file or picture changed on disk: a save or a restore that changed bytes, an upload. */
function wroteCatalog(segments: readonly string[], answer: { status: number; body: unknown }): boolean {
  if (answer.status < 200 || answer.status > 299) return false;
  if (segments[1] === 'images') return true;
  const body = answer.body as { saved?: boolean; unchanged?: boolean };
  return body.saved === true && body.unchanged !== true;
}

/** The path as it is below EDITOR_PREFIX: `/__kiln-edit/api/files` is `/api/files`, `/__kiln-edit` is `/`. */
function withoutPrefix(path: RequestPath): RequestPath {
  const raw = path.raw.slice(EDITOR_PREFIX.length) || '/';
  return { raw, segments: path.segments.length > 1 ? path.segments.slice(1) : [''], query: path.query };
}

const methodNotAllowed = () => textReply(405, 'Method Not Allowed', { allow: 'GET, HEAD' });

/**
 * `kiln edit`'s server: the editor's page (every address but its assets, the catalogue's pictures
 * and the API answers with it; the app routes on the client), its hashed assets, the catalogue's
 * pictures for thumbnails, and the API of editor/edit-protocol.ts. Every request is admitted first
 * (edit-access.ts: the Host on loopback, the token elsewhere), every write must come from the
 * editor's own page, and only the catalogue's files and pictures can be written. No request can
 * stop it.
 */
export async function startEditServer(o: EditServerOptions): Promise<EditServer> {
  const loopback = isLoopback(o.host);
  const token = loopback ? undefined : (o.token ?? newAccessToken());
  const context: ApiContext = { catalogDir: o.catalogDir, sitePort: o.sitePort, oneAtATime: queue() };
  const bundle = Promise.resolve(o.bundle);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const sent = parseRequestPath(req.url);
    // Under --host the editor lives under EDITOR_PREFIX, where its cookie goes (editor-base.ts); on this computer alone it answers there too (a bookmark from a --host session).
    const prefixed = sent?.segments[0] === EDITOR_PREFIX.slice(1);
    const path = prefixed ? withoutPrefix(sent) : sent;
    const port = (server.address() as AddressInfo).port;
    const admission = admit(req, path?.query ?? new URLSearchParams(), { port, loopback, token });
    const hostname = requestHost(req)?.hostname;
    const headers = (kind: EditReplyKind) => ({
      ...editHeaders(hostname ?? 'localhost', o.sitePort, kind),
      ...('cookie' in admission && admission.cookie && { 'set-cookie': admission.cookie }),
    });
    if ('refused' in admission) return sendReply(req, res, textReply(403, admission.refused), headers('page'));
    if (!hostname) return sendReply(req, res, textReply(400, editMessages.badHost), headers('page'));
    if (!path) return sendReply(req, res, textReply(400, 'Bad Request'), headers('page'));
    if (token !== undefined && !prefixed) {
      // The printed address (with its token): the same page under the prefix, which sets the cookie.
      const search = req.url!.includes('?') ? req.url!.slice(req.url!.indexOf('?')) : '';
      return sendReply(
        req,
        res,
        textReply(302, '', { location: `${EDITOR_PREFIX}${path.raw}${search}` }),
        headers('page'),
      );
    }
    const kind = kindOf(path);
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (!reading && !isOwnWrite(req))
      return sendReply(req, res, textReply(403, editMessages.foreignWrite), headers('page'));

    if (kind === 'api') {
      const answer = await answerApi(req, path.segments.slice(1), path.query, context);
      const reply: Reply = {
        status: answer.status,
        body: JSON.stringify(answer.body),
        type: 'application/json; charset=utf-8',
      };
      if (answer.close) lingerThenClose(req);
      if (!reading && wroteCatalog(path.segments, answer)) o.onWritten?.({ pictures: path.segments[1] === 'images' });
      return sendReply(req, res, reply, headers('page'));
    }
    if (!reading) return sendReply(req, res, methodNotAllowed(), headers('page'));
    if (kind === 'asset') {
      const asset = (await bundle).assets.get(path.raw);
      if (!asset) return sendReply(req, res, textReply(404, 'Not found'), headers('page'));
      res.writeHead(200, { ...headers('asset'), 'content-type': asset.type, 'content-length': asset.body.byteLength });
      return void res.end(req.method === 'HEAD' ? undefined : asset.body);
    }
    if (kind === 'picture') {
      const segments = path.segments.slice(2);
      const type = pictureType(segments.at(-1)!);
      const file = type && (await containedFile(join(o.catalogDir, 'images'), segments));
      if (!type || !file) return sendReply(req, res, textReply(404, 'Not found'), headers('page'));
      return sendReply(req, res, { file }, { ...headers('picture'), 'content-type': type });
    }
    const { shell } = await bundle;
    // Its assets are under the prefix too, where the cookie is sent.
    return sendReply(
      req,
      res,
      htmlReply(200, prefixed ? shell.replaceAll('="/editor/', `="${EDITOR_PREFIX}/editor/`) : shell),
      headers('page'),
    );
  };

  const server = createServer(
    guardRequest('[kiln edit]', handle, (res) =>
      res
        .writeHead(500, {
          ...editHeaders('localhost', o.sitePort, 'page'),
          'content-type': 'text/plain; charset=utf-8',
        })
        .end('Internal Server Error'),
    ),
  );
  server.on('clientError', answerClientError);
  await listenOn(server, o.port, o.host);
  return Object.assign(server, { token });
}
