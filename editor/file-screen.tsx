import type { RJSFSchema } from '@rjsf/utils';
import { lazy, type RefObject, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Conflict } from './conflict-dialog.tsx';
import { FileDialogs } from './file-dialogs.tsx';
import { API, getJson } from './edit-api.ts';
import type { EditorInfo, FileSummary, ImagesReply } from './edit-protocol.ts';
import type { Problem } from '../site/core/problems/problem.ts';
import { EditContext, type EditContextValue } from './form/edit-context.ts';
import { withInserted } from './form/removed-item.tsx';
import { SchemaForm } from './form/schema-form.tsx';
import { withDisplayTimes } from './form/display-times.ts';
import { withoutNewEmptyObjects } from './form/new-empty-objects.ts';
import { pointerSegments, valueAt, withMoved, withValue } from '../site/core/lib/json-pointer.ts';
import { linkTargetsFor } from './link-targets.ts';
import { fieldInAddress, jumpWhenDrawn, OtherFileFix } from './other-file-fix.tsx';
import { PreviewPane, type ShowRequest } from './preview-pane.tsx';
import { ScreenTabs } from './screen-tabs.tsx';
import { indexProblems } from './problem-index.ts';
import { ProblemSummary } from './problem-summary.tsx';
import { inStaffWords } from './staff-problems.ts';
import { useCatalogueCheck } from './use-catalogue-check.ts';
import { useOtherTabDraft } from './tab-drafts.ts';
import { ItemSearch } from './item-search.tsx';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { aboutFile, itemLabel, SAVE_WORDS } from './staff-words.ts';
import { useFileActions } from './use-file-actions.ts';
import { type OpenedFileState, useOpenedFile } from './use-opened-file.ts';
import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';

// A file that does not parse is rare: its text box (and the JSON parser it checks with) loads only then.
const textFileForm = () => import('./text-file-form.tsx');
const TextFileForm = lazy(() => textFileForm().then((m) => ({ default: m.TextFileForm })));
// The look's colours (and the theme's arithmetic) load with the theme file only.
const ThemeSwatches = lazy(() => import('./theme-swatches.tsx').then((m) => ({ default: m.ThemeSwatches })));

/**
 * One catalogue file: its form (or, for a file that does not parse, its text), the problems
 * `kiln validate` finds with the form's data in place, Save, the versions kept before each save,
 * and the pages the file feeds beside it. What is typed is kept in this browser as a draft until
 * it is saved or discarded.
 */
