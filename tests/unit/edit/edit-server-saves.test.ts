import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CheckReply, EditorInfo, HistoryReply, OpenedFile } from '../../../editor/edit-protocol.ts';
import { FILE_PAGES } from '../../../editor/file-pages.ts';
import { HISTORY_KEPT } from '../../../scripts/edit/edit-history.ts';
import { writeAtomically } from '../../../scripts/files/write-atomically.ts';
import { formatProblem, type Problem } from '../../../site/core/problems/problem.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { CATALOG_KEYS } from '../../../site/core/catalog/catalog-keys.ts';
import { undoTarget } from '../../../editor/undo-history.ts';
import { startSession, type EditSession } from './edit-server-session.ts';

/*
 * `kiln edit`'s server on a temp copy of the catalogue: open, check and save a file as the
 * editor's page does, and every way a save is refused, set aside or undone.
 */

let session: EditSession;
const saves = suite('kiln edit server: open, check and save');
saves.before.each(async () => {
  session = await startSession('saves');
});
saves.after.each(async () => {
  await session.stop();
});

const open = async (key: string) => (await session.call('GET', `/api/file/${key}`)).json as OpenedFile & { data: any };
const menuFile = () => join(session.fixture.dir, 'menu.json');
/** The lines of `after` that differ from `before` (same number of lines). */
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  assert.is(b.length, a.length, 'no line added or removed');
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]]]));
};
/** Every file in the catalogue's folder but the history: what a save may leave behind. */
const topFiles = async () => (await readdir(session.fixture.dir)).filter((n) => n !== '.history').sort();

saves('should list every catalogue file with its schema title, routes and name as kiln validate gives it', async () => {
  const { status, json } = await session.call('GET', '/api/files');
  const info = json as EditorInfo;
  assert.is(status, 200);
  assert.equal(
    info.files.map((f) => f.key),
    [...CATALOG_KEYS],
  );
  const menu = info.files.find((f) => f.key === 'menu')!;
  const { problems } = await validateCatalog(session.fixture.dir, { texts: new Map([['menu', '{']]) });
  assert.is(menu.file, problems.find((p) => p.file.endsWith('menu.json'))!.file, 'the file as problems name it');
  assert.is(menu.title, 'Café menu');
  assert.match(menu.description, /paise/);
  assert.equal(menu.routes, [...FILE_PAGES.menu]);
  assert.is(info.sitePort, 4173);
  assert.equal(info.problems, [], 'the sample catalogue is valid');
});

saves('should save unchanged data without writing a byte or keeping a history entry', async () => {
  const before = await readFile(menuFile());
  const opened = await open('menu');
  assert.is(opened.text, before.toString('utf8'));
  assert.match(opened.version, /^[0-9a-f]{16}$/);
  assert.is(opened.schema.title, 'Café menu');
  const saved = await session.call('PUT', '/api/file/menu', { version: opened.version, data: opened.data });
  assert.is(saved.status, 200);
  assert.equal(saved.json, { saved: true, version: opened.version, unchanged: true });
  assert.ok((await readFile(menuFile())).equals(before), 'the same bytes');
  assert.equal((await session.call('GET', '/api/history/menu')).json, { entries: [] });
  assert.not.ok((await readdir(session.fixture.dir)).includes('.history'), 'no history folder made');
});

