import { useEffect, useRef, useState } from 'react';
import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';
import { API, OfflineError, sendJson } from './edit-api.ts';
import type { CheckReply } from './edit-protocol.ts';

/** How long typing pauses before the catalogue is checked again. */
const PAUSE_MS = 300;

/**
 * `kiln validate`'s answer for the catalogue with this form's data in place of its file, asked
 * again whenever the data changes (after a pause in typing); an answer to an older question is
 * dropped. `checked` is the data the answer is about, so Save knows whether it may trust it.
 */
export function useCatalogueCheck(key: CatalogKey, data: unknown, enabled: boolean) {
  const [reply, setReply] = useState<{ for: unknown; check: CheckReply }>();
  const [offline, setOffline] = useState(false);
  const asked = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const question = ++asked.current;
    const timer = setTimeout(() => {
      sendJson<CheckReply>('POST', API.check, { key, data }).then(
        ({ status, body }) => {
          if (question !== asked.current || status !== 200) return;
          setOffline(false);
          setReply({ for: data, check: body });
        },
        (error) => question === asked.current && error instanceof OfflineError && setOffline(true),
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, data, enabled]);
  return { reply, offline };
}
