import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { KILN, kilnAsync, lines, makeFixture, REPO, type Fixture } from './fixture.ts';
import { until } from './build-output.ts';

const dev = suite('kiln dev');

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 60;
const SITE = `http://localhost:${PORT}`;
let child: ChildProcess | undefined;
const cleanups: (() => Promise<void>)[] = [];

dev.after.each(async () => {
  // Wait for it to end: a rebuild it was in the middle of must not write after the folders are gone.
  if (child && child.exitCode === null && child.signalCode === null) {
    const ended = once(child, 'exit');
    child.kill();
    await ended;
  }
  child = undefined;
  while (cleanups.length) await cleanups.pop()!();
});

/** Starts `kiln dev` on the fixture and resolves, with its --out, once it says it is watching. */
async function startDev(fixture: Fixture): Promise<string> {
  // --out inside a folder of its own: the lock and build folders kiln keeps beside it go with it.
  const root = await mkdtemp(join(tmpdir(), 'kiln-dev-out-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const out = join(root, 'dist');
  child = spawn(
    process.execPath,
    [
      ...KILN,
      'dev',
      '--catalog',
      fixture.dir,
      '--out',
      out,
      '--port',
      String(PORT),
      '--hub-port',
      String(PORT + 1),
      '--api-port',
      String(PORT + 2),
    ],
    { cwd: REPO },
  );
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk;
      if (printed.includes('Watching for changes')) resolve();
    });
    child!.stderr!.on('data', (chunk: Buffer) => void (printed += chunk));
    child!.on('exit', (code) => reject(new Error(`kiln dev exited ${code}: ${printed}`)));
  });
  return out;
}

/** Resolves with the next version the dev loop announces after the one it reports on connecting. */
/**
 * Listens to the dev server's events, as an open page does: resolves once connected (the current
 * version has come), to `next`, which settles when a build announces a new one.
 */
async function listenForVersions(timeoutMs = 60_000): Promise<{ next: Promise<void> }> {
  const response = await fetch(`${SITE}/__kiln/events`);
  const reader = response.body!.getReader();
  const deadline = setTimeout(() => void reader.cancel(), timeoutMs);
  let text = '';
  const versions = async (n: number) => {
    while ((text.match(/event: version/g) ?? []).length < n) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`no new version within ${timeoutMs} ms`);
      text += new TextDecoder().decode(value);
    }
  };
  await versions(1);
  const next = versions(2).finally(() => {
    clearTimeout(deadline);
    void reader.cancel();
  });
  return { next };
}

const page = async (path = '/') => (await fetch(`${SITE}${path}`)).text();
/** The overlay's problem lines as a browser would read them. */
const overlayLines = (html: string) =>
  /<pre id="kiln-dev-problems" data-problems>([\s\S]*?)<\/pre>/
    .exec(html)?.[1]
    ?.split('\n')
    .map((l) =>
      l
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );

dev(
  'should start on a broken catalogue, show every problem as kiln validate prints it, and show the site once it is fixed',
  async () => {
    const fixture = await makeFixture('dev-broken', async (f) => {
      await f.editJson('menu.json', (m) => void (m.categories[5]!.items![0].price = 'free'));
      await f.editJson('site.json', (s) => void (s.tagline = ''));
    });
    cleanups.push(fixture.cleanup);
    const expected = lines((await kilnAsync(['validate', '--catalog', fixture.dir])).stderr);
    assert.is(expected.length, 2);

    await startDev(fixture);
    const broken = await page('/menu');
    assert.equal(overlayLines(broken), expected, 'the overlay lists each problem exactly as validate prints it');
    assert.match(broken, /The catalogue has 2 problems/);
    assert.match(await page('/hub-is-elsewhere'), /kiln-dev-overlay/, 'every page, even one that does not exist');

    const reloaded = (await listenForVersions()).next;
    await fixture.editJson('menu.json', (m) => void (m.categories[5]!.items![0].price = 25000));
    await fixture.editJson('site.json', (s) => void (s.tagline = 'Where Clay Meets Coffee'));
    await reloaded;
    // Two saves may take two rounds; the site is there once both are in.
    await until(async () => (await page('/')).includes('Where Clay Meets Coffee'), 'the fixed site is served', 20_000);
    const fixed = await page('/');
    assert.match(fixed, /Where Clay Meets Coffee/);
    assert.not.match(fixed, /kiln-dev-overlay/);
    assert.match(
      fixed,
      /<script type="module" src="\/__kiln\/dev.js" data-kiln-dev data-version="\d+"><\/script><\/body>/,
      'pages listen for the next change',
    );
  },
);

