import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';
import { sameJson } from '../site/core/lib/json-pointer.ts';
import { draftOf, dropDraft, ownOrLeftDraft, withBase } from './drafts.ts';
import { API, getJson, OfflineError } from './edit-api.ts';
import type { OpenedFile } from './edit-protocol.ts';
import { SAVE_WORDS } from './staff-words.ts';

/** An error in words for the status line: the server gone, or what went wrong (without "Error:"). */
export const whatWentWrong = (error: unknown): string =>
  error instanceof OfflineError ? SAVE_WORDS.offline : error instanceof Error ? error.message : String(error);

/**
 * One catalogue file as the editor holds it: as it is on disk (`opened`), what the form has made
 * of it (`data`, or `text` for a file that does not parse), the version that was made from, and
 * the status line. What is typed is kept in this browser as a draft until it is saved or
 * discarded; `load` reads the file again, with the draft on top unless told not to.
 */
export function useOpenedFile(key: CatalogKey, file: string) {
  const [opened, setOpened] = useState<OpenedFile>();
  const [loadError, setLoadError] = useState<string>();
  const [data, setData] = useState<unknown>();
  const [text, setText] = useState('');
  const [version, setVersion] = useState('');
  const [status, setStatus] = useState('');
  /** The file's data the form's changes were made to: a file changed elsewhere is merged against it. */
  const base = useRef<unknown>(undefined);
  /** What the form holds now, for a save's reply that comes back after more typing. */
  const current = useRef({ data, text });
  current.current = { data, text };

  const parses = opened?.data !== undefined;
  const dirty =
    opened !== undefined &&
    (version !== opened.version || (parses ? !sameJson(data, opened.data) : text !== opened.text));

  const load = useCallback(
    async (withDraft = true, keepForm = false) => {
      try {
        const { status, body } = await getJson<OpenedFile | { message: string }>(API.file(key));
        if (status !== 200 || !('version' in body))
          return setLoadError('message' in body ? body.message : SAVE_WORDS.couldNotOpen(file, status));
        // The same schema keeps its object, so the form (and which items are open) stays as it is.
        setOpened((now) => (now && sameJson(now.schema, body.schema) ? { ...body, schema: now.schema } : body));
        setLoadError(undefined);
        const draft = withDraft ? ownOrLeftDraft(file) : undefined;
        const differs =
          draft &&
          (draft.version !== body.version ||
            ('data' in draft ? !sameJson(draft.data, body.data) : draft.text !== body.text));
        if (draft && differs) {
          base.current = draft.base ?? (draft.version === body.version ? body.data : undefined);
          setData('data' in draft ? draft.data : body.data);
          setText(draft.text ?? body.text);
          setVersion(draft.version);
          setStatus(SAVE_WORDS.draftBack(draft.at));
        } else {
          if (draft) dropDraft(file);
          base.current = body.data;
          setVersion(body.version);
          // Typed while the save was on its way: the form keeps it, as a draft of the new version.
          if (keepForm) return;
          // After a save the form already holds this: keeping it keeps open items open.
          setData((now: unknown) => (sameJson(now, body.data) ? now : body.data));
          setText(body.text);
        }
      } catch (error) {
        setLoadError(whatWentWrong(error));
      }
    },
    [key, file],
  );
  useEffect(() => {
    setOpened(undefined);
    setStatus('');
    void load();
  }, [load]);

  // The draft follows every change; a form back to the file's own data has none.
  useEffect(() => {
    if (!opened) return;
    if (dirty)
      draftOf(file).set({
        version,
        at: Date.now(),
        ...(parses ? { data, ...withBase(base.current, opened.text) } : { text }),
      });
    else if (draftOf(file).get()) dropDraft(file);
  }, [opened, dirty, data, text, version, parses, file]);

  return {
    opened,
    loadError,
    data,
    setData,
    text,
    setText,
    version,
    status,
    setStatus,
    base,
    current,
    parses,
    dirty,
    load,
  };
}

export type OpenedFileState = ReturnType<typeof useOpenedFile>;
