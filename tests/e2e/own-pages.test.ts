import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { addOwnPages } from '../own-pages-fixture.ts';
import { startEditor, type EditorSession } from './editor-session.ts';
import { API, checkA11y, HUB, newPage, pageErrors } from './harness.ts';

/*
 * Issue 36, part 1: a café's own pages (content-pages.json). A copy of the sample with two of
 * them (tests/own-pages-fixture.ts), built and served on a port of its own.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 230;
const OWN = `http://localhost:${PORT}`;

const own = suite("the café's own pages");

let work: string;
let server: Server | undefined;

own.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'kiln-e2e-own-pages-'));
  const catalogDir = join(work, 'catalog');
  await cp('tests/fixtures/catalog', catalogDir, { recursive: true });
  await addOwnPages(catalogDir);
  const result = await build({ catalogDir, outDir: join(work, 'out'), siteUrl: OWN, hubUrl: HUB, apiBase: API });
  if (result.outcome !== 'built') throw new Error(`did not build: ${JSON.stringify(result).slice(0, 500)}`);
  server = await startStaticServer({ dir: join(work, 'out', 'site'), port: PORT });
});

own.after(async () => {
  server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

for (const width of [1280, 390]) {
  own(`should open from the footer at ${width} px, and follow its links to another own page and back`, async () => {
    const page = await newPage({ width });
    await page.goto(`${OWN}/`);
    await page.locator('footer').getByRole('link', { name: 'Catering', exact: true }).click();
    await page.waitForURL(`${OWN}/catering`);
    await page.getByRole('heading', { level: 1, name: 'Catering for your office' }).waitFor();
    assert.ok(await page.getByText('Every dish can be made without nuts.').isVisible());
    assert.ok(await page.getByRole('img', { name: 'A long table set with trays of snacks' }).isVisible());
    await checkA11y(page);

    await page.getByRole('link', { name: 'Winter evenings' }).click();
    await page.waitForURL(`${OWN}/seasons/winter`);
    await page.getByRole('heading', { level: 1, name: 'Winter evenings' }).waitFor();
    assert.match(await page.title(), /^Winter evenings · /);

    await page.getByRole('link', { name: 'Back to catering' }).click();
    await page.waitForURL(`${OWN}/catering#part-1`);
    await page.getByRole('heading', { level: 2, name: 'What we bring' }).waitFor();
    assert.equal(pageErrors(page), []);
    await page.close();
  });
}

own.run();

const edit = suite("kiln edit: the café's own pages");
let session: EditorSession | undefined;

edit.before(async () => {
  session = await startEditor('own-pages', 235, { prepare: (f) => addOwnPages(f.dir) });
});
edit.after(async () => {
  await session?.stop();
});

edit('should list them, and open content-pages.json in a form, a page’s heading changed and saved', async () => {
  const page = await newPage();
  await page.goto(session!.url);
  const note = page.locator('.optional-page', { hasText: 'On: your own pages' });
  await note.waitFor();
  assert.match(await note.innerText(), /\/catering, \/seasons\/winter/);
  await page.getByRole('link', { name: /Your own pages/ }).click();
  await page.locator('.schema-form').waitFor();
  const heading = page.locator('[data-pointer="/pages/0/heading"] input');
  assert.is(await heading.inputValue(), 'Catering for your office');
  await heading.fill('Catering for your team');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  assert.match(await session!.fixture.readText('content-pages.json'), /"heading": "Catering for your team"/);
  await page.close();
});

edit.run();
