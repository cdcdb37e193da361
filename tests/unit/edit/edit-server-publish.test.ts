import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WRITE_HEADER } from '../../../editor/edit-protocol.ts';
import type { PublishStatus } from '../../../editor/publish/publish-protocol.ts';
import { type EditServer, startEditServer } from '../../../scripts/edit/edit-server.ts';
import { type CafeRepo, makeCafeRepo } from '../../cli/publish-remote.ts';
import { FAKE_BUNDLE, SITE_PORT } from './edit-server-session.ts';

/*
 * GET and POST /api/publish, as the editor's Publish button calls them (editor/publish/publish-protocol.ts):
 * what changed in staff words, a publish of exactly the catalogue's files, and a conflict answered with a choice.
 */
const api = suite('kiln edit server: publish');

let repo: CafeRepo;
let server: EditServer;
let origin: string;

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: method === 'GET' ? {} : { [WRITE_HEADER]: '1', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
};

api.before.each(async () => {
  repo = await makeCafeRepo('api');
  server = await startEditServer({
    catalogDir: repo.catalog,
    port: 0,
    host: '127.0.0.1',
    sitePort: SITE_PORT,
    bundle: FAKE_BUNDLE,
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
api.after.each(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await repo.cleanup();
});

/** The editor's save of a new price for the first dish (which keeps a history entry in .history/). */
async function saveFirstDishPrice(price: number) {
  const opened = (await call('GET', '/api/file/menu')).json;
  opened.data.categories[0].sections[0].items[0].price = price;
  const saved = await call('PUT', '/api/file/menu', { version: opened.version, data: opened.data });
  assert.is(saved.status, 200, JSON.stringify(saved.json));
}

api(
  'should say what changed in staff words, publish exactly those files, then say when and what was published',
  async () => {
    const fresh = (await call('GET', '/api/publish')).json as PublishStatus;
    assert.equal(fresh, { branch: 'main', remote: 'origin', changes: [], summary: '', upcoming: [] });

    await saveFirstDishPrice(31000);
    await mkdir(join(repo.catalog, 'images', 'uploads'), { recursive: true });
    await writeFile(join(repo.catalog, 'images', 'uploads', 'dosa.jpg'), 'not really a photo');
    const status = (await call('GET', '/api/publish')).json as PublishStatus;
    assert.equal(status.changes, [
      { file: 'content/images/uploads/dosa.jpg', text: 'Pictures: added images/uploads/dosa.jpg' },
      { file: 'content/menu.json', text: 'Café menu: Peri Peri Fries ₹190 → ₹310' },
    ]);
    assert.is(status.summary, 'Pictures: added images/uploads/dosa.jpg · Café menu: Peri Peri Fries ₹190 → ₹310');

    const published = await call('POST', '/api/publish', {});
    assert.is(published.status, 200, JSON.stringify(published.json));
    assert.equal(
      { ...published.json, commit: '' },
      { published: true, commit: '', summary: status.summary, merged: false },
    );
    const files = repo.git(repo.origin, 'show', '--name-only', '--format=', 'main').trim().split('\n');
    assert.equal(files, ['content/images/uploads/dosa.jpg', 'content/menu.json'], 'never .history/');

    const after = (await call('GET', '/api/publish')).json as PublishStatus;
    assert.is(after.lastPublish?.summary, status.summary);
    assert.ok(!Number.isNaN(Date.parse(after.lastPublish!.at)));
    assert.equal(after.changes, []);
  },
);

api('should answer a value both sides changed with a 409 naming it, then publish the side chosen', async () => {
  const other = repo.clone('other');
  await repo.replaceIn(join(other, 'content', 'menu.json'), '"price": 19000', '"price": 25000');
  repo.git(other, 'commit', '-q', '-am', 'Fries up');
  repo.git(other, 'push', '-q', 'origin', 'main');

  await saveFirstDishPrice(31000);
  const refused = await call('POST', '/api/publish', {});
  assert.is(refused.status, 409);
  assert.equal(refused.json.conflicts, [
    {
      file: 'content/menu.json',
      pointer: '/categories/0/sections/0/items/0/price',
      label: 'Café menu › Appetizers › Veg › Peri Peri Fries › Price',
      mine: '₹310',
      theirs: '₹250',
    },
  ]);
  // The protocol's /api/publish/resolve is the same publish, with the choices.
  const chosen = await call('POST', '/api/publish/resolve', {
    choices: [{ file: 'content/menu.json', pointer: '/categories/0/sections/0/items/0/price', keep: 'theirs' }],
  });
  assert.is(chosen.status, 200, JSON.stringify(chosen.json));
  assert.is(chosen.json.merged, true);
  const menu = JSON.parse(repo.git(repo.origin, 'show', 'main:content/menu.json'));
  assert.is(menu.categories[0].sections[0].items[0].price, 25000);
  assert.is((await call('GET', '/api/file/menu')).json.data.categories[0].sections[0].items[0].price, 25000);
});

api(
  'should refuse a catalogue with a problem with its problems, and say when there is nowhere to publish',
  async () => {
    await saveFirstDishPrice(31000);
    await repo.replaceIn(join(repo.catalog, 'menu.json'), '"price": 31000', '"price": -5');
    const invalid = await call('POST', '/api/publish', {});
    assert.is(invalid.status, 422);
    assert.is(invalid.json.invalid, true);
    assert.ok(invalid.json.problems.some((p: { file: string }) => p.file.endsWith('menu.json')));

    const bad = await call('POST', '/api/publish', { choices: 'mine' });
    assert.is(bad.status, 400);
    assert.is((await call('POST', '/api/publish/elsewhere', {})).status, 404);

    repo.git(repo.cafe, 'remote', 'remove', 'origin');
    const status = (await call('GET', '/api/publish')).json as PublishStatus;
    assert.match(status.unavailable ?? '', 'no remote called origin');
  },
);

api.run();