export function FileScreen({ summary, info, onSaved }: { summary: FileSummary; info: EditorInfo; onSaved(): void }) {
  const { key, file } = summary;
  const opened_ = useOpenedFile(key, file);
  const { opened, loadError, data, setData, status, setStatus, base, parses, dirty } = opened_;
  const [conflict, setConflict] = useState<Conflict>();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [reveal, setReveal] = useState<string>();
  const [tab, setTab] = useState<'form' | 'preview'>('form');
  const [show, setShow] = useState<ShowRequest>();
  const lastField = useRef('');
  const otherTab = useOtherTabDraft(file);
  /** Problems a refused save would have caused in other files, each with a way to its field. */
  const [caused, setCaused] = useState<Problem[]>([]);
  const formArea = useRef<HTMLDivElement>(null);

  const { reply, offline, mine, elsewhere, problems, blocking } = useFileProblems(opened_, key, file, info);
  const { saving, save, discard, restore, undoLastSave } = useFileActions(opened_, {
    key,
    file,
    onSaved,
    checked: (sending: unknown) => reply !== undefined && reply.for === sending,
    blocking,
    setCaused,
    setConflict,
  });

  const { context, edit } = useFormContext(opened_, problems, reveal, { files: info.files, save });

  useSaveShortcut(() => void save());
  useFocusOnOpen(formArea, 'file-title', opened !== undefined, key);

  const jump = (problem: Pick<Problem, 'pointer' | 'line' | 'column'>) => {
    setTab('form');
    // A file shown as text: the caret goes to the very line and column.
    if (!parses)
      return void textFileForm().then((m) => requestAnimationFrame(() => m.placeCaret(problem.line, problem.column)));
    setReveal(problem.pointer);
    focusWhenDrawn(formArea.current, problem.pointer);
  };

  // Opened from a link to one field (another file's refused save): go to it once the form is drawn.
  const isOpen = opened !== undefined;
  useEffect(() => {
    const pointer = isOpen ? fieldInAddress() : undefined;
    if (pointer !== undefined) jumpWhenDrawn(pointer, formArea.current, (at) => jump({ pointer: at } as Problem));
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the file has opened
  }, [isOpen]);

  const showOnPage = () => {
    setTab('preview');
    setShow({ texts: textsAt(formArea.current, data, lastField.current), at: Date.now() });
  };

  if (loadError)
    return (
      <p className="problem" role="alert">
        {loadError}
      </p>
    );
  if (!opened) return <p className="loading">Opening {file}…</p>;

  return (
    <div className={`file-screen tab-${tab}`}>
      <ScreenTabs tab={tab} setTab={setTab} />
      <section className="form-pane" id="pane-form" aria-labelledby="file-title">
        <FileToolbar
          summary={summary}
          saving={saving}
          status={offline ? SAVE_WORDS.offline : status || (dirty ? SAVE_WORDS.unsaved : SAVE_WORDS.allSaved)}
          dirty={dirty}
          save={() => void save()}
          showOnPage={showOnPage}
          discard={() => void discard()}
          undoLastSave={() => void undoLastSave()}
          openVersions={() => setVersionsOpen(true)}
        />
        <OtherFileFix problems={caused} files={info.files} />
        {otherTab && (
          <p className="hint other-tab" role="note">
            Another tab has unsaved changes to this file. Save or discard them there: whichever is saved second is shown
            what differs.
          </p>
        )}
        <ProblemSummary problems={mine} elsewhere={elsewhere} jump={jump} />
        {parses && <ItemSearch data={data} open={(pointer) => jump({ pointer, line: 0, column: 0 })} />}
        {parses && key === 'theme' && <TheLook data={data} />}
        <FormArea
          area={formArea}
          lastField={lastField}
          fileKey={key}
          file={file}
          opened={opened_}
          context={context}
          onChange={(next) => edit((now) => withDisplayTimes(now, withoutNewEmptyObjects(now, next)))}
        />
      </section>
      <PreviewPane id="pane-preview" routes={summary.routes} sitePort={info.sitePort} show={show} />
      <FileDialogs
        file={file}
        fileKey={key}
        conflict={conflict}
        setConflict={setConflict}
        versionsOpen={versionsOpen}
        setVersionsOpen={setVersionsOpen}
        keepMine={(merge, over) => {
          if (merge) {
            base.current = merge.theirs;
            setData(merge.merged);
          }
          void save(over, merge ? merge.merged : data);
        }}
        discard={discard}
        restore={restore}
        setStatus={setStatus}
      />
    </div>
  );
}

/** The theme file's colours as the site gets them, above its form (loaded with it). */
function TheLook({ data }: { data: unknown }) {
  return (
    <Suspense fallback={null}>
      <ThemeSwatches data={data} />
    </Suspense>
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

/** Once the lists holding it have drawn it: the field at `pointer` focused, else the closest group drawn around it. */
function focusWhenDrawn(area: HTMLElement | null, at: string): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      let pointer = at;
      for (;;) {
        const place = area?.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(pointer)}"]`);
        const target = place?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
        if (target || pointer === '') {
          place?.scrollIntoView({ block: 'center' });
          (target ?? area)?.focus();
          return;
        }
        pointer = pointer.slice(0, pointer.lastIndexOf('/'));
      }
    }),
  );
}

/** What to look for on the page for the field last edited: its text, and the names of the items around it. */
function textsAt(area: HTMLElement | null, data: unknown, pointer: string): string[] {
  const input = area?.querySelector<HTMLInputElement>(
    `[data-pointer="${CSS.escape(pointer)}"] input, [data-pointer="${CSS.escape(pointer)}"] textarea`,
  );
  const texts = [input?.value ?? '', ...itemsAround(data, pointer)].map((t) => t.trim()).filter((t) => t.length > 1);
  if (pointer.match(/price/i) && input?.value) texts.unshift(`₹${input.value}`);
  return texts;
}

