import { API, WRITE_HEADER } from './edit-protocol.ts';

/** A reply from `kiln edit`'s server: its status and JSON body. */
export interface Reply<T> {
  status: number;
  body: T;
}

/** The server is gone (Ctrl+C in the terminal, or the laptop asleep). */
export class OfflineError extends Error {}

async function call<T>(path: string, init: RequestInit = {}): Promise<Reply<T>> {
  const write = init.method && init.method !== 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        ...(write && { [WRITE_HEADER]: '1' }),
        ...(init.body && typeof init.body === 'string' && { 'content-type': 'application/json' }),
        ...init.headers,
      },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new OfflineError('offline');
  }
  const body = (await response.json().catch(() => ({ message: `${response.status} ${response.statusText}` }))) as T;
  return { status: response.status, body };
}

export const getJson = <T>(path: string) => call<T>(path);
export const sendJson = <T>(method: 'POST' | 'PUT', path: string, body: unknown) =>
  call<T>(path, { method, body: JSON.stringify(body) });
export const upload = <T>(path: string, file: Blob) =>
  call<T>(path, { method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } });

export { API };
