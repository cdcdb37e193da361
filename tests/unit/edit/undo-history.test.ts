import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HistoryEntry } from '../../../editor/edit-protocol.ts';
import { undoTarget } from '../../../editor/undo-history.ts';

/* "Undo last save" walks back one change at a time: an Undo is never the next thing undone. */

const undo = suite('editor: what Undo last save puts back');
let clock = 0;
const entry = (reason: HistoryEntry['reason']): HistoryEntry => ({
  id: `e${++clock}-${reason}`,
  savedAt: new Date(clock).toISOString(),
  reason,
  bytes: 1,
});
/** Newest first, as the history lists them, from a list written oldest first. */
const newestFirst = (...oldestFirst: HistoryEntry[]) => [...oldestFirst].reverse();

undo('should take the newest save, past drafts set aside', () => {
  const [s1, s2, d] = [entry('save'), entry('save'), entry('draft')];
  assert.is(undoTarget(newestFirst(s1, s2, d)), s2);
});

undo('should step further back with each Undo (200 → 195 → 190 → the first), never toggling', () => {
  const s1 = entry('save');
  const s2 = entry('save');
  const s3 = entry('save');
  assert.is(undoTarget(newestFirst(s1, s2, s3)), s3);
  const u1 = entry('undo');
  assert.is(undoTarget(newestFirst(s1, s2, s3, u1)), s2);
  const u2 = entry('undo');
  assert.is(undoTarget(newestFirst(s1, s2, s3, u1, u2)), s1);
  const u3 = entry('undo');
  assert.is(undoTarget(newestFirst(s1, s2, s3, u1, u2, u3)), undefined, 'nothing older');
});

undo('should undo a new save made after undos first, then carry on back from there', () => {
  const [s1, s2, s3, u1] = [entry('save'), entry('save'), entry('save'), entry('undo')];
  const s4 = entry('save');
  assert.is(undoTarget(newestFirst(s1, s2, s3, u1, s4)), s4);
  const u2 = entry('undo');
  assert.is(undoTarget(newestFirst(s1, s2, s3, u1, s4, u2)), s2);
});

undo('should count a restore through Versions as a change to undo', () => {
  const [s1, r1] = [entry('save'), entry('restore')];
  assert.is(undoTarget(newestFirst(s1, r1)), r1);
});

undo.run();
