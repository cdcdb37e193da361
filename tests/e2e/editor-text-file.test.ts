import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * A file that is not valid JSON, fixed where it is shown: line numbers beside the text, the
 * problem's button puts the caret on its line and column, the text is checked as it is typed,
 * and a second mistake is said once.
 */

const text = suite('kiln edit: a broken file fixed as text');
let session: EditorSession;
let good: string;
let brokenLine: number;

text.before(async () => {
  session = await startEditor('text-file', 5, {
    async prepare(f) {
      good = await f.readText('faq.json');
      // A comma lost between two fields far down the file, as happens in a text editor.
      const at = good.lastIndexOf('",\n', good.lastIndexOf('"answer"'));
      const broken = `${good.slice(0, at + 1)}${good.slice(at + 2)}`;
      brokenLine = good.slice(0, at).split('\n').length + 1;
      await f.writeText('faq.json', broken);
    },
  });
});
text.after(async () => {
  await session?.stop();
});

text('line numbers, a jump to the very place, a check as staff type, and one "Not saved"', async () => {
  const page = await newPage();
  await page.goto(new URL('/faq', session.url).href);
  const box = page.getByLabel(/faq\.json as text/);
  await box.waitFor();
  const lines = (await box.inputValue()).split('\n').length;
  assert.ok(lines > 40 && brokenLine > 30, `${lines} lines, broken at ${brokenLine}`);
  assert.is(await page.locator('.line-numbers span').count(), lines, 'a number for every line');
  assert.is(await page.locator('.line-numbers .broken').innerText(), String(brokenLine), 'the broken line is marked');

  // The summary's problem: the caret lands on its line (not line 1), and the box scrolls there.
  await page.locator('.summary li button').first().click();
  const caret = await box.evaluate((el: HTMLTextAreaElement) => ({
    line: el.value.slice(0, el.selectionStart).split('\n').length,
    focused: document.activeElement === el,
    scrolled: el.scrollTop,
  }));
  assert.is(caret.line, brokenLine, 'the caret is on the broken line');
  assert.ok(caret.focused, 'the text box has focus');
  assert.ok(caret.scrolled > 0, 'the box scrolled to it');
  // The numbers scrolled with it: the broken line's number sits level with the broken line.
  await page.waitForFunction(
    () => document.querySelector('.line-numbers')?.scrollTop === document.querySelector('#file-text')?.scrollTop,
  );
  const level = await page.evaluate((line) => {
    const box = document.querySelector<HTMLTextAreaElement>('#file-text')!;
    const number = document.querySelectorAll('.line-numbers span')[line - 1]!.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(box).lineHeight);
    const lineTop = box.getBoundingClientRect().top + 8 + (line - 1) * lineHeight - box.scrollTop;
    return Math.abs(number.top - lineTop);
  }, brokenLine);
  assert.ok(level < 3, `the number is ${level} px off its line`);
  const live = page.locator('#file-text__live');
  assert.match(await live.innerText(), `Line ${brokenLine}, column`);
  assert.match(await live.innerText(), 'a comma is missing');

  // Fixed as it is typed: said before any save.
  await box.fill(good);
  await live.filter({ hasText: 'The text reads correctly now' }).waitFor();
  // A second mistake: a comma after the last item. Checked live, then refused once on Save.
  const second = good.replace(/"\s*\n(\s*)\}\s*\n(\s*)\]/, '",\n$1}\n$2]');
  await box.fill(second.replace(/\}(\s*)\]\s*\}\s*$/, '},$1]\n}\n'));
  await live.filter({ hasText: /^Line \d+, column \d+: / }).waitFor();
  await live.getByRole('button', { name: /^Go to line / }).click();
  assert.ok(await box.evaluate((el) => document.activeElement === el));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const status = page.locator('.toolbar [role=status]');
  await status.filter({ hasText: /^Not saved/ }).waitFor({ timeout: 15_000 });
  assert.not.match(await status.innerText(), /Not saved:.*Not saved/, 'said once');
  await page.close();
});

text.run();
