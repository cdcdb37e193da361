import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';

export interface StaticServerOptions {
  dir: string;
  port: number;
  /** 'site': /product/* to the product shell and a 404 page; 'spa': every unknown path to index.html. */
  fallback: 'site' | 'spa';
  /** HTML injected before </body> (the dev loop's reload script). */
  inject?: string;
}

/** Serves a build the way a static host configured as the README says would. */
export function startStaticServer({ dir, port, fallback, inject }: StaticServerOptions): Promise<Server> {
  const files = sirv(dir, { dev: true, etag: true, extensions: ['html'] });
  const sendHtml = async (res: ServerResponse, file: string, status = 200) => {
    let html = await readFile(join(dir, file), 'utf8');
    if (inject) html = html.replace('</body>', `${inject}</body>`);
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  };

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const notFound = () => {
      const page = fallback === 'spa' ? sendHtml(res, 'index.html')
        : /^\/product\/[^/]+\/?$/.test(path) ? sendHtml(res, 'product/index.html')
        : sendHtml(res, '404.html', 404);
      // A build without that page (or no build at all) still answers instead of crashing the server.
      return page.catch(() => !res.headersSent && res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
    };
    if (inject && (path.endsWith('/') || !path.includes('.'))) {
      // HTML pages go through sendHtml so the dev script can be added.
      const file = path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;
      sendHtml(res, file.slice(1)).catch(notFound);
      return;
    }
    files(req, res, () => void notFound());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
