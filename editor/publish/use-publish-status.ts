import { useCallback, useEffect, useState } from 'react';
import { getJson, OfflineError } from '../edit-api.ts';
import { PUBLISH_API, type PublishStatus } from './publish-protocol.ts';

/** Where the catalogue stands against its last publish, asked of the server; `refresh` asks again (after a save or a publish). */
export function usePublishStatus(): { status?: PublishStatus; error?: string; refresh(): void } {
  const [status, setStatus] = useState<PublishStatus>();
  const [error, setError] = useState<string>();
  const refresh = useCallback(() => {
    getJson<PublishStatus | { message: string }>(PUBLISH_API.status).then(
      ({ status: code, body }) => {
        if (code === 200 && 'changes' in body) {
          setStatus(body);
          setError(undefined);
        } else setError('message' in body ? body.message : `The publish status could not be read (${code}).`);
      },
      (e) =>
        setError(
          e instanceof OfflineError ? 'The editor’s server did not answer: is kiln edit still running?' : String(e),
        ),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { status, error, refresh };
}
