import { type FormEvent, useId, useState } from 'react';
import { PLACE_KINDS, type PlaceKind } from '../../site/core/catalog/site.ts';
import type { QuestionProps } from './setup-screen.tsx';

const KINDS: Record<PlaceKind, { label: string; hint: string }> = {
  cafe: { label: 'Café', hint: 'Coffee, tea, breakfast and bakes.' },
  restaurant: { label: 'Restaurant', hint: 'Starters, mains, breads and desserts.' },
  bakery: { label: 'Bakery', hint: 'Breads, cakes, pastries and savouries.' },
  'studio-cafe': { label: 'Café with a studio', hint: 'A café with pottery painting: adds the pottery pages.' },
};

/** A form whose submit sends one answer, with its Save button busy while it goes. */
function useSubmit(send: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    send().finally(() => setBusy(false));
  };
  return { onSubmit, busy };
}

/** Submits the question's form: busy while its answer is sent, or not yet ready to send (`ready` false). */
export function SaveButton({ busy, ready = true, label = 'Save' }: { busy: boolean; ready?: boolean; label?: string }) {
  return (
    <button type="submit" className="primary" disabled={busy || !ready}>
      {busy ? 'Saving…' : label}
    </button>
  );
}

export function KindQuestion({ state, answer }: QuestionProps) {
  const [kind, setKind] = useState<PlaceKind | undefined>(state.kind);
  const { onSubmit, busy } = useSubmit(() => (kind ? answer('kind', { kind }) : Promise.resolve()));
  return (
    <form onSubmit={onSubmit}>
      <fieldset className="choices">
        <legend>What kind of place is it?</legend>
        {PLACE_KINDS.map((k) => (
          <label key={k} className="choice">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            <span>
              <strong>{KINDS[k].label}</strong> <span className="hint">{KINDS[k].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="hint">
        It chooses the pages your site starts with and the parts of its menu. A menu you have already written is kept.
      </p>
      <SaveButton busy={busy} ready={kind !== undefined} />
    </form>
  );
}

/** A labelled text box with its hint read with it. */
export function TextField(p: {
  label: string;
  hint?: string;
  value: string;
  set: (value: string) => void;
  type?: 'text' | 'tel';
  /** The keyboard a phone shows: a link's, for text that may also hold words around the link. */
  inputMode?: 'url';
  required?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {p.label}
      </label>
      {p.hint && (
        <p className="hint" id={`${id}-hint`}>
          {p.hint}
        </p>
      )}
      <input
        id={id}
        type={p.type ?? 'text'}
        inputMode={p.inputMode}
        value={p.value}
        required={p.required}
        autoComplete={p.autoComplete ?? 'off'}
        aria-describedby={p.hint ? `${id}-hint` : undefined}
        onChange={(e) => p.set(e.target.value)}
      />
    </div>
  );
}

export function NameQuestion({ state, answer }: QuestionProps) {
  const [name, setName] = useState(state.name);
  const [tagline, setTagline] = useState(state.tagline);
  const { onSubmit, busy } = useSubmit(() => answer('name', { name, tagline }));
  return (
    <form onSubmit={onSubmit}>
      <TextField label="Your café’s name" value={name} set={setName} required autoComplete="organization" />
      <TextField
        label="One line about it"
        hint="Shown under the name, e.g. “Crisp dosas and filter coffee since 1998”."
        value={tagline}
        set={setTagline}
      />
      <SaveButton busy={busy} />
    </form>
  );
}

export function PlaceQuestion({ state, answer }: QuestionProps) {
  const [link, setLink] = useState(state.mapsUrl);
  const { onSubmit, busy } = useSubmit(() => answer('place', { link }));
  return (
    <form onSubmit={onSubmit}>
      <TextField
        label="Your place on Google Maps"
        hint="Find your café on Google Maps in a browser and copy the whole address from the address bar (it begins https://www.google.com/maps/place/). The map on your contact page and the directions link come from it."
        inputMode="url"
        value={link}
        set={setLink}
        required
      />
      {state.place && (
        <p className="hint">
          Your map is at {state.place.latitude}, {state.place.longitude}.
        </p>
      )}
      <SaveButton busy={busy} />
    </form>
  );
}

export function PhoneQuestion({ state, answer }: QuestionProps) {
  const [phone, setPhone] = useState(state.phone);
  const [whatsapp, setWhatsapp] = useState(state.whatsapp === state.phone.replace(/\D/g, '') ? '' : state.whatsapp);
  const { onSubmit, busy } = useSubmit(() => answer('phone', { phone, whatsapp }));
  return (
    <form onSubmit={onSubmit}>
      <TextField
        label="Phone number guests call"
        hint="With the country code, e.g. +91 98450 12345."
        type="tel"
        value={phone}
        set={setPhone}
        required
        autoComplete="tel"
      />
      <TextField
        label="WhatsApp number (optional)"
        hint="Leave it empty when it is the same number."
        type="tel"
        value={whatsapp}
        set={setWhatsapp}
      />
      <SaveButton busy={busy} />
    </form>
  );
}
