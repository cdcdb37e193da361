import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { ImagePlus, Images } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { OfflineError, upload } from '../edit-api.ts';
import { API, UPLOAD_LIMIT, type UploadReply } from '../edit-protocol.ts';
import { useEdit, useFieldPointer } from './edit-context.ts';
import { PictureUse, usePictureUses } from './picture-uses.tsx';
import { imageFolders, itemNameAt, pictureFolder } from './picture-folder.ts';

/** Thumbnails drawn at once in the picker; the search narrows the rest. */
const PAGE = 48;

/**
 * A picture: the path as the catalogue holds it ("images/gallery/bowl.jpg"), its thumbnail, and a
 * picker of every picture under catalog/images/, where a new photo can be uploaded. The server
 * checks an upload as a build would (sharp must read it) and names it safely; a photo too small
 * for its place is then the catalogue's warning, on this field.
 */
export function PictureWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  schema,
}: WidgetProps) {
  const path = value == null ? '' : String(value);
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    dialog.current?.showModal();
  };
  return (
    <div className="picture">
      {path && <img className="thumb" src={API.image(path)} alt="" loading="lazy" width="96" height="72" />}
      <div className="picture-path">
        <input
          id={id}
          name={id}
          type="text"
          value={path}
          required={required}
          disabled={disabled || readonly}
          aria-describedby={ariaDescribedByIds(id)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <button type="button" onClick={open} disabled={disabled || readonly}>
          <Images aria-hidden="true" size={18} /> Choose picture
        </button>
      </div>
      <dialog ref={dialog} className="picker" aria-labelledby={`${id}__picker`} onClose={() => setOpened(false)}>
        {opened && (
          <Picker
            titleId={`${id}__picker`}
            current={path}
            example={Array.isArray(schema.examples) ? schema.examples[0] : undefined}
            pick={(chosen) => {
              onChange(chosen);
              dialog.current?.close();
              document.getElementById(id)?.focus();
            }}
            close={() => dialog.current?.close()}
          />
        )}
      </dialog>
    </div>
  );
}

function Picker({
  titleId,
  current,
  example,
  pick,
  close,
}: {
  titleId: string;
  current: string;
  example: unknown;
  pick(path: string): void;
  close(): void;
}) {
  const { images, refreshImages, data } = useEdit();
  const pointer = useFieldPointer();
  const { uses, reload } = usePictureUses();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const searchId = useId();
  const uploadId = useId();
  const folderId = useId();
  const folders = useMemo(() => [...new Set([...imageFolders(images.map((i) => i.path)), 'uploads'])].sort(), [images]);
  const [chosenFolder, setFolder] = useState<string>();
  const folder = chosenFolder ?? pictureFolder({ data, pointer, current, example, folders });
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return images.filter((image) => image.path.toLowerCase().includes(q));
  }, [images, query]);

  const send = async (file: File) => {
    if (file.size > UPLOAD_LIMIT)
      return setStatus(
        `${file.name} is ${Math.ceil(file.size / 1048576)} MB; the limit is ${UPLOAD_LIMIT / 1048576} MB.`,
      );
    setBusy(true);
    setStatus(`Uploading ${file.name}…`);
    try {
      const { status, body } = await upload<UploadReply | { message: string }>(
        `${API.images}?name=${encodeURIComponent(file.name)}&folder=${encodeURIComponent(folder)}&item=${encodeURIComponent(itemNameAt(data, pointer))}`,
        file,
      );
      if (status !== 201 || !('path' in body))
        return setStatus('message' in body ? body.message : `The upload was refused (${status}).`);
      await refreshImages();
      pick(body.path);
    } catch (error) {
      setStatus(
        error instanceof OfflineError
          ? 'The editor’s server did not answer: is kiln edit still running in its terminal?'
          : String(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="picker-body">
      <div className="picker-head">
        <h2 id={titleId}>Choose a picture</h2>
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
      <div className="picker-tools">
        <span className="search">
          <label htmlFor={searchId}>Search pictures</label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </span>
        <span className="folder">
          <label htmlFor={folderId}>Upload into</label>
          <select id={folderId} value={folder} onChange={(e) => setFolder(e.target.value)}>
            {folders.map((f) => (
              <option key={f} value={f}>
                images/{f}
              </option>
            ))}
          </select>
        </span>
        <span className="upload">
          <label htmlFor={uploadId} className="button">
            <ImagePlus aria-hidden="true" size={18} /> Upload a photo
          </label>
          <input
            id={uploadId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
            }}
          />
        </span>
      </div>
      <p className="hint" role="status">
        {status || `JPEG, PNG or WebP, up to ${UPLOAD_LIMIT / 1048576} MB. It is saved in catalog/images/${folder}/.`}
      </p>
      <ul className="thumbs">
        {matches.slice(0, limit).map((image) => (
          <li key={image.path}>
            <button type="button" aria-pressed={image.path === current} onClick={() => pick(image.path)}>
              <img src={API.image(image.path)} alt="" loading="lazy" width="120" height="90" />
              <span>{image.path.replace(/^images\//, '')}</span>
            </button>
            <PictureUse
              path={image.path}
              uses={uses}
              deleted={() => {
                setStatus(`Deleted ${image.path.replace(/^images\//, '')}.`);
                void refreshImages().then(reload);
              }}
            />
          </li>
        ))}
      </ul>
      {matches.length > limit && (
        <button type="button" className="quiet" onClick={() => setLimit(limit + PAGE)}>
          Show more ({matches.length - limit} not shown)
        </button>
      )}
      {matches.length === 0 && <p className="hint">No picture matches “{query.trim()}”.</p>}
    </div>
  );
}
