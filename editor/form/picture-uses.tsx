import { useCallback, useEffect, useMemo, useState } from 'react';
import { API, getJson, OfflineError, sendJson } from '../edit-api.ts';
import type { ImageUsesReply } from '../edit-protocol.ts';
import { useEdit } from './edit-context.ts';

/** Where each picture is used: "Gallery · Blue bowl" for each file on disk that names it, "this form" for the form's own. */
export type PictureUses = ReadonlyMap<string, readonly string[]>;

const IN_FORM = 'this form (not saved yet)';

/** Every string in `data` that names a picture. */
function picturesIn(data: unknown, into = new Set<string>()): Set<string> {
  if (typeof data === 'string') {
    if (data.startsWith('images/')) into.add(data);
  } else if (Array.isArray(data)) for (const item of data) picturesIn(item, into);
  else if (typeof data === 'object' && data !== null) for (const value of Object.values(data)) picturesIn(value, into);
  return into;
}

/** The pictures' uses, read when the picker opens and again after a delete; undefined while loading. */
export function usePictureUses(): { uses: PictureUses | undefined; reload(): void } {
  const { data } = useEdit();
  const [onDisk, setOnDisk] = useState<ImageUsesReply['uses']>();
  const reload = useCallback(() => {
    getJson<ImageUsesReply>(API.imageUses).then(
      ({ status, body }) => setOnDisk(status === 200 ? body.uses : []),
      () => setOnDisk([]),
    );
  }, []);
  useEffect(reload, [reload]);
  const uses = useMemo(() => {
    if (!onDisk) return undefined;
    const map = new Map<string, string[]>();
    const add = (path: string, place: string) => {
      const places = map.get(path) ?? [];
      if (!places.includes(place)) places.push(place);
      map.set(path, places);
    };
    for (const use of onDisk) add(use.path, use.item ? `${use.title} · ${use.item}` : use.title);
    for (const path of picturesIn(data)) if (!map.has(path)) add(path, IN_FORM);
    return map;
  }, [onDisk, data]);
  return { uses, reload };
}

/**
 * Under a picture in the picker: where it is used or, when nothing uses it, a Delete that asks
 * once more before the file goes (the server refuses a picture in use, or anything but a picture).
 */
export function PictureUse({ path, uses, deleted }: { path: string; uses: PictureUses | undefined; deleted(): void }) {
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  if (!uses) return null;
  const places = uses.get(path) ?? [];
  const name = path.replace(/^images\//, '');
  const remove = async () => {
    try {
      const { status, body } = await sendJson<{ message?: string }>('POST', API.deleteImage, { path });
      if (status === 200) return deleted();
      setSaid(body.message ?? `The picture was not deleted (${status}).`);
    } catch (error) {
      setSaid(
        error instanceof OfflineError
          ? 'The editor’s server did not answer: is kiln edit still running in its terminal?'
          : String(error),
      );
    }
    setAsking(false);
  };
  return (
    <div className="picture-use">
      <span>{places.length ? `Used in ${places.join('; ')}` : 'Not used anywhere'}</span>
      {places.length === 0 &&
        (asking ? (
          <span className="confirm">
            <button type="button" className="danger" onClick={() => void remove()}>
              Delete {name} for good
            </button>
            <button type="button" onClick={() => setAsking(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setAsking(true)} aria-label={`Delete ${name}`}>
            Delete
          </button>
        ))}
      {said && <span role="alert">{said}</span>}
    </div>
  );
}
