import { createServer, type Server } from 'node:net';
import { cliMessages } from '../cli-messages.ts';

/** A port `serve` or `dev` cannot listen on. Its message is the one line the CLI prints (exit 2). */
export class PortRefused extends Error {
  override name = 'PortRefused';
}

/** `server.listen(port, host)`, settled: a port that is taken (or not ours to use) rejects with PortRefused. */
export function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const refused = error.code === 'EADDRINUSE' || error.code === 'EACCES';
      reject(refused ? new PortRefused(cliMessages.portTaken(port, error.code === 'EACCES')) : error);
    };
    // Left on once listening: a later error then settles nothing and stops nothing, as before.
    server.once('error', failed);
    server.listen(port, host, () => resolve());
  });
}

/**
 * Throws PortRefused unless each of `ports` (by flag) is distinct and free now, so `serve` and
 * `dev` say so before they spend a build on it. Each server still checks as it starts.
 */
export async function checkPortsFree(ports: Record<string, number>, host = '127.0.0.1'): Promise<void> {
  const flags = Object.keys(ports);
  for (const [i, flag] of flags.entries()) {
    const twin = flags.slice(i + 1).find((other) => ports[other] === ports[flag]);
    if (twin) throw new PortRefused(cliMessages.portTwice(flag, twin, ports[flag]!));
  }
  const probes: Server[] = [];
  try {
    for (const port of Object.values(ports)) {
      const probe = createServer();
      await listenOn(probe, port, host);
      probes.push(probe);
    }
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}
