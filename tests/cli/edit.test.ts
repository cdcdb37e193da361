import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorInfo } from '../../editor/edit-protocol.ts';
import { kilnInBackground, until } from './build-output.ts';
import { kilnAsync, lines, makeFixture, type Fixture } from './fixture.ts';
import { formatProblem } from '../../site/core/problems/problem.ts';

/*
 * `kiln edit` as staff run it: it always starts, even on a broken catalogue (the editor is where
 * they fix it), says where the editor is, and on the network asks for its token.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 140;
const EDIT_PORT = PORT + 3;
const edit = suite('kiln edit');
const cleanups: (() => Promise<void>)[] = [];

edit.after.each(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Starts `kiln edit` on the fixture; resolves with everything it printed once it printed the editor's address. */
async function startEdit(fixture: Fixture, ...flags: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'kiln-edit-out-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const ports = [
    '--port',
    String(PORT),
    '--hub-port',
    String(PORT + 1),
    '--api-port',
    String(PORT + 2),
    '--edit-port',
    String(EDIT_PORT),
  ];
  const run = kilnInBackground('edit', '--catalog', fixture.dir, '--out', join(root, 'dist'), ...ports, ...flags);
  cleanups.push(async () => {
    // Ended before its folders go: a rebuild must not write into them.
    run.child.kill('SIGTERM');
    await run.done;
  });
  let ended = false;
  void run.done.then(() => (ended = true));
  await until(() => ended || run.output().includes(`:${EDIT_PORT}`), 'kiln edit prints its address', 120_000);
  assert.not.ok(ended, `kiln edit stopped:\n${run.output()}`);
  return run.output();
}

edit(
  'should start on an invalid catalogue, print the editor address, and list the problems as kiln validate prints them',
  async () => {
    const fixture = await makeFixture('edit-broken', (f) =>
      f.editJson('menu.json', (m) => void (m.categories[5]!.items![0].price = 'free')),
    );
    cleanups.push(fixture.cleanup);
    const expected = lines((await kilnAsync(['validate', '--catalog', fixture.dir])).stderr);
    assert.is(expected.length, 1);

    const printed = await startEdit(fixture);
    assert.ok(lines(printed).includes(`Editor: http://localhost:${EDIT_PORT} (open it in your browser)`), printed);
    const shell = await fetch(`http://localhost:${EDIT_PORT}/menu`);
    assert.is(shell.status, 200);
    const html = await shell.text();
    const script = /<script type="module" src="(\/editor\/[^"]+\.js)">/.exec(html)?.[1];
    assert.ok(script, `the editor's page loads its bundle: ${html}`);
    const bundle = await fetch(`http://localhost:${EDIT_PORT}${script}`);
    assert.is(bundle.status, 200);
    assert.is(bundle.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    const info = (await (await fetch(`http://localhost:${EDIT_PORT}/api/files`)).json()) as EditorInfo;
    assert.equal(info.problems.map(formatProblem), expected, 'the problems, in the words of kiln validate');
    assert.is(info.sitePort, PORT);

    // The site under `kiln dev`, which the editor's page (and only it) may frame for its preview.
    const site = await fetch(`http://localhost:${PORT}/menu`);
    assert.match(await site.text(), /kiln-dev-overlay/);
    assert.is(site.headers.get('x-frame-options'), null);
    assert.match(
      site.headers.get('content-security-policy')!,
      new RegExp(`frame-ancestors http://localhost:${EDIT_PORT}$`),
    );
  },
);

edit('should print, with --host 0.0.0.0, an address with a token, and refuse (403) a request without it', async () => {
  const fixture = await makeFixture('edit-host');
  cleanups.push(fixture.cleanup);
  const printed = await startEdit(fixture, '--host', '0.0.0.0');
  const urls = [
    ...printed.matchAll(new RegExp(`Editor: (http://[^\\s]+:${EDIT_PORT}/\\?token=([A-Za-z0-9_-]+))`, 'g')),
  ];
  assert.ok(urls.length > 0, printed);
  assert.ok(
    urls.every((u) => u[2] === urls[0]![2]),
    'one token',
  );
  assert.match(printed, 'Anyone who has this address can change the catalogue');
  // This machine's addresses on its networks (IPv4, for 0.0.0.0), else localhost.
  const lans = Object.values(networkInterfaces())
    .flat()
    .flatMap((a) => (a && !a.internal && a.family === 'IPv4' ? [a.address] : []));
  assert.equal(
    urls.map((u) => new URL(u[1]!).hostname),
    lans.length ? lans : ['localhost'],
  );
  const token = urls[0]![2]!;

  for (const path of ['/', '/api/files', '/api/file/menu']) {
    const refused = await fetch(`http://127.0.0.1:${EDIT_PORT}${path}`);
    assert.is(refused.status, 403, path);
  }
  const welcomed = await fetch(`http://127.0.0.1:${EDIT_PORT}/?token=${token}`);
  assert.is(welcomed.status, 200);
  const cookie = welcomed.headers.get('set-cookie')!.split(';')[0]!;
  assert.is((await fetch(`http://127.0.0.1:${EDIT_PORT}/api/files`, { headers: { cookie } })).status, 200);
  // The site listens on the network too, for the preview on a phone.
  const lan = new URL(urls[0]![1]!).hostname;
  assert.is((await fetch(`http://${lan}:${PORT}/`)).status, 200, `the site at ${lan}`);
});

edit('should refuse a taken --edit-port before building, naming that flag, and exit 2', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(EDIT_PORT, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => blocker.close(() => resolve())));
  const fixture = await makeFixture('edit-port-taken');
  cleanups.push(() => fixture.cleanup());
  const ports = [
    '--port',
    String(PORT),
    '--hub-port',
    String(PORT + 1),
    '--api-port',
    String(PORT + 2),
    '--edit-port',
    String(EDIT_PORT),
  ];
  const run = await kilnAsync(['edit', '--catalog', fixture.dir, '--out', join(fixture.dir, '..', 'never'), ...ports], {
    timeoutMs: 60_000,
  });
  assert.is(run.code, 2, run.stderr);
  assert.is(
    run.stderr,
    `kiln: port ${EDIT_PORT} is already in use (another kiln serve or dev?); stop that, or choose a free one with --edit-port.\n`,
  );
  assert.not.match(run.stdout, /Built/);
});

edit.run();
