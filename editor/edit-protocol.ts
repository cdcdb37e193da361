import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';
import type { Problem } from '../site/core/problems/problem.ts';
import { editorBase } from './editor-base.ts';

/*
 * What the editor's page (editor/) and `kiln edit`'s server (scripts/edit/) say to each other:
 * one place for the paths, the headers and the shapes of every request and reply.
 */

/** One catalogue file as the editor lists it. */
export interface FileSummary {
  key: CatalogKey;
  /** "catalog/menu.json", as problems name it. */
  file: string;
  /** The schema's `title` and `description`: staff words. */
  title: string;
  description: string;
  /** The site's pages this file feeds, for the preview ("/menu"); the first is shown first. */
  routes: string[];
  /** A file the café may leave out (site/core/catalog/optional-files.ts)... */
  optional?: true;
  /** ...and has: without it, its page is not built and the file cannot be opened. */
  absent?: true;
}

/** GET /api/files */
export interface EditorInfo {
  files: FileSummary[];
  /** The port of the site `kiln dev` serves: the preview frames http://<this page's host>:<sitePort><route>. */
  sitePort: number;
  /** Every problem and warning of the catalogue on disk, for marks beside the files' names. */
  problems: Problem[];
}

/** GET /api/file/<key>: the file as it is on disk. */
export interface OpenedFile {
  key: CatalogKey;
  /** The text on disk; its hash is `version`. */
  text: string;
  /** What the text parses to; absent when it does not parse (then `problems` says where). */
  data?: unknown;
  /** Changes whenever the file's bytes change: a save names the version it was made from. */
  version: string;
  /** The file's JSON Schema, for the form. */
  schema: Record<string, unknown>;
}

/** POST /api/check: the catalogue's problems, with this file's draft in place of the file on disk. */
export interface CheckRequest {
  key: CatalogKey;
  data: unknown;
}
/** Reply to /api/check: every problem and warning, of every file, as `kiln validate` would report them after a save. */
export interface CheckReply {
  problems: Problem[];
  warnings: Problem[];
}

/** PUT /api/file/<key>: save the form. */
export interface SaveRequest {
  /** The form's data; written as jsonc-parser edits of the text on disk (only what changed). */
  data?: unknown;
  /** Or a whole text: for a file that does not parse, fixed in a plain text box. It must parse. */
  text?: string;
  /** The version the draft was made from; a different version on disk refuses the save (409). */
  version: string;
}
/**
 * Replies to a save or a restore:
 * - 200 `{ saved: true, version, unchanged }` (unchanged: nothing differed, no byte was written);
 * - 409 `{ conflict: true, message, version }`: the file changed on disk since `version`, nothing written;
 * - 422 `{ invalid: true, message, problems }`: the draft has problems in this file, nothing written;
 * - 4xx `{ message }` for anything else refused.
 */
export type SaveReply =
  | { saved: true; version: string; unchanged: boolean }
  | { conflict: true; message: string; version: string }
  | { invalid: true; message: string; problems: Problem[] }
  | { message: string };

/** One earlier version of a file, kept in the history folder. */
export interface HistoryEntry {
  id: string;
  /** ISO time it was set aside. */
  savedAt: string;
  /** Why it was kept: replaced by a save, by a restore, by an Undo (so Undo steps past it), or a draft set aside. */
  reason: 'save' | 'restore' | 'undo' | 'draft';
  bytes: number;
}
/** GET /api/history/<key>: newest first. */
export interface HistoryReply {
  entries: HistoryEntry[];
}
/** POST /api/history/<key>/restore: `{ id, version, undo? }` → a SaveReply, refused as a save is (the current text goes to the history first). */
export interface RestoreRequest {
  id: string;
  version: string;
  /** Asked by "Undo last save": the text replaced is kept as an "undo" entry (editor/undo-history.ts). */
  undo?: boolean;
}
/** POST /api/history/<key>/keep: a draft set aside (a conflict's losing side), so neither version is lost. → `{ entry: HistoryEntry }` */
export interface KeepRequest {
  data: unknown;
}