dev('should keep the last good build behind the overlay when a save breaks the catalogue', async () => {
  const fixture = await makeFixture('dev-good');
  cleanups.push(fixture.cleanup);
  await startDev(fixture);
  assert.not.match(await page('/about'), /kiln-dev-overlay/);

  const changed = (await listenForVersions()).next;
  await fixture.writeText('faq.json', '{ "$schema": "./schemas/faq.schema.json", ');
  await changed;
  const html = await page('/about');
  const [problem] = lines((await kilnAsync(['validate', '--catalog', fixture.dir])).stderr);
  assert.equal(overlayLines(html), [problem]);
  assert.match(html, /Where Food Meets Art|Our story/, 'the last good site is still there, under the overlay');
  assert.match(html, /role="alertdialog"/);
});

dev(
  'should show the first 200 of 250 problems, as kiln validate prints them, counting the rest below and all of them above',
  async () => {
    const fixture = await makeFixture('dev-many', (f) =>
      f.editJson('menu.json', (menu) => {
        const [dish] = menu.categories[1]!.sections![0]!.items;
        menu.categories[1]!.sections![0]!.items = Array.from({ length: 250 }, (_, i) => ({
          ...dish,
          id: `dish-${i + 1}`,
          price: '₹320',
        }));
      }),
    );
    cleanups.push(fixture.cleanup);
    const expected = lines((await kilnAsync(['validate', '--catalog', fixture.dir])).stderr);
    await startDev(fixture);
    const html = await page('/menu');
    const shown = overlayLines(html)!;
    assert.is(shown.length, 201);
    assert.match(
      shown[199]!,
      /\/categories\/1\/sections\/0\/items\/199\/price must be a whole number of paise, got "₹320"/,
    );
    assert.is(shown[200], '… and 50 more problems (run "npm run kiln -- validate --json" to list them all)');
    assert.equal(shown, expected, 'as kiln validate prints them');
    assert.match(html, /The catalogue has 250 problems/);
  },
);

dev('should remake only the menu when a dish’s price is saved, and serve the new price', async () => {
  const fixture = await makeFixture('dev-price');
  cleanups.push(fixture.cleanup);
  const out = await startDev(fixture);
  assert.not.match(await page('/menu'), /₹987\b/);
  const about = join(out, 'site', 'about', 'index.html');
  const before = (await stat(about)).ino;

  const changed = (await listenForVersions()).next;
  await fixture.editJson('menu.json', (m) => void (m.categories[5]!.items![0].price = 98700));
  await changed;
  assert.match(await page('/menu'), /₹987\b/);
  // A whole build would have put a new folder in its place, every file with it.
  assert.is((await stat(about)).ino, before, 'the about page was not written again');
});

dev(
  'should rebuild each time another program renames a temporary file over a catalogue file, and not for a swap file',
  async () => {
    const fixture = await makeFixture('dev-rename');
    cleanups.push(fixture.cleanup);
    await startDev(fixture);
    // As VS Code, vim or any atomic writer saves: a hidden temporary file beside it, renamed over it.
    for (const [i, rupees] of [987, 989].entries()) {
      const changed = (await listenForVersions()).next;
      const menu = await fixture.readJson('menu.json');
      menu.categories[5]!.items![0].price = rupees * 100;
      const temp = join(fixture.dir, `.menu.json.${i}.tmp`);
      await writeFile(temp, `${JSON.stringify(menu, null, 2)}\n`);
      await rename(temp, join(fixture.dir, 'menu.json'));
      await changed;
      assert.match(await page('/menu'), new RegExp(`₹${rupees}\\b`), `save ${i + 1} is served`);
    }
    // An editor's swap file changes nothing a build reads: no build, no reload.
    const versions = await listenForVersions(1500);
    await writeFile(join(fixture.dir, '.menu.json.swp'), 'swap');
    await rm(join(fixture.dir, '.menu.json.swp'));
    await versions.next.then(
      () => assert.unreachable('a swap file rebuilt the site'),
      () => undefined,
    );
  },
);

dev.run();
