import type { RJSFSchema } from '@rjsf/utils';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Conflict, ConflictDialog, readConflict } from './conflict-dialog.tsx';
import { draftOf, dropDraft, ownOrLeftDraft, withBase } from './drafts.ts';
import { API, getJson, OfflineError, sendJson } from './edit-api.ts';
import type { EditorInfo, FileSummary, HistoryReply, ImagesReply, OpenedFile, SaveReply } from './edit-protocol.ts';
import type { Problem } from '../site/core/problems/problem.ts';
import { EditContext, type EditContextValue } from './form/edit-context.ts';
import { withInserted } from './form/removed-item.tsx';
import { SchemaForm } from './form/schema-form.tsx';
import { withDisplayTimes } from './form/display-times.ts';
import { sameJson, valueAt, withMoved } from '../site/core/lib/json-pointer.ts';
import { LINK_TARGETS } from './link-targets.ts';
import { fieldInAddress, jumpWhenDrawn, OtherFileFix } from './other-file-fix.tsx';
import { PreviewPane, type ShowRequest } from './preview-pane.tsx';
import { indexProblems } from './problem-index.ts';
import { ProblemSummary } from './problem-summary.tsx';
import { inStaffWords } from './staff-problems.ts';
import { useCatalogueCheck } from './use-catalogue-check.ts';
import { useOtherTabDraft } from './tab-drafts.ts';
import { undoTarget } from './undo-history.ts';
import { ItemSearch } from './item-search.tsx';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { VersionsDialog } from './versions-dialog.tsx';
import { aboutFile, count, itemLabel } from './staff-words.ts';

// A file that does not parse is rare: its text box (and the JSON parser it checks with) loads only then.
const textFileForm = () => import('./text-file-form.tsx');
const TextFileForm = lazy(() => textFileForm().then((m) => ({ default: m.TextFileForm })));

/** An error in words for the status line: the server gone, or what went wrong (without "Error:"). */
const whatWentWrong = (error: unknown) => (error instanceof OfflineError ? OFFLINE : error instanceof Error ? error.message : String(error));

const OFFLINE = 'The editor’s server did not answer: is kiln edit still running in its terminal? Your changes are kept in this browser.';
const time = (at: number | string) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * One catalogue file: its form (or, for a file that does not parse, its text), the problems
 * `kiln validate` finds with the form's data in place, Save, the versions kept before each save,
 * and the pages the file feeds beside it. What is typed is kept in this browser as a draft until
 * it is saved or discarded.
 */
