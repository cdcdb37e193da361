import { access, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ImagesReply, ImageUsesReply } from '../../../editor/edit-protocol.ts';
import { startSession, type EditSession } from './edit-server-session.ts';

/*
 * Where each picture is used, and deleting one nothing uses: an upload for a form then discarded
 * need not stay on disk. Only a listed picture can go, never one in use, a folder or anything outside.
 */

let session: EditSession;
const uses = suite('kiln edit server: where pictures are used, and deleting an unused one');
uses.before(async () => {
  session = await startSession('image-uses', {
    async prepare(f) {
      await writeFile(join(f.dir, 'images', 'gallery', 'left-over.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await writeFile(join(f.dir, 'keep.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await mkdir(join(f.dir, 'images', 'empty.svg'));
      await symlink(join(f.dir, 'keep.svg'), join(f.dir, 'images', 'outside.svg'));
    },
  });
});
uses.after(async () => {
  await session.stop();
});

const exists = (path: string) =>
  access(join(session.fixture.dir, path)).then(
    () => true,
    () => false,
  );
const remove = (path: unknown) => session.call('POST', '/api/images/delete', { path });

uses('should say where each picture is used: the file’s title, the item and the field', async () => {
  const { status, json } = await session.call('GET', '/api/images/uses');
  assert.is(status, 200);
  const found = (json as ImageUsesReply).uses;
  const gallery = await session.fixture.readJson('gallery.json');
  const first = JSON.stringify(gallery).match(/"(images\/gallery\/[^"]+)"/)![1]!;
  const use = found.find((u) => u.path === first)!;
  assert.ok(use, `${first} is used`);
  assert.is(use.key, 'gallery');
  assert.type(use.title, 'string');
  assert.ok(!use.title.endsWith('.json'), 'the file by its title');
  assert.ok(use.pointer.startsWith('/'));
  assert.not.ok(found.some((u) => u.path === 'images/gallery/left-over.svg'));
});

uses('should delete a picture nothing uses, and refuse one in use, a folder, or anything outside', async () => {
  const inUse = (await session.fixture.readText('about.json')).match(/"(images\/about\/[^"]+)"/)![1]!;
  const refused = await remove(inUse);
  assert.is(refused.status, 409);
  assert.match(refused.json.message, /is used in .*: choose another picture there first/);
  assert.ok(await exists(inUse.replace(/^images/, 'images')), 'still there');

  for (const path of [
    'images/empty.svg',
    'images/gallery',
    '../keep.svg',
    'images/../keep.svg',
    'keep.svg',
    'images/outside.svg',
    'menu.json',
    'images/gallery/nothing.svg',
  ]) {
    const answer = await remove(path);
    assert.is(answer.status, 404, path);
  }
  assert.is((await remove(42)).status, 400);
  assert.ok(await exists('keep.svg'));
  assert.ok(await exists('images/empty.svg'));

  const deleted = await remove('images/gallery/left-over.svg');
  assert.is(deleted.status, 200);
  assert.not.ok(await exists('images/gallery/left-over.svg'));
  const listed = ((await session.call('GET', '/api/images')).json as ImagesReply).images.map((i) => i.path);
  assert.not.ok(listed.includes('images/gallery/left-over.svg'));

  // Without the editor's own header, no delete.
  await writeFile(
    join(session.fixture.dir, 'images', 'gallery', 'left-over.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  const foreign = await fetch(`${session.origin}/api/images/delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'images/gallery/left-over.svg' }),
  });
  assert.is(foreign.status, 403);
  assert.ok(await exists('images/gallery/left-over.svg'));
});

uses('should keep a picture that a broken file names, or that a file names in other capitals', async () => {
  const picture = 'images/gallery/named-in-a-broken-file.svg';
  await writeFile(join(session.fixture.dir, ...picture.split('/')), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const good = await session.fixture.readText('press.json');
  // A comma lost, as happens in a text editor: the file is being fixed, and it still names the picture.
  await session.fixture.writeText('press.json', `${good.trimEnd().slice(0, -1)}, "extra": "${picture}" `);
  const refused = await remove(picture);
  assert.is(refused.status, 409);
  assert.match(refused.json.message, /press\.json, which is being fixed/);
  await session.fixture.writeText('press.json', good);

  const gallery = await session.fixture.readText('gallery.json');
  const used = gallery.match(/"(images\/gallery\/[^"]+)"/)![1]!;
  const shouted = used.replace(/[^/]+$/, (name) => name.toUpperCase());
  await writeFile(join(session.fixture.dir, ...shouted.split('/')), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  assert.is((await remove(shouted)).status, 409, 'the same file on a disk that ignores case');
  assert.ok(await exists(shouted));
});

uses.run();
