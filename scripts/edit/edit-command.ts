import { networkInterfaces } from 'node:os';
import { cliMessages } from '../cli-messages.ts';
import { checkPortsFree } from '../http/listen.ts';
import { refused, type BuildOutcome } from '../outcome.ts';
import { EXIT } from '../prebuilt/exit-codes.mjs';
import { startDev } from '../dev/dev.ts';
import { servePorts, type ServeOptions } from '../serve/serve.ts';
import { TOKEN_PARAM } from '../../editor/edit-protocol.ts';
import { bundleEditor } from '../bundle/bundle-editor.ts';
import { startEditServer } from './edit-server.ts';

export interface EditOptions extends ServeOptions {
  editPort: number;
  host: string;
  /** The editor's page its printed address opens: '/setup' for `kiln init`. */
  start?: string;
}

/** Where a browser elsewhere reaches a server listening on `host`: the host itself, or for 0.0.0.0 (::) this machine's addresses on its networks. */
function networkAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [host.includes(':') ? `[${host}]` : host];
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((a) =>
      !a || a.internal || (a.family === 'IPv6' && host === '0.0.0.0')
        ? []
        : [a.family === 'IPv6' ? `[${a.address}]` : a.address],
    )
    .filter((a) => !a.startsWith('[fe80:'));
}

/**
 * `kiln edit`: `kiln dev` (its preview is the real site, rebuilt on each save), framed by the
 * editor's page, and the editor's server beside it. Its port is checked with dev's before anything
 * starts, and its page is bundled while dev builds. Like dev it always starts, even on an invalid
 * catalogue: the editor is where staff fix it. Returns what stopped it from starting, unprinted,
 * or undefined once it serves.
 */
export async function edit(o: EditOptions): Promise<BuildOutcome | undefined> {
  const ports = await checkPortsFree({ ...servePorts(o), '--edit-port': o.editPort });
  if (ports) return refused(ports);
  const bundle = bundleEditor(o.catalog);
  // Said when it is awaited below; until then, not an unhandled rejection.
  bundle.catch(() => undefined);
  const loop = await startDev({ ...o, editor: { port: o.editPort, host: o.host } });
  if ('outcome' in loop) return loop;
  const server = await startEditServer({
    catalogDir: o.catalog,
    port: o.editPort,
    host: o.host,
    sitePort: o.port,
    bundle,
    onWritten: (what) => loop.catalogWritten(what),
  });
  try {
    await bundle;
  } catch (error) {
    // A bug in Kiln (its editor's sources): said as any other, and nothing left serving.
    console.error(cliMessages.internal(error));
    process.stderr.write('', () => process.exit(EXIT.internal));
    return undefined;
  }
  const start = o.start ?? '';
  if (server.token === undefined) console.log(cliMessages.editor(`http://localhost:${o.editPort}${start}`));
  else {
    const addresses = networkAddresses(o.host);
    const urls = (addresses.length ? addresses : ['localhost']).map(
      (a) => `http://${a}:${o.editPort}${start || '/'}?${TOKEN_PARAM}=${server.token}`,
    );
    console.log(cliMessages.editorOnNetwork(urls));
  }
  return undefined;
}
