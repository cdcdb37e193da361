import { createContext, useContext } from 'react';
import type { ImageEntry } from '../edit-protocol.ts';
import { indexProblems, type ProblemIndex } from '../problem-index.ts';

/** What the form's templates and widgets need beyond RJSF's props: the whole form, its problems, and actions. */
export interface EditContextValue {
  /** The whole form's data, for a field that reads its neighbours (displayDate from date, a list item's name). */
  data: unknown;
  problems: ProblemIndex;
  /** A place the summary asked to show: the lists holding it show it and open it. */
  reveal?: string;
  /** Reorders a list by dragging (the buttons use RJSF's own moves). */
  moveItem(listPointer: string, from: number, to: number): void;
  /** Puts a removed item back into its list at `index` (a removal's Undo). */
  insertItem(listPointer: string, index: number, item: unknown): void;
  /** The pictures under catalog/images/, for the picture picker; reloaded after an upload. */
  images: readonly ImageEntry[];
  refreshImages(): Promise<void>;
  /** Where a link can lead: every route and home-page section. */
  linkTargets: readonly string[];
  /** Sets one field and saves the file at once (a dish marked sold out with one tap); undefined removes it. */
  saveNow(pointer: string, value: unknown): void;
}

export const EditContext = createContext<EditContextValue>({
  data: undefined,
  problems: indexProblems([]),
  moveItem: () => {},
  insertItem: () => {},
  images: [],
  refreshImages: async () => {},
  linkTargets: [],
  saveNow: () => {},
});

export const useEdit = () => useContext(EditContext);

/** The JSON pointer of the field being drawn, for widgets (RJSF gives them only an id). */
export const FieldPointer = createContext('');
export const useFieldPointer = () => useContext(FieldPointer);
