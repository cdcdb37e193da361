import { useEffect } from 'react';
import { Link } from 'wouter';
import type { EditorInfo } from './edit-protocol.ts';
import { ProblemMark } from './form/problem-mark.tsx';
import { OptionalPageNote } from './optional-page-note.tsx';
import { aboutFile } from './staff-words.ts';
import { type PublishState, PublishStatusPanel } from './publish/publish-panel.tsx';

/** The catalogue's files, by the names staff know them by, each marked with its problems. */
export function FileList({ info, publish }: { info: EditorInfo; publish: PublishState }) {
  useEffect(() => {
    document.title = 'Kiln editor';
  }, []);
  const total = info.problems.filter((p) => !p.warning).length;
  return (
    <div className="file-list">
      <h1>What would you like to change?</h1>
      <p className="hint">
        Each file below is a part of the site. Open one, change it in the form, and Save: the preview beside the form
        shows the real site, rebuilt.
        {total > 0 && ` The catalogue has ${total} problem${total === 1 ? '' : 's'} to fix; they are marked below.`}
      </p>
      <PublishStatusPanel publish={publish} />
      <ul className="files">
        {info.files.map((f) => {
          const mine = info.problems.filter((p) => p.file === f.file);
          if (f.absent)
            return (
              <li key={f.key}>
                <span className="file-title">{f.title}</span>
                <OptionalPageNote summary={f} />
              </li>
            );
          return (
            <li key={f.key}>
              <Link href={`/${f.key}`}>
                <span className="file-title">{f.title}</span>
                <ProblemMark
                  problems={mine.filter((p) => !p.warning).length}
                  warnings={mine.filter((p) => p.warning).length}
                />
              </Link>
              <p className="hint">{aboutFile(f.description)}</p>
              {f.optional && <OptionalPageNote summary={f} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
