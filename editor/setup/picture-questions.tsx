import { useId, useState } from 'react';
import { API, upload } from '../edit-api.ts';
import { UPLOAD_LIMIT, type UploadReply } from '../edit-protocol.ts';
import type { QuestionProps } from './setup-screen.tsx';
import { SaveButton } from './simple-questions.tsx';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** Puts one picture into the catalogue's images/uploads/: its path, or the words of the refusal. */
async function sendPicture(file: File): Promise<{ path: string } | { message: string }> {
  if (file.size > UPLOAD_LIMIT)
    return {
      message: `${file.name} is ${Math.ceil(file.size / 1048576)} MB; the limit is ${UPLOAD_LIMIT / 1048576} MB.`,
    };
  const { status, body } = await upload<UploadReply | { message: string }>(
    `${API.images}?name=${encodeURIComponent(file.name)}`,
    file,
  ).catch(() => ({ status: 0, body: { message: 'The editor’s server did not answer.' } }));
  return status === 201 && 'path' in body
    ? { path: body.path }
    : { message: 'message' in body ? body.message : `${file.name} was refused (${status}).` };
}

/** The logo: saved at once, then a brand colour suggested from it, which staff take or leave. */
export function LogoQuestion({ state, answer }: QuestionProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [suggestion, setSuggestion] = useState<{ brand: string; note?: string }>();
  const [brand, setBrand] = useState(state.brand);
  const id = useId();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setStatus(`Uploading ${file.name}…`);
    const sent = await sendPicture(file);
    setStatus('message' in sent ? sent.message : '');
    if ('path' in sent) {
      const reply = await answer('logo', { src: sent.path });
      if ('saved' in reply && reply.suggestion) {
        setSuggestion(reply.suggestion);
        setBrand(reply.suggestion.brand);
      }
    }
    setBusy(false);
  };

  return (
    <div className="picture-question">
      {state.logo && <img className="thumb" src={API.image(state.logo)} alt="Your logo as it is now" />}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-logo`}>
          Your logo
        </label>
        <p className="hint" id={`${id}-hint`}>
          A PNG, JPEG or WebP file, square if you have one: it is also the icon of your site on phones.
        </p>
        <input
          id={`${id}-logo`}
          type="file"
          accept={PHOTO_TYPES}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <p className="hint" role="status">
          {status}
        </p>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          answer('brand', { brand }).finally(() => setBusy(false));
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor={`${id}-brand`}>
            Brand colour
          </label>
          <p className="hint" id={`${id}-brand-hint`}>
            {suggestion
              ? `Suggested from your logo: ${suggestion.brand}.${suggestion.note ? ` ${suggestion.note}` : ''}`
              : 'Buttons, links and headings take it. Choose one, or upload your logo for a suggestion.'}
          </p>
          <input
            id={`${id}-brand`}
            type="color"
            value={brand}
            aria-describedby={`${id}-brand-hint`}
            onChange={(e) => setBrand(e.target.value)}
          />
        </div>
        <SaveButton busy={busy} label={brand === state.brand ? 'Keep this colour' : `Use ${brand}`} />
      </form>
    </div>
  );
}

/** Photos for the top of the home page and the Gallery: several at once, or a whole folder on a computer. */
export function PhotosQuestion({ state, answer }: QuestionProps) {
  const [photos, setPhotos] = useState<string[]>(state.hero ? [state.hero, ...state.gallery] : state.gallery);
  const [hero, setHero] = useState(state.hero ?? photos[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const id = useId();

  const add = async (files: FileList | null) => {
    // In the order of their names, as a folder shows them: a folder's files come in any order.
    const chosen = [...(files ?? [])]
      .filter((f) => PHOTO_TYPES.split(',').includes(f.type))
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
    if (!chosen.length) return setStatus(files?.length ? 'None of those files is a JPEG, PNG or WebP photo.' : '');
    setBusy(true);
    const added: string[] = [];
    const refused: string[] = [];
    for (const [i, file] of chosen.entries()) {
      setStatus(`Uploading ${i + 1} of ${chosen.length}: ${file.name}…`);
      const sent = await sendPicture(file);
      if ('path' in sent) added.push(sent.path);
      else refused.push(sent.message);
    }
    setPhotos((now) => [...now, ...added]);
    if (!hero && added[0]) setHero(added[0]);
    setStatus(
      `${added.length} ${added.length === 1 ? 'photo' : 'photos'} added.${refused.length ? ` Not added: ${refused.join(' ')}` : ''} Choose the one for the top of your home page, then save.`,
    );
    setBusy(false);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        answer('photos', { hero, gallery: photos.filter((p) => p !== hero) }).finally(() => setBusy(false));
      }}
    >
      <p className="hint" id={`${id}-hint`}>
        The first photo you choose is the large one at the top of your home page and on links shared in WhatsApp; the
        others make a Gallery page. Photos at least 1600 px wide look sharp everywhere.
      </p>
      <div className="actions">
        <label className="button upload-button">
          Choose photos
          <input
            type="file"
            className="visually-hidden"
            accept={PHOTO_TYPES}
            multiple
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={(e) => void add(e.target.files)}
          />
        </label>
        <label className="button upload-button folder-button">
          Choose a folder
          <input
            type="file"
            className="visually-hidden"
            // Chromium, Safari and Firefox all read this attribute, though it is not in the standard.
            {...{ webkitdirectory: '' }}
            disabled={busy}
            onChange={(e) => void add(e.target.files)}
          />
        </label>
      </div>
      <p className="hint" role="status">
        {status}
      </p>
      {photos.length > 0 && (
        <fieldset className="photo-choices">
          <legend>The photo at the top of your home page</legend>
          {photos.map((src) => (
            <div key={src} className="photo-choice">
              <label>
                <input type="radio" name="hero" checked={hero === src} onChange={() => setHero(src)} />
                <img src={API.image(src)} alt="" />
                <span>{src.split('/').at(-1)}</span>
              </label>
              <button
                type="button"
                aria-label={`Leave out ${src.split('/').at(-1)}`}
                onClick={() => {
                  setPhotos((now) => now.filter((p) => p !== src));
                  if (hero === src) setHero(photos.find((p) => p !== src) ?? '');
                }}
              >
                Leave out
              </button>
            </div>
          ))}
        </fieldset>
      )}
      <SaveButton busy={busy} ready={hero !== ''} />
    </form>
  );
}