saves('should change one line for one price (29000 → 31000), check it first, and leave no temporary file', async () => {
  const before = await readFile(menuFile(), 'utf8');
  const opened = await open('menu');
  const filesBefore = await topFiles();
  opened.data.categories[0]!.sections![0]!.items[1].price = 31000;
  const check = await session.call('POST', '/api/check', { key: 'menu', data: opened.data });
  assert.is(check.status, 200);
  assert.equal(check.json as CheckReply, { problems: [], warnings: [] });

  const saved = await session.call('PUT', '/api/file/menu', { version: opened.version, data: opened.data });
  assert.is(saved.status, 200);
  const after = await readFile(menuFile(), 'utf8');
  const line = before.split('\n').find((l) => l.includes('"paneer-tikka"'))!;
  assert.equal(changedLines(before, after), [[line, line.replace('29000', '31000')]]);
  assert.equal(saved.json, { saved: true, version: (await open('menu')).version, unchanged: false });
  assert.equal(await topFiles(), filesBefore, 'no temporary file is left beside it');
  assert.equal(saved.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.is(saved.headers.get('cache-control'), 'no-store');
});

saves('should refuse a save made from a stale version (409) and leave the file as it is', async () => {
  const opened = await open('menu');
  // Changed in another tab or program after the form was opened.
  const elsewhere = opened.text.replace('"Peri Peri Fries"', '"Peri Peri Chips"');
  await writeFile(menuFile(), elsewhere);
  opened.data.categories[0]!.sections![0]!.items[1].price = 31000;
  const saved = await session.call('PUT', '/api/file/menu', { version: opened.version, data: opened.data });
  assert.is(saved.status, 409);
  assert.equal(saved.json, {
    conflict: true,
    message: `${session.fixture.dir}/menu.json changed on disk after you opened it (in another tab or program). Nothing was saved.`,
    version: (await open('menu')).version,
  });
  assert.is(await readFile(menuFile(), 'utf8'), elsewhere, 'untouched');
  assert.equal((await session.call('GET', '/api/history/menu')).json, { entries: [] });
});

saves(
  "should refuse an invalid draft (422) with kiln validate's exact words and place, and leave the file as it is",
  async () => {
    const before = await readFile(menuFile(), 'utf8');
    const opened = await open('menu');
    opened.data.categories[0]!.sections![0]!.items[1].price = '₹320';
    const saved = await session.call('PUT', '/api/file/menu', { version: opened.version, data: opened.data });
    assert.is(saved.status, 422);
    assert.is(await readFile(menuFile(), 'utf8'), before, 'untouched');

    // What `kiln validate` prints once that draft is the file on disk.
    const check = (await session.call('POST', '/api/check', { key: 'menu', data: opened.data })).json as CheckReply;
    await writeFile(menuFile(), before.replace('"price": 29000, "popular"', '"price": "₹320", "popular"'));
    const printed = (await validateCatalog(session.fixture.dir)).problems.map(formatProblem);
    await writeFile(menuFile(), before);
    assert.is(printed.length, 1);
    const lineNumber = before.split('\n').findIndex((l) => l.includes('"paneer-tikka"')) + 1;
    assert.match(
      printed[0]!,
      new RegExp(
        `menu\\.json:${lineNumber}:\\d+ /categories/0/sections/0/items/1/price must be a whole number of paise, got "₹320" \\(₹320 is written 32000\\)$`,
      ),
    );
    assert.equal((saved.json.problems as Problem[]).map(formatProblem), printed);
    assert.is(saved.json.invalid, true);
    assert.is(saved.json.message, `Not saved: ${printed[0]}`);
    assert.equal(check.problems.map(formatProblem), printed, '/api/check says the same before the save');
  },
);

saves(
  'should refuse a save that breaks another file’s rule, naming it, but not for problems other files already had',
  async () => {
    await session.fixture.editJson('offers.json', (offers) => void (offers.cta.href = '/product/speckled-mug'));
    const storeFile = join(session.fixture.dir, 'store.json');
    const before = await readFile(storeFile, 'utf8');
    const store = await open('store');
    for (const list of [store.data.products, store.data.emulator.products])
      for (const p of list) if (p.id === 'speckled-mug') p.id = 'speckled-cup';
    const refused = await session.call('PUT', '/api/file/store', { version: store.version, data: store.data });
    assert.is(refused.status, 422);
    assert.is(refused.json.invalid, true);
    assert.match(
      refused.json.message,
      /would break .*offers\.json, which links to a product that is not in store\.json: "speckled-mug"/,
    );
    assert.equal(
      refused.json.problems.map((p: { file: string; pointer: string }) => [p.file.split('/').pop(), p.pointer]),
      [['offers.json', '/cta/href']],
    );
    assert.is(await readFile(storeFile, 'utf8'), before, 'nothing written');

    // offers.json broken already (by hand): a save of store.json that does not add to it goes through.
    await session.fixture.editJson('offers.json', (offers) => void (offers.cta.href = '/product/nothing-by-this-name'));
    const again = await open('store');
    again.data.products[1].title = `${again.data.products[1].title}!`;
    const saved = await session.call('PUT', '/api/file/store', { version: again.version, data: again.data });
    assert.is(saved.status, 200, saved.text);
  },
);

saves(
  'should open a file that does not parse without its data, and save it from a whole text only when that parses',
  async () => {
    const broken = '{ "$schema": "./schemas/faq.schema.json", ';
    await writeFile(join(session.fixture.dir, 'faq.json'), broken);
    const opened = await open('faq');
    assert.is(opened.text, broken);
    assert.not.ok('data' in opened, 'no data: the page shows the text');
    const info = (await session.call('GET', '/api/files')).json as EditorInfo;
    assert.ok(
      info.problems.some((p) => p.file.endsWith('faq.json')),
      'the parse problem is listed',
    );

    const still = await session.call('PUT', '/api/file/faq', { version: opened.version, text: `${broken}"x" }` });
    assert.is(still.status, 422);
    assert.match(still.json.message, /^Not saved: .*faq\.json:1:\d+ broken JSON: /);
    assert.is(await readFile(join(session.fixture.dir, 'faq.json'), 'utf8'), broken);

    const fixed = await readFile(join(import.meta.dirname, '../../fixtures/catalog/faq.json'), 'utf8');
    const saved = await session.call('PUT', '/api/file/faq', { version: opened.version, text: fixed });
    assert.is(saved.status, 200);
    assert.is(await readFile(join(session.fixture.dir, 'faq.json'), 'utf8'), fixed);
  },
);

saves(
  'should answer 404 for a key that is no catalogue file and for a missing file (naming it), 400 for malformed JSON, and keep serving',
  async () => {
    const unknown = await session.call('GET', '/api/file/..%2Fpackage');
    assert.is(unknown.status, 404);
    assert.is(unknown.json.message, 'There is no catalogue file called "../package".');
    assert.is((await session.call('GET', '/api/file/secrets')).status, 404);
    await session.fixture.remove('press.json');
    const missing = await session.call('GET', '/api/file/press');
    assert.is(missing.status, 404);
    assert.match(missing.json.message, `${session.fixture.dir}/press.json is not there`);

    const malformed = await session.call('PUT', '/api/file/menu', '{"version": "x", "data": ');
    assert.is(malformed.status, 400);
    assert.match(malformed.json.message, /^The request is not JSON: /);
    for (const body of [[1], { data: {} }, { version: 'x', data: {}, text: '{}' }, { version: 'x' }]) {
      assert.is((await session.call('PUT', '/api/file/menu', body)).status, 400, JSON.stringify(body));
    }
    assert.is((await session.call('POST', '/api/check', { key: 'nope', data: {} })).status, 404);
    assert.is((await session.call('DELETE', '/api/file/menu')).status, 405);
    assert.is((await session.call('GET', '/api/nothing/here')).status, 404);
    assert.is((await open('menu')).key, 'menu', 'the server still answers');
  },
);

const history = suite('kiln edit server: the history of earlier versions');
history.before.each(async () => {
  session = await startSession('history');
});
history.after.each(async () => {
  await session.stop();
});

/** Saves menu.json with appetizer veg #1 at `price`; returns the text it replaced. */
async function savePrice(price: number): Promise<string> {
  const opened = await open('menu');
  opened.data.categories[0]!.sections![0]!.items[1].price = price;
  const saved = await session.call('PUT', '/api/file/menu', { version: opened.version, data: opened.data });
  assert.is(saved.status, 200);
  return opened.text;
}
const entries = async () => ((await session.call('GET', '/api/history/menu')).json as HistoryReply).entries;
const entryText = (id: string) => readFile(join(session.fixture.dir, '.history', 'menu', `${id}.json`), 'utf8');

history('should keep the text each save replaced, newest first, in a folder git ignores', async () => {
  const original = await savePrice(31000);
  const second = await savePrice(33000);
  const kept = await entries();
  assert.equal(
    kept.map((e) => e.reason),
    ['save', 'save'],
  );
  assert.ok(kept[0]!.id > kept[1]!.id && kept[0]!.savedAt >= kept[1]!.savedAt, 'newest first');
  assert.ok(!Number.isNaN(Date.parse(kept[0]!.savedAt)));
  assert.is(await entryText(kept[1]!.id), original, 'byte for byte');
  assert.is(await entryText(kept[0]!.id), second);
  assert.is(kept[1]!.bytes, Buffer.byteLength(original));
  assert.is(await readFile(join(session.fixture.dir, '.history', '.gitignore'), 'utf8'), '*\n');
});

history(
  'should restore an entry (the text it replaces kept first), refuse a stale version, and only listed ids',
  async () => {
    const original = await savePrice(31000);
    const [entry] = await entries();
    const current = await open('menu');

    const stale = await session.call('POST', '/api/history/menu/restore', {
      id: entry!.id,
      version: 'not-the-version',
    });
    assert.is(stale.status, 409);
    assert.is(stale.json.conflict, true);
    for (const id of ['../menu', `../../menu`, `${entry!.id}/../${entry!.id}`, '../.gitignore', 'x']) {
      const refused = await session.call('POST', '/api/history/menu/restore', { id, version: current.version });
      assert.is(refused.status, 404, id);
    }
    // Another file's entry is not this file's.
    assert.is(
      (await session.call('POST', '/api/history/faq/restore', { id: entry!.id, version: (await open('faq')).version }))
        .status,
      404,
    );

    const restored = await session.call('POST', '/api/history/menu/restore', {
      id: entry!.id,
      version: current.version,
    });
    assert.is(restored.status, 200);
    assert.is(restored.json.unchanged, false);
    assert.is(await readFile(menuFile(), 'utf8'), original);
    const [newest] = await entries();
    assert.is(newest!.reason, 'restore');
    assert.is(await entryText(newest!.id), current.text, 'the text the restore replaced');
  },
);

history(
  'should refuse to restore an entry that would not pass validation, as a save would be, and write nothing',
  async () => {
    const opened = await open('menu');
    const invalid = opened.text.replace('"price": 29000, "popular"', '"price": "₹320", "popular"');
    await writeFile(menuFile(), invalid);
    const fixed = await open('menu');
    fixed.data.categories[0]!.sections![0]!.items[1].price = 32000;
    assert.is((await session.call('PUT', '/api/file/menu', { version: fixed.version, data: fixed.data })).status, 200);
    const saved = await readFile(menuFile(), 'utf8');
    const [entry] = await entries();
    const refused = await session.call('POST', '/api/history/menu/restore', {
      id: entry!.id,
      version: (await open('menu')).version,
    });
    assert.is(refused.status, 422);
    assert.is(refused.json.invalid, true);
    assert.match(refused.json.message, /has 1 problem .*so it was not put back/);
    assert.ok(!/menu\.json:\d+/.test(refused.json.message), 'no line numbers');
    assert.is(refused.json.problems[0].pointer, '/categories/0/sections/0/items/1/price');
    assert.is(await readFile(menuFile(), 'utf8'), saved, 'nothing written');
    assert.is((await entries()).length, 1, 'nothing kept either');
  },
);

history('should walk back through saves when Undo asks three times, not toggle', async () => {
  // savePrice returns the text each save replaced.
  const original = await savePrice(19000);
  const at190 = await savePrice(19500);
  const at195 = await savePrice(20000);
  const undo = async () => {
    const target = undoTarget(await entries());
    assert.ok(target, 'something to undo');
    const answer = await session.call('POST', '/api/history/menu/restore', {
      id: target!.id,
      version: (await open('menu')).version,
      undo: true,
    });
    assert.is(answer.status, 200);
    return readFile(menuFile(), 'utf8');
  };
  assert.is(await undo(), at195);
  assert.is(await undo(), at190);
  assert.is(await undo(), original);
  assert.equal(
    (await entries()).slice(0, 3).map((e) => e.reason),
    ['undo', 'undo', 'undo'],
  );
  assert.is(undoTarget(await entries()), undefined, 'nothing older to undo');
});

history('should keep a draft set aside in a conflict as the text its save would write', async () => {
  const opened = await open('menu');
  opened.data.categories[0]!.sections![0]!.items[1].price = 31000;
  const kept = await session.call('POST', '/api/history/menu/keep', { data: opened.data });
  assert.is(kept.status, 200);
  assert.is(kept.json.entry.reason, 'draft');
  assert.is(
    await entryText(kept.json.entry.id),
    opened.text.replace('"price": 29000, "popular"', '"price": 31000, "popular"'),
  );
  assert.is(await readFile(menuFile(), 'utf8'), opened.text, 'the file itself is untouched');
  assert.equal(
    (await entries()).map((e) => e.id),
    [kept.json.entry.id],
  );
});

history(
  `should keep the ${HISTORY_KEPT} newest entries of a file and never delete a file Kiln did not name`,
  async () => {
    const dir = join(session.fixture.dir, '.history', 'menu');
    await mkdir(dir, { recursive: true });
    // Fifty old entries, as earlier sessions left them, and a file of someone's own.
    for (let i = 0; i < HISTORY_KEPT; i++)
      await writeFile(join(dir, `2020-01-01T00-00-${String(i).padStart(2, '0')}.000Z-save.json`), `{"old": ${i}}`);
    await writeFile(join(dir, 'my-notes.json'), 'mine');
    await savePrice(31000);
    const kept = await entries();
    assert.is(kept.length, HISTORY_KEPT);
    assert.is(kept.at(-1)!.id, '2020-01-01T00-00-01.000Z-save', 'the oldest one went');
    assert.ok((await readdir(dir)).includes('my-notes.json'));
  },
);

history('should write atomically: a failed write leaves the old file and no temporary file', async () => {
  const dir = join(session.fixture.dir, 'atomic');
  await mkdir(join(dir, 'taken', 'inside'), { recursive: true });
  await writeFile(join(dir, 'kept.json'), 'old');
  // A folder cannot be replaced by a file: the rename fails after the data was written.
  await writeAtomically(join(dir, 'taken'), 'new').then(
    () => assert.unreachable('a folder was replaced'),
    (error: NodeJS.ErrnoException) => assert.ok(['EISDIR', 'ENOTEMPTY', 'EEXIST'].includes(error.code!), error.code),
  );
  await writeAtomically(join(dir, 'kept.json'), 'new', { exclusive: true }).then(
    () => assert.unreachable('an existing file was replaced'),
    (error: NodeJS.ErrnoException) => assert.is(error.code, 'EEXIST'),
  );
  assert.is(await readFile(join(dir, 'kept.json'), 'utf8'), 'old');
  assert.equal((await readdir(dir)).sort(), ['kept.json', 'taken']);
  await writeAtomically(join(dir, 'kept.json'), 'new');
  assert.is(await readFile(join(dir, 'kept.json'), 'utf8'), 'new');
  assert.equal((await readdir(dir)).sort(), ['kept.json', 'taken']);
});

saves.run();
history.run();
