import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../cli/build-output.ts';
import { REPO } from '../cli/fixture.ts';
import { openPaneerTikka, PANEER_TIKKA_PRICE, startEditor, type EditorSession } from './editor-session.ts';
import { newPage, pageErrors } from './harness.ts';

/*
 * Publish from the editor (issue 38 part 1), with no network: the catalogue is a git repository
 * whose `origin` is a bare repository on this machine, and that repository's post-receive hook
 * builds what was pushed, as a host would. Ports KILN_E2E_PORT + 370 to + 373.
 */
const publish = suite('the editor: Publish');

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

let session: EditorSession;
let work = '';
let origin = '';
let host = '';

publish.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'kiln-e2e-publish-'));
  origin = join(work, 'origin.git');
  host = join(work, 'host');
  git(work, 'init', '-q', '--bare', '-b', 'main', origin);
  // The host: check out what was pushed and build it, as Cloudflare Pages or Netlify would.
  const hook = join(origin, 'hooks', 'post-receive');
  await writeFile(
    hook,
    `#!/bin/sh
while read old new ref; do
  rm -rf "${host}/src" && mkdir -p "${host}/src"
  git --work-tree="${host}/src" checkout -f "$new" -- .
  node "${join(REPO, 'scripts', 'prebuilt', 'kiln.mjs')}" build --catalog "${host}/src" --out "${host}/dist" > "${host}/build.log" 2>&1
done
`,
  );
  await chmod(hook, 0o755);
  session = await startEditor('publish', 370, {
    prepare: async (f) => {
      git(f.dir, 'init', '-q', '-b', 'main');
      git(f.dir, 'add', '-A');
      git(f.dir, 'commit', '-q', '-m', 'The catalogue as the café started it');
      git(f.dir, 'remote', 'add', 'origin', origin);
      git(f.dir, 'push', '-q', '-u', 'origin', 'main');
    },
  });
});

publish.after(async () => {
  await session?.stop();
  await rm(work, { recursive: true, force: true });
});

async function changePrice(page: Page, to: string): Promise<void> {
  await page.locator(PANEER_TIKKA_PRICE).fill(to);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
}

publish('should publish a price change as one commit of one line, and the host’s build serves it', async () => {
  const page = await openPaneerTikka(session);
  await changePrice(page, '310');
  const button = page.getByRole('button', { name: /^Publish/ });
  await until(async () => (await button.innerText()).includes('(1)'), 'the header counts one change');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByText('Café menu: Paneer Tikka ₹290 → ₹310').waitFor();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByText(/^Published.*Paneer Tikka ₹290 → ₹310/).waitFor({ timeout: 30_000 });

  const message = git(origin, 'log', '-1', '--format=%s', 'main');
  assert.match(message, 'Café menu: Paneer Tikka ₹290 → ₹310');
  const changed = git(origin, 'show', '--numstat', '--format=', 'main');
  assert.is(changed, '1\t1\tmenu.json', 'one line of menu.json, and nothing else');
  await until(
    async () =>
      (await readFile(join(host, 'dist', 'site', 'menu', 'index.html'), 'utf8').catch(() => '')).includes('₹310'),
    'the host’s build serves ₹310',
    60_000,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'All files' }).click();
  await page.getByText(/Last published .*Paneer Tikka ₹290 → ₹310/).waitFor();
  await page.getByText('Everything you changed is published.').waitFor();
  assert.equal(pageErrors(page), []);
  await page.close();
});

publish('should ask which value to keep when the site changed the same one, and keep the choice', async () => {
  // Another computer publishes ₹300 for the same dish first.
  const other = join(work, 'other');
  git(work, 'clone', '-q', origin, other);
  const menu = join(other, 'menu.json');
  await writeFile(menu, (await readFile(menu, 'utf8')).replace('"price": 31000', '"price": 30000'));
  git(other, 'commit', '-q', '-am', 'Menu: Paneer Tikka ₹310 → ₹300');
  git(other, 'push', '-q', 'origin', 'main');

  const page = await openPaneerTikka(session);
  await changePrice(page, '320');
  await page.getByRole('button', { name: /^Publish/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const both = dialog.getByRole('group', { name: /Paneer Tikka/ });
  await both.getByText('₹320').waitFor({ timeout: 30_000 });
  await both.getByText('₹300').waitFor();
  await both.getByRole('radio', { name: /Yours/ }).check();
  await dialog.getByRole('button', { name: 'Publish with these choices' }).click();
  await dialog.getByText(/^Published/).waitFor({ timeout: 30_000 });
  const published = await readFile(join(host, 'src', 'menu.json'), 'utf8').catch(() => '');
  await until(
    async () => (await readFile(join(host, 'src', 'menu.json'), 'utf8').catch(() => '')).includes('"price": 32000'),
    `the site has the choice: ${published.length}`,
    60_000,
  );
  assert.equal(pageErrors(page), []);
  await page.close();
});

publish('should refuse a catalogue with a problem and take staff to it', async () => {
  await session.fixture.editJson('offers.json', (o) => void (o.items[0].title = ''));
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(session.url);
  await page.getByRole('button', { name: /^Publish/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByText(/^Not published: /).waitFor({ timeout: 30_000 });
  const before = git(origin, 'rev-parse', 'main');
  await dialog.getByRole('link', { name: /^Fix it in / }).click();
  await page.waitForURL(/\/offers\?field=/);
  await until(
    async () => page.evaluate(() => document.activeElement?.closest('[data-pointer="/items/0/title"]') !== null),
    'the title field has focus',
  );
  assert.is(git(origin, 'rev-parse', 'main'), before, 'nothing pushed');
  assert.equal(pageErrors(page), []);
  await page.close();
});

publish.run();