/** Form or Preview: on a narrow screen one shows at a time (editor.css). */
/** The file's name and what it holds, Save and Show on page with the status line, and the draft's other actions. */
function FileToolbar(p: {
  summary: FileSummary;
  saving: boolean;
  status: string;
  dirty: boolean;
  save: () => void;
  showOnPage: () => void;
  discard: () => void;
  undoLastSave: () => void;
  openVersions: () => void;
}) {
  const { summary, saving, status, dirty, save, showOnPage, discard, undoLastSave, openVersions } = p;
  return (
    <>
      <header className="file-head">
        <h1 id="file-title" tabIndex={-1}>
          {summary.title}
        </h1>
        <p className="hint">
          {aboutFile(summary.description)} <span className="file-name">{summary.file}</span>
        </p>
      </header>
      <div className="toolbar">
        <button type="button" className="primary" onClick={save} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" onClick={showOnPage}>
          Show on page
        </button>
        <p className="status" role="status">
          {status}
        </p>
      </div>
      <div className="more-actions">
        <button type="button" onClick={discard} disabled={!dirty}>
          Discard draft
        </button>
        <button type="button" onClick={undoLastSave}>
          Undo last save
        </button>
        <button type="button" onClick={openVersions}>
          Versions
        </button>
      </div>
    </>
  );
}

/** The problems `kiln validate` finds with the form's data in place: this file's, in staff words, and other files'. */
function useFileProblems({ opened, data, parses }: OpenedFileState, key: CatalogKey, file: string, info: EditorInfo) {
  const { reply, offline } = useCatalogueCheck(key, parses ? data : undefined, parses);
  const known = reply?.check ?? {
    problems: info.problems.filter((p) => !p.warning),
    warnings: info.problems.filter((p) => p.warning),
  };
  const mine = useMemo(() => {
    const own = [...known.problems, ...known.warnings].filter((p) => p.file === file);
    return parses && opened ? inStaffWords(own, data, opened.schema) : own;
  }, [known, file, parses, opened, data]);
  const elsewhere = useMemo(() => known.problems.filter((p) => p.file !== file), [known, file]);
  const problems = useMemo(() => indexProblems(mine), [mine]);
  return { reply, offline, mine, elsewhere, problems, blocking: mine.filter((p) => !p.warning).length };
}

/** The file's form (or, for a file that does not parse, its text), noting the field last edited for Show on page. */
function FormArea(p: {
  area: RefObject<HTMLDivElement | null>;
  lastField: RefObject<string>;
  fileKey: CatalogKey;
  file: string;
  opened: OpenedFileState;
  context: EditContextValue;
  onChange: (next: unknown) => void;
}) {
  const { area, lastField, fileKey, file, opened, context, onChange } = p;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only notes which field inside it has the focus (focus bubbles); the fields are the controls
    <div
      className="form-area"
      ref={area}
      tabIndex={-1}
      onFocus={(e) => {
        const place = (e.target as HTMLElement).closest<HTMLElement>('[data-pointer]');
        if (place) lastField.current = place.dataset.pointer ?? '';
      }}
    >
      {opened.parses ? (
        <SchemaForm
          fileKey={fileKey}
          schema={opened.opened?.schema as RJSFSchema}
          data={opened.data}
          // An event's time in words follows its start and end as they are picked.
          onChange={onChange}
          context={context}
        />
      ) : (
        <EditContext.Provider value={context}>
          <Suspense fallback={<p className="loading">Opening the text…</p>}>
            <TextFileForm
              file={file}
              text={opened.text}
              onChange={(next) => {
                opened.setStatus('');
                opened.setText(next);
              }}
            />
          </Suspense>
        </EditContext.Provider>
      )}
    </div>
  );
}

/** What the form's widgets share: the data, its problems, the pictures staff can pick, and edits that clear the status. */
function useFormContext(
  { data, setData, setStatus }: OpenedFileState,
  problems: EditContextValue['problems'],
  reveal: string | undefined,
  { files, save }: { files: EditorInfo['files']; save: (over?: string, data?: unknown) => Promise<void> },
) {
  const [images, setImages] = useState<ImagesReply['images']>([]);
  const refreshImages = useCallback(async () => {
    const { status, body } = await getJson<ImagesReply>(API.images).catch(() => ({ status: 0, body: { images: [] } }));
    if (status === 200) setImages(body.images);
  }, []);
  useEffect(() => void refreshImages(), [refreshImages]);
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
    linkTargets: linkTargetsFor(files),
    saveNow(pointer, value) {
      const next = withValue(data, pointerSegments(pointer).map(String), value);
      edit(() => next);
      void save(undefined, next);
    },
  };
  return { context, edit };
}