export function FileScreen({ summary, info, onSaved }: { summary: FileSummary; info: EditorInfo; onSaved(): void }) {
  const { key, file } = summary;
  const [opened, setOpened] = useState<OpenedFile>();
  const [loadError, setLoadError] = useState<string>();
  const [data, setData] = useState<unknown>();
  const [text, setText] = useState('');
  const [version, setVersion] = useState('');
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict>();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [reveal, setReveal] = useState<string>();
  const [tab, setTab] = useState<'form' | 'preview'>('form');
  const [images, setImages] = useState<ImagesReply['images']>([]);
  const [show, setShow] = useState<ShowRequest>();
  const lastField = useRef('');
  /** The file's data the form's changes were made to: a file changed elsewhere is merged against it. */
  const base = useRef<unknown>(undefined);
  const otherTab = useOtherTabDraft(file);
  /** Problems a refused save would have caused in other files, each with a way to its field. */
  const [caused, setCaused] = useState<Problem[]>([]);
  const formArea = useRef<HTMLDivElement>(null);
  /** What the form holds now, for a save's reply that comes back after more typing. */
  const current = useRef({ data, text });
  current.current = { data, text };
  /** A save under way: Ctrl+S pressed again waits for it rather than racing it into a conflict. */
  const savingNow = useRef(false);

  const parses = opened?.data !== undefined;
  const dirty = opened !== undefined && (version !== opened.version || (parses ? !sameJson(data, opened.data) : text !== opened.text));

  /** Reads the file from disk; the browser's draft of it, if any, goes on top. */
  const load = useCallback(
    async (withDraft = true, keepForm = false) => {
      try {
        const { status, body } = await getJson<OpenedFile | { message: string }>(API.file(key));
        if (status !== 200 || !('version' in body)) return setLoadError('message' in body ? body.message : `${file} could not be opened (${status}).`);
        // The same schema keeps its object, so the form (and which items are open) stays as it is.
        setOpened((now) => (now && sameJson(now.schema, body.schema) ? { ...body, schema: now.schema } : body));
        setLoadError(undefined);
        const draft = withDraft ? ownOrLeftDraft(file) : undefined;
        const differs = draft && (draft.version !== body.version || ('data' in draft ? !sameJson(draft.data, body.data) : draft.text !== body.text));
        if (draft && differs) {
          base.current = draft.base ?? (draft.version === body.version ? body.data : undefined);
          setData('data' in draft ? draft.data : body.data);
          setText(draft.text ?? body.text);
          setVersion(draft.version);
          setStatus(`Your unsaved changes from ${time(draft.at)} are back. Save them, or discard the draft.`);
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

  const refreshImages = useCallback(async () => {
    const { status, body } = await getJson<ImagesReply>(API.images).catch(() => ({ status: 0, body: { images: [] } }));
    if (status === 200) setImages(body.images);
  }, []);
  useEffect(() => void refreshImages(), [refreshImages]);

  // The draft follows every change; a form back to the file's own data has none.
  useEffect(() => {
    if (!opened) return;
    if (dirty) draftOf(file).set({ version, at: Date.now(), ...(parses ? { data, ...withBase(base.current, opened.text) } : { text }) });
    else if (draftOf(file).get()) dropDraft(file);
  }, [opened, dirty, data, text, version, parses, file]);

  const { reply, offline } = useCatalogueCheck(key, parses ? data : undefined, parses);
  const known = reply?.check ?? { problems: info.problems.filter((p) => !p.warning), warnings: info.problems.filter((p) => p.warning) };
  const mine = useMemo(() => {
    const own = [...known.problems, ...known.warnings].filter((p) => p.file === file);
    return parses && opened ? inStaffWords(own, data, opened.schema) : own;
  }, [known, file, parses, opened, data]);
  const elsewhere = useMemo(() => known.problems.filter((p) => p.file !== file), [known, file]);
  const problems = useMemo(() => indexProblems(mine), [mine]);
  const blocking = mine.filter((p) => !p.warning);

  /** A change staff made: what the status said of the last save or load is no longer true. */
  const edit = (change: (now: unknown) => unknown) => {
    setStatus('');
    setData(change);
  };

  const context: EditContextValue = {
    data,
    problems,
    reveal,
    moveItem: (list, from, to) => edit((now) => withMoved(now, list, from, to)),
    insertItem: (list, at, item) => edit((now) => withInserted(now, list, at, item)),
    images,
    refreshImages,
    linkTargets: LINK_TARGETS,
  };

  /** After a save or a restore; `sent` is what a save sent, which the form may have moved on from since. */
  const afterSave = async (body: Extract<SaveReply, { saved: true }>, said: string, sent?: unknown) => {
    const now = parses ? current.current.data : current.current.text;
    const newer = sent !== undefined && !sameJson(now, sent);
    if (!newer) dropDraft(file);
    await load(false, newer);
    setStatus(body.unchanged ? 'Nothing changed, so nothing was written.' : newer ? `${said} What you typed since is not saved yet.` : said);
    onSaved();
  };

  const save = async (over?: string, sending = data) => {
    if (!opened) return;
    // The latest check is of this very data: refuse before asking the server, and say why.
    if (!over && reply && reply.for === sending && blocking.length > 0) {
      setStatus(`Not saved: ${file} has ${count(blocking.length, 'problem')} (listed above). Your changes are kept in this browser as a draft.`);
      return;
    }
    if (savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    setCaused([]);
    try {
      const { body } = await sendJson<SaveReply>('PUT', API.file(key), parses ? { data: sending, version: over ?? version } : { text, version: over ?? version });
      if ('saved' in body) await afterSave(body, `Saved ${file} at ${time(Date.now())}. The preview shows it once the site is rebuilt.`, parses ? sending : text);
      else if ('conflict' in body) setConflict(await readConflict(key, body.message, body.version, base.current, parses ? data : undefined, opened.schema));
      else if ('invalid' in body) {
        // The server's message already begins "Not saved:".
        setStatus(`${body.message} Your changes are kept in this browser as a draft.`);
        setCaused(body.problems.filter((p) => p.file !== file));
      }
      else setStatus(`Not saved: ${body.message}`);
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
    if (status !== 200) throw new Error(`Your draft was not set aside, so it is still here: ${body.message ?? `the editor answered ${status}`}`);
  };

  const discard = async () => {
    try {
      await setAside();
      dropDraft(file);
      await load(false);
      setStatus('Draft discarded. It is kept under Versions, should you want it back.');
    } catch (error) {
      setStatus(whatWentWrong(error));
    }
  };

  const restore = async (id: string, said: string, undo = false) => {
    try {
      await setAside();
      const { body } = await sendJson<SaveReply>('POST', API.restore(key), { id, version: opened?.version ?? version, undo });
      if ('saved' in body) await afterSave(body, said);
      else setStatus(`Not restored: ${body.message}`);
    } catch (error) {
      setStatus(whatWentWrong(error));
    }
  };

  const undoLastSave = async () => {
    const { body } = await getJson<HistoryReply>(API.history(key)).catch(() => ({ body: { entries: [] } }));
    const last = undoTarget(body.entries);
    if (!last) return setStatus('There is no earlier save of this file to go back to.');
    await restore(last.id, `Undone: ${file} is back as it was before the save at ${time(last.savedAt)}.`, true);
  };

  useSaveShortcut(() => void save());
  useFocusOnOpen(formArea, 'file-title', opened !== undefined, key);

  const jump = (problem: Pick<Problem, 'pointer' | 'line' | 'column'>) => {
    setTab('form');
    // A file shown as text: the caret goes to the very line and column.
    if (!parses) return void textFileForm().then((m) => requestAnimationFrame(() => m.placeCaret(problem.line, problem.column)));
    setReveal(problem.pointer);
    // Once the lists holding it have drawn it: its field, else the closest group drawn around it.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        let pointer = problem.pointer;
        for (;;) {
          const place = formArea.current?.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(pointer)}"]`);
          const target = place?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
          if (target || pointer === '') {
            place?.scrollIntoView({ block: 'center' });
            (target ?? formArea.current)?.focus();
            return;
          }
          pointer = pointer.slice(0, pointer.lastIndexOf('/'));
        }
      }),
    );
  };

  // Opened from a link to one field (another file's refused save): go to it once the form is drawn.
  const isOpen = opened !== undefined;
  useEffect(() => {
    const pointer = isOpen ? fieldInAddress() : undefined;
    if (pointer !== undefined) jumpWhenDrawn(pointer, formArea.current, (at) => jump({ pointer: at } as Problem));
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the file has opened
  }, [isOpen]);

  const showOnPage = () => {
    const pointer = lastField.current;
    const input = formArea.current?.querySelector<HTMLInputElement>(`[data-pointer="${CSS.escape(pointer)}"] input, [data-pointer="${CSS.escape(pointer)}"] textarea`);
    const texts = [input?.value ?? '', ...itemsAround(data, pointer)].map((t) => t.trim()).filter((t) => t.length > 1);
    if (pointer.match(/price/i) && input?.value) texts.unshift(`₹${input.value}`);
    setTab('preview');
    setShow({ texts, at: Date.now() });
  };

  if (loadError) return <p className="problem" role="alert">{loadError}</p>;
  if (!opened) return <p className="loading">Opening {file}…</p>;

  return (
    <div className={`file-screen tab-${tab}`}>
      <div className="tabs" role="group" aria-label="Show">
        {(['form', 'preview'] as const).map((name) => (
          <button key={name} type="button" aria-pressed={tab === name} aria-controls={`pane-${name}`} onClick={() => setTab(name)}>
            {name === 'form' ? 'Form' : 'Preview'}
          </button>
        ))}
      </div>
      <section className="form-pane" id="pane-form" aria-labelledby="file-title">
        <header className="file-head">
          <h1 id="file-title" tabIndex={-1}>
            {summary.title}
          </h1>
          <p className="hint">
            {aboutFile(summary.description)} <span className="file-name">{file}</span>
          </p>
        </header>
        <div className="toolbar">
          <button type="button" className="primary" onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          <button type="button" onClick={showOnPage}>
            Show on page
          </button>
          <p className="status" role="status">
            {offline ? OFFLINE : status || (dirty ? 'Unsaved changes (kept in this browser).' : 'Everything is saved.')}
          </p>
        </div>
        <div className="more-actions">
          <button type="button" onClick={() => void discard()} disabled={!dirty}>
            Discard draft
          </button>
          <button type="button" onClick={() => void undoLastSave()}>
            Undo last save
          </button>
          <button type="button" onClick={() => setVersionsOpen(true)}>
            Versions
          </button>
        </div>
        <OtherFileFix problems={caused} files={info.files} />
        {otherTab && (
          <p className="hint other-tab" role="note">
            Another tab has unsaved changes to this file. Save or discard them there: whichever is saved second is shown what differs.
          </p>
        )}
        <ProblemSummary problems={mine} elsewhere={elsewhere} jump={jump} />
        {parses && <ItemSearch data={data} open={(pointer) => jump({ pointer, line: 0, column: 0 })} />}
        <div
          className="form-area"
          ref={formArea}
          tabIndex={-1}
          onFocus={(e) => {
            const place = (e.target as HTMLElement).closest<HTMLElement>('[data-pointer]');
            if (place) lastField.current = place.dataset.pointer ?? '';
          }}
        >
          {parses ? (
            <SchemaForm
              fileKey={key}
              schema={opened.schema as RJSFSchema}
              data={data}
              // An event's time in words follows its start and end as they are picked.
              onChange={(next) => edit((now) => withDisplayTimes(now, next))}
              context={context}
            />
          ) : (
            <EditContext.Provider value={context}>
              <Suspense fallback={<p className="loading">Opening the text…</p>}>
                <TextFileForm
                  file={file}
                  text={text}
                  onChange={(next) => {
                    setStatus('');
                    setText(next);
                  }}
                />
              </Suspense>
            </EditContext.Provider>
          )}
        </div>
      </section>
      <PreviewPane id="pane-preview" routes={summary.routes} sitePort={info.sitePort} show={show} />
      {conflict && (
        <ConflictDialog
          file={file}
          conflict={conflict}
          keepMine={() => {
            setConflict(undefined);
            // Only the form's own changes go onto the file as it is now.
            const merged = conflict.merge ? conflict.merge.merged : data;
            if (conflict.merge) {
              base.current = conflict.merge.theirs;
              setData(merged);
            }
            void save(conflict.version, merged);
          }}
          takeTheirs={async () => {
            setConflict(undefined);
            await discard();
            setStatus(`Loaded ${file} as it is on disk. Your draft is kept under Versions.`);
          }}
          close={() => {
            setConflict(undefined);
            setStatus('Not saved. Your changes are kept in this browser as a draft.');
          }}
        />
      )}
      {versionsOpen && (
        <VersionsDialog
          fileKey={key}
          file={file}
          close={() => setVersionsOpen(false)}
          restore={(entry) => {
            setVersionsOpen(false);
            void restore(entry.id, `Restored the version of ${file} kept at ${time(entry.savedAt)}.`);
          }}
        />
      )}
    </div>
  );
}

/** The names of the list items around a field (a dish's name for its price), to find it on the page. */
function itemsAround(data: unknown, pointer: string): string[] {
  const names: string[] = [];
  const segments = pointer.split('/');
  for (let end = segments.length; end > 1; end -= 1) {
    const last = segments[end - 1]!;
    if (!/^\d+$/.test(last)) continue;
    const label = itemLabel(valueAt(data, segments.slice(0, end).join('/')), Number(last));
    if (!label.startsWith('Item ')) names.push(label);
  }
  return names;
}
