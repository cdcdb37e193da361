import { useRef, useState } from 'react';
import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';
import { sameJson } from '../site/core/lib/json-pointer.ts';
import type { Problem } from '../site/core/problems/problem.ts';
import { type Conflict, readConflict } from './conflict-dialog.tsx';
import { dropDraft } from './drafts.ts';
import { API, getJson, sendJson } from './edit-api.ts';
import type { HistoryReply, SaveReply } from './edit-protocol.ts';
import { SAVE_WORDS } from './staff-words.ts';
import { undoTarget } from './undo-history.ts';
import { type OpenedFileState, whatWentWrong } from './use-opened-file.ts';

interface ActionsInput {
  key: CatalogKey;
  file: string;
  onSaved(): void;
  /** Whether the latest check was of this very data, and the problems it found that stop a save. */
  checked: (sending: unknown) => boolean;
  blocking: number;
  /** Problems a refused save would have caused in other files. */
  setCaused: (problems: Problem[]) => void;
  setConflict: (conflict: Conflict | undefined) => void;
}

/**
 * What staff can do with a file: save it (refused before asking when the latest check found
 * problems, merged three ways on a conflict), discard the draft, restore a version kept before a
 * save, undo the last save. A draft is set aside in the history first, so nothing is lost.
 */
export function useFileActions(
  f: OpenedFileState,
  { key, file, onSaved, checked, blocking, setCaused, setConflict }: ActionsInput,
) {
  const [saving, setSaving] = useState(false);
  /** A save under way: Ctrl+S pressed again waits for it rather than racing it into a conflict. */
  const savingNow = useRef(false);
  const { opened, data, text, version, parses, dirty, setStatus, base, current, load } = f;

  /** After a save or a restore; `sent` is what a save sent, which the form may have moved on from since. */
  const afterSave = async (body: Extract<SaveReply, { saved: true }>, said: string, sent?: unknown) => {
    const now = parses ? current.current.data : current.current.text;
    const newer = sent !== undefined && !sameJson(now, sent);
    if (!newer) dropDraft(file);
    await load(false, newer);
    setStatus(body.unchanged ? SAVE_WORDS.unchanged : newer ? SAVE_WORDS.typedSince(said) : said);
    onSaved();
  };

  const save = async (over?: string, sending = data) => {
    if (!opened) return;
    // The latest check is of this very data: refuse before asking the server, and say why.
    if (!over && checked(sending) && blocking > 0) return setStatus(SAVE_WORDS.refused(file, blocking));
    if (savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    setCaused([]);
    try {
      const sent = parses ? { data: sending, version: over ?? version } : { text, version: over ?? version };
      const { body } = await sendJson<SaveReply>('PUT', API.file(key), sent);
      if ('saved' in body) await afterSave(body, SAVE_WORDS.saved(file), parses ? sending : text);
      else if ('conflict' in body)
        setConflict(
          await readConflict(key, body.message, body.version, base.current, parses ? data : undefined, opened.schema),
        );
      else if ('invalid' in body) {
        // The server's message already begins "Not saved:".
        setStatus(SAVE_WORDS.keptAsDraft(body.message));
        setCaused(body.problems.filter((p) => p.file !== file));
      } else setStatus(SAVE_WORDS.notSaved(body.message));
    } catch (error) {
      setStatus(whatWentWrong(error));
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  /** A draft set aside in the history, so that taking another version loses nothing. */
  const setAside = async () => {
    if (!dirty || !parses) return;
    const { status, body } = await sendJson<{ message?: string }>('POST', API.keep(key), { data });
    // Not kept (a draft too big to keep): nothing may go on as if it were.
    if (status !== 200) throw new Error(SAVE_WORDS.notSetAside(body.message ?? `the editor answered ${status}`));
  };

  const discard = async () => {
    try {
      await setAside();
      dropDraft(file);
      await load(false);
      setStatus(SAVE_WORDS.discarded);
    } catch (error) {
      setStatus(whatWentWrong(error));
    }
  };

  const restore = async (id: string, said: string, undo = false) => {
    try {
      await setAside();
      const { body } = await sendJson<SaveReply>('POST', API.restore(key), {
        id,
        version: opened?.version ?? version,
        undo,
      });
      if ('saved' in body) await afterSave(body, said);
      else setStatus(SAVE_WORDS.notRestored(body.message));
    } catch (error) {
      setStatus(whatWentWrong(error));
    }
  };

  const undoLastSave = async () => {
    const { body } = await getJson<HistoryReply>(API.history(key)).catch(() => ({ body: { entries: [] } }));
    const last = undoTarget(body.entries);
    if (!last) return setStatus(SAVE_WORDS.nothingToUndo);
    await restore(last.id, SAVE_WORDS.undone(file, last.savedAt), true);
  };

  return { saving, save, discard, restore, undoLastSave };
}
