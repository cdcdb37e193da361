import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildMemo, NO_MEMO } from '../../../site/core/lib/build-memo.ts';

/*
 * The build's memo: an answer is made once per object while the memo lasts; `clear` (kiln dev,
 * before each unit it tracks) forgets what units read, not what is kept from the catalogue itself.
 */
const memo = suite('buildMemo: answers made once a build');

memo('should make an answer once per object and kind', () => {
  const m = buildMemo();
  let made = 0;
  const key = {};
  const make = () => ++made;
  assert.is(m.of('a', key, make), 1);
  assert.is(m.of('a', key, make), 1, 'asked again: the same answer');
  assert.is(m.of('b', key, make), 2, 'another kind: its own answer');
  assert.is(m.of('a', {}, make), 3, 'another object: its own answer');
});

memo('should forget on clear what was asked, and keep what was kept', () => {
  const m = buildMemo();
  let made = 0;
  const key = {};
  const make = () => ++made;
  m.of('asked', key, make);
  m.kept('kept', key, make);
  m.clear();
  assert.is(m.of('asked', key, make), 3, 'made again after clear');
  assert.is(m.kept('kept', key, make), 2, 'kept through clear');
});

memo('should make every answer afresh without a memo', () => {
  let made = 0;
  const key = {};
  NO_MEMO.of('a', key, () => ++made);
  NO_MEMO.of('a', key, () => ++made);
  assert.is(made, 2);
});

memo.run();
