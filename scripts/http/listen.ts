import { createServer, type Server } from 'node:net';
import { RefusedError, type Refusal } from '../outcome.ts';

/**
 * `server.listen(port, host)`, settled. A port taken (or not ours to use) rejects with a
 * RefusedError: `serve` and `dev` check their ports first (checkPortsFree), so this is a port
 * lost to another program in between.
 */
export function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const taken = error.code === 'EADDRINUSE' || error.code === 'EACCES';
      reject(taken ? new RefusedError({ reason: 'port-taken', port, forbidden: error.code === 'EACCES' }) : error);
    };
    // Left on once listening: a later error then settles nothing and stops nothing, as before.
    server.once('error', failed);
    server.listen(port, host, () => resolve());
  });
}

/**
 * Why `serve` or `dev` cannot have `ports` (by flag), or undefined when each is distinct and free
 * now, so they say so before they spend a build on it. Each server still checks as it starts.
 */
export async function checkPortsFree(ports: Record<string, number>, host = '127.0.0.1'): Promise<Refusal | undefined> {
  const flags = Object.keys(ports);
  for (const [i, flag] of flags.entries()) {
    const twin = flags.slice(i + 1).find((other) => ports[other] === ports[flag]);
    if (twin) return { reason: 'port-twice', flag, other: twin, port: ports[flag]! };
  }
  const probes: Server[] = [];
  try {
    for (const [flag, port] of Object.entries(ports)) {
      const probe = createServer();
      try {
        await listenOn(probe, port, host);
      } catch (error) {
        // Named by its flag, so the message says which one to change.
        if (error instanceof RefusedError)
          return error.refusal.reason === 'port-taken' ? { ...error.refusal, flag } : error.refusal;
        throw error;
      }
      probes.push(probe);
    }
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
  return undefined;
}
