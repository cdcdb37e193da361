import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addToHistory, HISTORY_ENTRY_BYTES, listHistory } from '../../../scripts/edit/edit-history.ts';
import { JSON_DEPTH_LIMIT, jsonDepth } from '../../../scripts/edit/json-depth.ts';
import { rawBytes } from '../../raw-http.ts';
import { startSession, type EditSession } from './edit-server-session.ts';

/*
 * What one request may make `kiln edit`'s server do: no history entry larger than a catalogue
 * file, no history beyond its bytes, no body nested so deep that walking it fails.
 */
let session: EditSession;
const limits = suite('kiln edit server: limits on what one request may do');
limits.before.each(async () => {
  session = await startSession('limits');
});
limits.after.each(async () => {
  await session.stop();
});

const historyFiles = async () => readdir(join(session.fixture.dir, '.history', 'menu')).catch(() => []);

limits(
  'should refuse to set aside a draft larger than a catalogue file may be, in words, writing nothing',
  async () => {
    const huge = 'x'.repeat(HISTORY_ENTRY_BYTES + 1024);
    const kept = await session.call('POST', '/api/history/menu/keep', { data: { note: huge } });
    assert.is(kept.status, 413);
    assert.match(
      kept.json.message,
      /This draft is 20 MB, larger than a catalogue file may be \(20 MB\): it was not set aside/,
    );
    assert.equal(await historyFiles(), []);
    const small = await session.call('POST', '/api/history/menu/keep', { data: { note: 'short' } });
    assert.is(small.status, 200, 'a draft of ordinary size is still kept');
  },
);

limits(
  'should delete the oldest entries beyond the bytes a file’s history may take, always keeping the newest',
  async () => {
    const dir = session.fixture.dir;
    const caps = { entries: 50, bytes: 2500, entryBytes: 5000 };
    for (let i = 0; i < 5; i++) await addToHistory(dir, 'menu', `${i}`.repeat(1000), 'save', caps);
    const entries = await listHistory(dir, 'menu');
    assert.is(entries.length, 2, 'two of 1000 bytes fit in 2500');
    assert.ok(entries.every((e) => e.bytes === 1000));
    await addToHistory(dir, 'menu', '9'.repeat(4000), 'save', caps);
    const after = await listHistory(dir, 'menu');
    assert.is(after.length, 1, 'the newest alone, though over the total');
    assert.is(after[0]!.bytes, 4000);
    await addToHistory(dir, 'menu', 'z'.repeat(6000), 'save', caps).then(
      () => assert.unreachable('an entry over its limit is refused'),
      (error: Error) => assert.match(error.message, '6000 bytes'),
    );
    assert.is((await listHistory(dir, 'menu')).length, 1, 'nothing written');
  },
);

limits('should refuse a body nested 5,000 deep with a 400 in plain words, and keep serving', async () => {
  const deep = `{"key":"menu","data":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const head = `POST /api/check HTTP/1.1\r\nhost: localhost:${session.port}\r\nx-kiln-editor: 1\r\ncontent-type: application/json\r\ncontent-length: ${deep.length}\r\nconnection: close\r\n\r\n`;
  const answer = await rawBytes(session.port, head + deep);
  assert.is(answer.status, 400);
  assert.match(JSON.parse(answer.body).message, `lists or groups inside each other more than ${JSON_DEPTH_LIMIT} deep`);
  assert.is((await session.call('GET', '/api/files')).status, 200, 'still serving');
});

limits('should count nesting outside strings only', () => {
  assert.is(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}'), 3);
  assert.is(jsonDepth('"\\"[["'), 0);
  assert.is(jsonDepth('['.repeat(1000), 10), 11, 'stops counting past the limit');
});

limits.run();
