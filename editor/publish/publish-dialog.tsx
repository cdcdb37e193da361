import { useState } from 'react';
import { Link } from 'wouter';
import { OfflineError, sendJson } from '../edit-api.ts';
import type { EditorInfo } from '../edit-protocol.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { fieldAddress } from '../other-file-fix.tsx';
import {
  PUBLISH_API,
  type PublishConflict,
  type PublishReply,
  type PublishRequest,
  type PublishStatus,
} from './publish-protocol.ts';

type Keep = 'mine' | 'theirs';
const conflictKey = (c: Pick<PublishConflict, 'file' | 'pointer'>) => `${c.file}\n${c.pointer}`;

/**
 * Publish: what changed since the last publish in staff words, then one button. The server checks
 * the catalogue first (a problem is shown with a link to it), commits and pushes; when the same
 * value changed on the site's side too, each is shown with both values to choose from.
 */
export function PublishDialog({
  status,
  info,
  close,
  published,
}: {
  status: PublishStatus;
  info: EditorInfo;
  close(): void;
  published(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<PublishReply>();
  const [choices, setChoices] = useState<Map<string, Keep>>(new Map());

  const publish = async () => {
    setBusy(true);
    const conflicts = reply && 'conflicts' in reply ? reply.conflicts : [];
    const request: PublishRequest = conflicts.length
      ? { choices: conflicts.map((c) => ({ file: c.file, pointer: c.pointer, keep: choices.get(conflictKey(c))! })) }
      : {};
    const answer = await sendJson<PublishReply>('POST', PUBLISH_API.publish, request).then(
      (r) => r.body,
      (e) => ({
        message:
          e instanceof OfflineError ? 'The editor’s server did not answer: is kiln edit still running?' : String(e),
      }),
    );
    setReply(answer);
    setChoices(new Map());
    setBusy(false);
    if ('published' in answer) published();
  };

  if (status.unavailable)
    return (
      <ModalDialog title="Publish" close={close}>
        <p>{status.unavailable}</p>
        <div className="actions">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      </ModalDialog>
    );

  const conflicts = reply && 'conflicts' in reply ? reply.conflicts : [];
  const allChosen = conflicts.every((c) => choices.has(conflictKey(c)));
  const done = reply && 'published' in reply;
  return (
    <ModalDialog title="Publish" close={close}>
      {!done && !conflicts.length && (
        <>
          {status.changes.length ? (
            <>
              <p>
                {status.changes.length === 1 ? 'This change goes' : `These ${status.changes.length} changes go`} to the
                site ({status.remote}, {status.branch}):
              </p>
              <ul className="publish-changes">
                {status.changes.map((c) => (
                  <li key={`${c.file}\n${c.text}`}>{c.text}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>Everything is published: there is nothing new to send.</p>
          )}
        </>
      )}
      <PublishOutcome reply={reply} info={info} close={close} />
      {conflicts.length > 0 && (
        <fieldset className="publish-conflicts">
          <legend>Changed here and on the site since the last publish: which to keep?</legend>
          {conflicts.map((c) => (
            <div key={conflictKey(c)} className="publish-conflict" role="group" aria-label={c.label}>
              <p>
                <strong>{c.label}</strong>
              </p>
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side} className="choice">
                  <input
                    type="radio"
                    name={conflictKey(c)}
                    checked={choices.get(conflictKey(c)) === side}
                    onChange={() => setChoices((now) => new Map(now).set(conflictKey(c), side))}
                  />
                  <span>
                    {side === 'mine' ? 'Yours: ' : 'On the site: '}
                    <strong>{side === 'mine' ? c.mine : c.theirs}</strong>
                  </span>
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}
      <div className="actions">
        {!done && (status.changes.length > 0 || conflicts.length > 0) && (
          <button type="button" className="primary" disabled={busy || !allChosen} onClick={() => void publish()}>
            {busy ? 'Publishing…' : conflicts.length ? 'Publish with these choices' : 'Publish'}
          </button>
        )}
        <button type="button" onClick={close}>
          {done ? 'Close' : 'Cancel'}
        </button>
      </div>
    </ModalDialog>
  );
}

/** What the last publish did, or why not, said where it happens. */
function PublishOutcome({ reply, info, close }: { reply?: PublishReply; info: EditorInfo; close(): void }) {
  return (
    <div role="status" className="setup-outcome">
      {reply && 'published' in reply && (
        <p className="ok">
          {reply.published
            ? `Published${reply.merged ? ' (with the changes already on the site)' : ''}: ${reply.summary}. Your host is rebuilding the site.`
            : 'Nothing to publish.'}
        </p>
      )}
      {reply && 'invalid' in reply && <InvalidOutcome reply={reply} info={info} close={close} />}
      {reply && 'conflicts' in reply && <p className="problem">{reply.message}</p>}
      {reply && !('published' in reply) && !('invalid' in reply) && !('conflicts' in reply) && (
        <p className="problem">{reply.message}</p>
      )}
    </div>
  );
}

function InvalidOutcome({
  reply,
  info,
  close,
}: {
  reply: Extract<PublishReply, { invalid: true }>;
  info: EditorInfo;
  close(): void;
}) {
  const first = reply.problems[0];
  const file = first && info.files.find((f) => f.file === first.file);
  return (
    <>
      <p className="problem">Not published: {reply.message}</p>
      {file && first && (
        <Link href={fieldAddress(file.key, first.pointer)} onClick={close} className="button">
          Fix it in {file.title}
        </Link>
      )}
    </>
  );
}
