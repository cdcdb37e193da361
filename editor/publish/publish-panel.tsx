import { lazy, Suspense, useState } from 'react';
import type { EditorInfo } from '../edit-protocol.ts';
import type { PublishStatus } from './publish-protocol.ts';

// Publishing happens a few times a day at most: its dialog loads when first opened.
const PublishDialog = lazy(() => import('./publish-dialog.tsx').then((m) => ({ default: m.PublishDialog })));

/** The status the editor keeps of the last publish (use-publish-status.ts). */
export interface PublishState {
  status?: PublishStatus;
  error?: string;
  refresh(): void;
}

/** The Publish button, in the editor's header on every screen: how many changes wait, and the dialog that sends them. */
export function PublishButton({ publish, info }: { publish: PublishState; info: EditorInfo }) {
  const [open, setOpen] = useState(false);
  const { status } = publish;
  const waiting = status && !status.unavailable ? status.changes.length : 0;
  return (
    <>
      <button type="button" className="publish-button" onClick={() => setOpen(true)} disabled={!status}>
        Publish{waiting > 0 && <span className="count"> ({waiting})</span>}
      </button>
      {open && status && (
        <Suspense fallback={null}>
          <PublishDialog status={status} info={info} close={() => setOpen(false)} published={publish.refresh} />
        </Suspense>
      )}
    </>
  );
}

const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Where the site stands, on the editor's first screen: the last publish, what waits, and what starts or ends this week. */
export function PublishStatusPanel({ publish }: { publish: PublishState }) {
  const { status, error } = publish;
  if (error) return <p className="hint">{error}</p>;
  if (!status) return null;
  return (
    <section className="publish-status" aria-labelledby="publish-status-title">
      <h2 id="publish-status-title">Your site online</h2>
      {status.unavailable ? (
        <p className="hint">{status.unavailable}</p>
      ) : (
        <>
          <p>
            {status.lastPublish
              ? `Last published ${when(status.lastPublish.at)}: ${status.lastPublish.summary}`
              : 'Not published from the editor yet.'}
          </p>
          <p className={status.changes.length ? 'warning-text' : 'ok'}>
            {status.changes.length
              ? `Waiting to be published: ${status.summary}.`
              : 'Everything you changed is published.'}
          </p>
        </>
      )}
      {status.upcoming.length > 0 && (
        <>
          <h3>This week</h3>
          <ul>
            {status.upcoming.map((d) => (
              <li key={`${d.what}\n${d.date}\n${d.change}`}>
                {d.what} {d.change} on{' '}
                {new Date(`${d.date}T12:00:00Z`).toLocaleDateString(undefined, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
