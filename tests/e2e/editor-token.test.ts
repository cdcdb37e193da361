import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * `kiln edit --host 0.0.0.0`, to edit from a phone on the café's Wi-Fi: the terminal prints an
 * address with a random token, and a request without it gets 403.
 */

const token = suite('kiln edit --host: only with the printed token');
let session: EditorSession;

token.before(async () => {
  session = await startEditor('token', 100, { host: '0.0.0.0' });
});
token.after(async () => {
  await session?.stop();
});

token('without the token: 403; with the printed address: the editor', async () => {
  const printed = new URL(session.url);
  assert.ok(printed.searchParams.get('token')?.length, `the printed address carries a token: ${session.url}`);

  const page = await newPage();
  const refused = await page.goto(`${session.origin}/menu`);
  assert.is(refused?.status(), 403);
  const api = await page.evaluate(async (origin) => (await fetch(`${origin}/api/files`)).status, session.origin);
  assert.is(api, 403, 'the API too');

  const welcomed = await page.goto(session.url);
  assert.is(welcomed?.status(), 200);
  await page.getByRole('heading', { name: 'What would you like to change?' }).waitFor();
  // The page goes on working once the address has lost its token (the cookie carries it).
  await page.getByRole('link', { name: 'Café menu' }).click();
  await page.getByRole('heading', { level: 1, name: 'Café menu' }).waitFor();
  await page.close();
});

token('the token leaves the address bar and the history once its cookie is set', async () => {
  const page = await newPage();
  await page.goto('about:blank');
  await page.goto(session.url);
  await page.getByRole('heading', { name: 'What would you like to change?' }).waitFor();
  assert.not.match(page.url(), 'token', `the address no longer shows it: ${page.url()}`);
  // Its cookie is the editor's alone: the preview's site, on another port of this host, never receives the token.
  assert.is((await page.context().cookies(session.origin + '/__kiln-edit/')).length, 1);
  assert.equal(await page.context().cookies(session.site), [], 'no cookie goes to the site');
  assert.equal(await page.context().cookies(`${session.site}/menu`), []);
  await page.getByRole('link', { name: 'Café menu' }).click();
  await page.getByRole('heading', { level: 1, name: 'Café menu' }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: 'What would you like to change?' }).waitFor();
  assert.not.match(page.url(), 'token', 'Back does not bring it back');
  await page.reload();
  await page.getByRole('heading', { name: 'What would you like to change?' }).waitFor();
  await page.close();
});

token.run();
