import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * Dated things in the editor (issue 38 part 3): an offer's "Starts on" and "Ends on" come from the
 * schema as date fields, and an end before the start is the catalogue's own one-line problem, on
 * the field. Ports KILN_E2E_PORT + 84 to + 87.
 */
const dated = suite('kiln edit: an offer’s dates');
let session: EditorSession;

dated.before(async () => {
  session = await startEditor('dated', 84);
});
dated.after(async () => {
  await session?.stop();
});

dated('should offer Starts on and Ends on as date fields, and say when the end is before the start', async () => {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(new URL('/offers', session.url).href);
  const starts = page.getByLabel('Starts on').first();
  const ends = page.getByLabel('Ends on').first();
  await page.getByText('1. Birthday Week').click();
  await starts.waitFor();
  assert.is(await starts.getAttribute('type'), 'date');
  assert.is(await ends.getAttribute('type'), 'date');
  await starts.fill('2025-10-20');
  await ends.fill('2025-10-19');
  await page
    .getByText('19 October 2025 is before the start, 20 October 2025, so it would never be shown', { exact: false })
    .first()
    .waitFor();
  await page.close();
});

dated.run();
