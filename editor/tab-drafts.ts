import { STORAGE_KEYS } from '../site/store/keys.ts';
import { useEffect, useState } from 'react';

/*
 * Drafts are kept per tab, so two tabs on one file never share a slot: typing in one and saving in
 * the other loses nothing. A tab's id lives in its sessionStorage (it survives a reload); each open
 * tab says it is alive every few seconds, so a draft whose tab was closed can be taken up by the
 * next tab that opens its file, while one whose tab is still open is only pointed at.
 */

const PREFIX = STORAGE_KEYS.editDraft;
const ALIVE = STORAGE_KEYS.editTabAlive;
const TAB = STORAGE_KEYS.editTab;
/** How often an open tab says so, and how long after its last word it counts as closed. */
const BEAT_MS = 3000;
const GONE_MS = 10_000;

let tabId: string | undefined;

/** This tab's id, made on first use; a tab without sessionStorage gets one for this page. */
export function thisTab(): string {
  if (tabId) return tabId;
  try {
    tabId = sessionStorage.getItem(TAB) ?? undefined;
    if (!tabId) {
      tabId = crypto.randomUUID();
      sessionStorage.setItem(TAB, tabId);
    }
  } catch {
    tabId ??= crypto.randomUUID();
  }
  beat();
  return tabId;
}

function beat() {
  // Tabs closed long ago: forget them.
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(ALIVE) && Date.now() - Number(localStorage.getItem(key)) > 86_400_000)
        localStorage.removeItem(key);
    }
  } catch {
    // No storage.
  }
  const say = () => {
    try {
      localStorage.setItem(`${ALIVE}${tabId}`, String(Date.now()));
    } catch {
      // No storage: no drafts to share either.
    }
  };
  say();
  setInterval(say, BEAT_MS);
}

/** Where a tab's draft of `file` is kept. The first drafts had no tab: they read as a closed tab's. */
export const draftKey = (file: string, tab: string) => `${PREFIX}${file}:${tab}`;

interface OtherDraft {
  key: string;
  /** Its tab is open now (said so lately). */
  open: boolean;
}

/** Every other tab's draft of `file`, open or closed. */
export function otherDrafts(file: string): OtherDraft[] {
  const found: OtherDraft[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key || key === draftKey(file, thisTab())) continue;
      const tab =
        key === `${PREFIX}${file}`
          ? ''
          : key.startsWith(`${PREFIX}${file}:`)
            ? key.slice(`${PREFIX}${file}:`.length)
            : undefined;
      if (tab === undefined) continue;
      const said = Number(localStorage.getItem(`${ALIVE}${tab}`));
      found.push({ key, open: tab !== '' && Date.now() - said < GONE_MS });
    }
  } catch {
    // No storage: no other drafts.
  }
  return found;
}

/**
 * Takes up the newest draft of `file` that a closed tab left (after this tab was reloaded, or a new
 * one opened), making it this tab's; `parse` reads a stored draft. Returns whether one was taken.
 */
export function adoptClosedTabDraft(file: string, parse: (raw: unknown) => { at: number } | undefined): boolean {
  let newest: { key: string; raw: string; at: number } | undefined;
  for (const { key, open } of otherDrafts(file)) {
    if (open) continue;
    const raw = localStorage.getItem(key);
    const draft = raw ? safeParse(raw, parse) : undefined;
    if (draft && (!newest || draft.at > newest.at) && raw) newest = { key, raw, at: draft.at };
  }
  if (!newest) return false;
  try {
    localStorage.setItem(draftKey(file, thisTab()), newest.raw);
    localStorage.removeItem(newest.key);
  } catch {
    return false;
  }
  return true;
}

function safeParse<T>(raw: string, parse: (raw: unknown) => T | undefined): T | undefined {
  try {
    return parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Whether another open tab holds unsaved changes to `file`, kept up to date as tabs type, save and close. */
export function useOtherTabDraft(file: string): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const look = () => setHeld(otherDrafts(file).some((d) => d.open));
    look();
    const timer = setInterval(look, BEAT_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(PREFIX)) look();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [file]);
  return held;
}
