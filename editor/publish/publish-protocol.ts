import type { Problem } from '../../site/core/problems/problem.ts';
import { editorBase } from '../editor-base.ts';

/*
 * What the editor's Publish button and status (editor/publish/) and `kiln edit`'s server
 * (scripts/edit/publish-routes.ts, over scripts/publish/) say to each other. `kiln publish` does the
 * same from the command line.
 */

/** One change since the last publish, in staff words: "Menu: Paneer Tikka ₹290 → ₹310". */
export interface CatalogueChange {
  /** "catalog/menu.json", or a picture's path. */
  file: string;
  /** The file's staff name and what changed, e.g. "Menu: Paneer Tikka ₹290 → ₹310", "Events: added Diwali Clay Night", "Pictures: added images/uploads/dosa.jpg". */
  text: string;
}

/** Something dated (an offer, a dish, a menu tab, an announcement, an event) that starts or ends in the coming week. */
export interface DatedChange {
  /** Staff words: "Offers: Diwali Week". */
  what: string;
  /** YYYY-MM-DD, in the café's time zone. */
  date: string;
  change: 'starts' | 'ends';
}

/** GET /api/publish: where the catalogue stands. */
export interface PublishStatus {
  /** Why publishing cannot work here, in plain words (no git repository, no `origin` remote…); absent when it can. */
  unavailable?: string;
  /** The branch and remote a publish pushes to ("main", "origin"). */
  branch?: string;
  remote?: string;
  /** The last publish: when (ISO time) and its summary (the commit's message). */
  lastPublish?: { at: string; summary: string };
  /** What is not published yet: each change, and all of them as one line (the commit message a publish would write). */
  changes: CatalogueChange[];
  summary: string;
  /** What starts or ends in the next seven days, by the café's clock. */
  upcoming: DatedChange[];
}

/** A value both this computer and the remote changed since the last publish. */
export interface PublishConflict {
  /** "catalog/menu.json" and the JSON pointer of the value. */
  file: string;
  pointer: string;
  /** Staff words for the value: "Menu › Paneer Tikka › Price". */
  label: string;
  /** Each side's value as staff read it ("₹310", "₹300"). */
  mine: string;
  theirs: string;
}

/** POST /api/publish (and /api/publish/resolve, with `choices`). */
export interface PublishRequest {
  /** For each conflict of the last reply, which side to keep. */
  choices?: { file: string; pointer: string; keep: 'mine' | 'theirs' }[];
}

/**
 * Replies to a publish:
 * - 200 `{ published: true, commit, summary, merged }`: committed and pushed (`merged`: the remote's
 *   own changes were brought in first); `{ published: false, summary: '' }` when there was nothing to publish;
 * - 422 `{ invalid: true, message, problems }`: the catalogue has problems, nothing committed;
 * - 409 `{ conflicts, message }`: both sides changed the same values; nothing pushed, nothing lost: choose, then publish again;
 * - 4xx/5xx `{ message }`: anything else (no remote, the push refused for another reason), in plain words.
 */
export type PublishReply =
  | { published: true; commit: string; summary: string; merged: boolean }
  | { published: false; summary: '' }
  | { invalid: true; message: string; problems: Problem[] }
  | { conflicts: PublishConflict[]; message: string }
  | { message: string };

const BASE = editorBase();
export const PUBLISH_API = {
  status: `${BASE}/api/publish`,
  publish: `${BASE}/api/publish`,
} as const;