/** A picture under catalog/images/ as the picker lists it. */
export interface ImageEntry {
  /** As the catalogue names it: "images/gallery/bowl.jpg". */
  path: string;
  bytes: number;
}
/** Where a catalogue file on disk names a picture: "Gallery · Blue bowl". */
export interface ImageUse {
  /** The picture, as the catalogue names it. */
  path: string;
  key: CatalogKey;
  /** The file's title (its schema's), and the name of the item around the field, if any. */
  title: string;
  item?: string;
  pointer: string;
}
/** GET /api/images/uses */
export interface ImageUsesReply {
  uses: ImageUse[];
}
/** POST /api/images/delete: a picture nothing uses → 200 `{ deleted }`; one in use → 409, one not listed → 404 `{ message }`. */
export interface DeleteImageRequest {
  path: string;
}
/** GET /api/images */
export interface ImagesReply {
  images: ImageEntry[];
}
/**
 * POST /api/images?name=<the file's own name>&folder=<a folder under catalog/images/>, the body the
 * file's bytes: a photo sharp can read (JPEG, PNG or WebP), at most UPLOAD_LIMIT bytes, written under
 * a safe name that takes no existing file's place. → 201 `{ path, width, height }` or 4xx `{ message }`.
 */
export interface UploadReply {
  path: string;
  width: number;
  height: number;
}
export const UPLOAD_LIMIT = 25 * 1024 * 1024;

/** Where the page was served: the API is under the same prefix (editor-base.ts). */
const BASE = editorBase();

export const API = {
  files: `${BASE}/api/files`,
  file: (key: CatalogKey) => `${BASE}/api/file/${key}`,
  check: `${BASE}/api/check`,
  history: (key: CatalogKey) => `${BASE}/api/history/${key}`,
  restore: (key: CatalogKey) => `${BASE}/api/history/${key}/restore`,
  keep: (key: CatalogKey) => `${BASE}/api/history/${key}/keep`,
  images: `${BASE}/api/images`,
  imageUses: `${BASE}/api/images/uses`,
  deleteImage: `${BASE}/api/images/delete`,
  /** The picture itself, for thumbnails: /catalog/images/gallery/bowl.jpg. */
  image: (path: string) => `${BASE}/catalog/${path}`,
} as const;

/**
 * Every request that writes (PUT, POST) carries this header. A page of another site cannot send
 * it without a CORS preflight, which the server never grants, so no other site can write.
 */
export const WRITE_HEADER = 'x-kiln-editor';
/** With `--host`: the token the terminal prints, in the page's address (`?token=`) and then in a cookie. */
export const TOKEN_PARAM = 'token';
export const TOKEN_COOKIE = 'kiln-edit-token';

/* The launch kit (GET /api/launch-kit): a page for staff before the site goes live, never deployed. */

/** GET /api/launch-kit, made from the catalogue on disk (scripts/edit/launch-kit.ts). */
export const LAUNCH_KIT_API = `${BASE}/api/launch-kit`;

/** One thing left before going live, in the file to open for it. */
export interface LaunchLeft {
  kind: 'problems' | 'placeholders' | 'photo' | 'address';
  key: CatalogKey;
  /** "catalog/home.json", as problems name it. */
  file: string;
  /** What is left, in staff words: "12 placeholders still to replace with your own words or pictures". */
  text: string;
  /** The first few fields it is at (JSON pointers), each opened in the form by a link; `more` counts the rest. */
  places: string[];
  more: number;
}

/** A label and a value to copy into the café's Google Business Profile. */
export interface ProfileRow {
  label: string;
  value: string;
}

/** A QR code's modules: `size` squares a side, the dark ones drawn by the path `d` (units of one module, no quiet zone). */
export interface QrDrawing {
  size: number;
  d: string;
}

/** One printed card: the words guests read (site.json's tableCards) and the QR code of its address. */
export interface PrintCard {
  kind: 'menu' | 'review';
  url: string;
  /** "Scan for our menu" or "Review us on Google". */
  words: string;
  /** A line under the words: the review card's hint. */
  hint?: string;
  /** "Table 4", on a numbered table's card. */
  table?: string;
  qr: QrDrawing;
}

export interface LaunchKit {
  /** The café's name, printed on every card. */
  name: string;
  left: LaunchLeft[];
  profile: ProfileRow[];
  cards: PrintCard[];
  /** Cards not drawn, and why: site.json has no tableCards yet (`words`), or no real site address for the menu's cards (`address`). */
  cardsWaitFor: ('words' | 'address')[];
}
