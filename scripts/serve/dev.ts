import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { serve, localUrls, type ServeOptions } from './serve.ts';

const RELOAD_PORT_OFFSET = 10;

/**
 * `kiln dev`: serve, and on any change under catalog/, site/, hub/ or scripts/ rebuild in a
 * fresh process (so edited modules are really re-imported) and tell open pages to reload.
 */
export async function dev(o: ServeOptions): Promise<void> {
  const clients = new Set<ServerResponse>();
  const reloadPort = o.port + RELOAD_PORT_OFFSET;
  createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
    res.write(': connected\n\n');
    clients.add(res);
    res.on('close', () => clients.delete(res));
  }).listen(reloadPort, '127.0.0.1');
  const inject = `<script>new EventSource('http://localhost:${reloadPort}/').addEventListener('reload',()=>location.reload())</script>`;

  await serve({ ...o, inject });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let building = false;
  let again = false;
  const rebuild = () => {
    if (building) return void (again = true);
    building = true;
    const urls = localUrls(o);
    const args = ['--import', 'tsx', 'scripts/kiln.ts', 'build', '--catalog', o.catalog, '--out', o.out,
      '--site-url', urls.siteUrl, '--hub-url', urls.hubUrl, '--api-base', urls.apiBase];
    spawn(process.execPath, args, { stdio: 'inherit' }).on('exit', (code) => {
      building = false;
      if (code === 0) for (const c of clients) c.write('event: reload\ndata: \n\n');
      if (again) {
        again = false;
        rebuild();
      }
    });
  };
  for (const dir of [o.catalog, 'site', 'hub', 'scripts']) {
    try {
      watch(dir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(rebuild, 150);
      });
    } catch {
      // A folder that does not exist yet (hub/) has nothing to watch.
    }
  }
  console.log('Watching for changes…');
}
