import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { getJson, OfflineError } from './edit-api.ts';
import { type EditorInfo, LAUNCH_KIT_API, type LaunchKit, type LaunchLeft, type ProfileRow } from './edit-protocol.ts';
import { fieldAddress } from './other-file-fix.tsx';
import { PrintCards } from './print-cards.tsx';
import { labelOf } from './staff-words.ts';

/** A field's place in staff words: "/groups/0/items/2/answer" → "Groups 1 › Items 3 › Answer". */
export function placeWords(pointer: string): string {
  const words: string[] = [];
  for (const segment of pointer.split('/').slice(1)) {
    const decoded = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(decoded) && words.length > 0) words[words.length - 1] += ` ${Number(decoded) + 1}`;
    else words.push(labelOf(decoded));
  }
  return words.join(' › ') || 'the whole file';
}

/**
 * The launch kit, at /launch: before the site goes live, what is left to do, what to copy into the
 * café's Google Business Profile, and the table cards to print. Only in the editor, never deployed.
 */
export function LaunchKitPage({ info }: { info: EditorInfo }) {
  const [kit, setKit] = useState<LaunchKit>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    document.title = 'Launch kit · Kiln editor';
    getJson<LaunchKit>(LAUNCH_KIT_API).then(
      ({ status, body }) => (status === 200 ? setKit(body) : setError(`The launch kit could not be made (${status}).`)),
      (e) =>
        setError(
          e instanceof OfflineError
            ? 'The editor’s server did not answer: is kiln edit still running in its terminal?'
            : String(e),
        ),
    );
  }, []);
  const titleOf = (key: string) => info.files.find((f) => f.key === key)?.title ?? key;
  return (
    <div className="launch-kit">
      <h1>Launch kit</h1>
      <p className="hint">
        Before your site goes live: what is left to do, what to copy into your Google Business Profile, and cards to
        print for your tables. This page stays in the editor; it is never part of the site.
      </p>
      {error ? (
        <p className="problem" role="alert">
          {error}
        </p>
      ) : !kit ? (
        <p className="loading">Making the launch kit…</p>
      ) : (
        <>
          <LeftList left={kit.left} titleOf={titleOf} />
          <ProfileRows rows={kit.profile} />
          <PrintCards kit={kit} siteTitle={titleOf('site')} />
        </>
      )}
    </div>
  );
}

function LeftList({ left, titleOf }: { left: LaunchLeft[]; titleOf(key: string): string }) {
  return (
    <section className="kit-section" aria-labelledby="kit-left">
      <h2 id="kit-left">Before you go live</h2>
      {left.length === 0 ? (
        <p className="summary ok">
          Nothing left: no placeholders, every photo is wide enough, and the site has its address.
        </p>
      ) : (
        <ul className="kit-left">
          {left.map((item) => (
            <li
              key={`${item.kind}|${item.file}|${item.text}`}
              className={item.kind === 'problems' ? 'problem' : undefined}
            >
              <Link href={`/${item.key}`} className="kit-file">
                {titleOf(item.key)}
              </Link>{' '}
              <span className="hint">({item.file})</span>
              <p className="kit-left-text">{item.text}.</p>
              {item.places.length > 0 && (
                <p className="kit-places">
                  At{' '}
                  {item.places.map((pointer, i) => (
                    <span key={pointer}>
                      {i > 0 && ', '}
                      <Link href={fieldAddress(item.key, pointer)}>{placeWords(pointer)}</Link>
                    </span>
                  ))}
                  {item.more > 0 && ` and ${item.more} more`}.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The profile's rows, each with a Copy button; the value stays selectable for copying by hand. */
function ProfileRows({ rows }: { rows: ProfileRow[] }) {
  const [said, setSaid] = useState('');
  const values = useRef<(HTMLElement | null)[]>([]);
  const copy = async (row: ProfileRow, i: number) => {
    try {
      await navigator.clipboard.writeText(row.value);
      setSaid(`Copied: ${row.label}.`);
    } catch {
      // No clipboard for this page (an old browser, or permission refused): the text, selected, for Ctrl+C.
      const value = values.current[i];
      if (value) getSelection()?.selectAllChildren(value);
      setSaid(`Selected: ${row.label}. Press Ctrl+C (⌘C on a Mac) to copy it.`);
    }
  };
  return (
    <section className="kit-section" aria-labelledby="kit-profile">
      <h2 id="kit-profile">For your Google Business Profile</h2>
      {rows.length === 0 ? (
        <p>Nothing to copy yet: the site needs its own address first.</p>
      ) : (
        <>
          <p className="hint">
            In your Business Profile on Google, choose Edit profile and paste each line into its place: the links under
            Contact, the special hours under Hours.
          </p>
          <dl className="kit-profile">
            {rows.map((row, i) => (
              <div key={`${row.label}|${row.value}`} className="kit-row">
                <dt>{row.label}</dt>
                <dd>
                  <span
                    className="kit-value"
                    ref={(el) => {
                      values.current[i] = el;
                    }}
                  >
                    {row.value}
                  </span>
                  <button type="button" onClick={() => copy(row, i)} aria-label={`Copy ${row.label}: ${row.value}`}>
                    Copy
                  </button>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p role="status" className="kit-said">
        {said}
      </p>
    </section>
  );
}
