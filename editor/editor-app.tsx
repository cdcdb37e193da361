import { useCallback, useEffect, useState } from 'react';
import { Link, Route, Switch, useParams } from 'wouter';
import { API, getJson, OfflineError } from './edit-api.ts';
import type { EditorInfo } from './edit-protocol.ts';
import { FileScreen } from './file-screen.tsx';
import { FileList } from './file-list.tsx';
import { SetupRoute } from './setup/setup-route.tsx';
import { LaunchKitRoute } from './launch-kit-route.tsx';
import { PublishButton } from './publish/publish-panel.tsx';
import { usePublishStatus } from './publish/use-publish-status.ts';

/**
 * `kiln edit`'s page: the catalogue's files, and one screen per file at /<key> (/menu, /events…).
 * It is for staff on this computer or, with `--host`, on the café's network; never deployed.
 */
export function EditorApp() {
  const [info, setInfo] = useState<EditorInfo>();
  const [error, setError] = useState<string>();
  const publish = usePublishStatus();
  const { refresh: refreshPublish } = publish;
  const refresh = useCallback(() => {
    // A save changes what waits to be published.
    refreshPublish();
    getJson<EditorInfo>(API.files).then(
      ({ status, body }) => (status === 200 ? setInfo(body) : setError(`The editor could not start (${status}).`)),
      (e) =>
        setError(
          e instanceof OfflineError
            ? 'The editor’s server did not answer: is kiln edit still running in its terminal?'
            : String(e),
        ),
    );
  }, []);
  useEffect(refresh, [refresh]);

  return (
    <>
      <a className="skip" href="#main">
        Skip to the form
      </a>
      <header className="app-head">
        <Link href="/" className="brand">
          Kiln editor
        </Link>
        <nav aria-label="Catalogue">
          <Link href="/">All files</Link>
          <Link href="/setup">Setup questions</Link>
          <Link href="/launch">Launch kit</Link>
        </nav>
        {info && <PublishButton publish={publish} info={info} />}
      </header>
      <main id="main" tabIndex={-1}>
        {error ? (
          <p className="problem" role="alert">
            {error}
          </p>
        ) : !info ? (
          <p className="loading">Loading the catalogue…</p>
        ) : (
          <Switch>
            <Route path="/">
              <FileList info={info} publish={publish} />
            </Route>
            <Route path="/setup">
              <SetupRoute />
            </Route>
            <Route path="/launch">
              <LaunchKitRoute info={info} />
            </Route>
            <Route path="/:key">
              <FileRoute info={info} refresh={refresh} />
            </Route>
          </Switch>
        )}
      </main>
    </>
  );
}

function FileRoute({ info, refresh }: { info: EditorInfo; refresh(): void }) {
  const { key } = useParams<{ key: string }>();
  const summary = info.files.find((f) => f.key === key);
  useEffect(() => {
    document.title = summary ? `${summary.title} · Kiln editor` : 'Kiln editor';
  }, [summary]);
  if (!summary)
    return (
      <p>
        There is no catalogue file called “{key}”. <Link href="/">See all files</Link>.
      </p>
    );
  return <FileScreen key={summary.key} summary={summary} info={info} onSaved={refresh} />;
}
