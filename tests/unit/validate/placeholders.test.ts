import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { placeholderIn, placeholders } from '../../../scripts/validate/rules/placeholders.ts';
import type { RuleContext } from '../../../scripts/validate/rules/rule.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { FIXTURE_CATALOG } from '../../fixture-catalog-dir.ts';

const context = (files: [string, unknown][]): RuleContext => ({
  dir: FIXTURE_CATALOG,
  files: new Map(files) as RuleContext['files'],
  references: new Map(),
});

const rule = suite('placeholders: what kiln init left for the owner to write, as warnings');

rule('should tell a placeholder from a text, a picture, an address and a number the café wrote', () => {
  for (const text of [
    '⟪Your headline⟫',
    'Open daily ⟪9 AM⟫',
    'https://www.your-cafe.example/reserve',
    'hello@your-cafe.example',
  ])
    assert.is(placeholderIn(text), 'text', text);
  for (const zeros of ['+91 00000 00000', '910000000000', '000000']) assert.is(placeholderIn(zeros), 'text', zeros);
  assert.is(placeholderIn('images/placeholder/hero.svg'), 'picture');
  for (const own of [
    'Fresh from the oven',
    'images/home/hero.svg',
    'https://example.com/review',
    '+91 98450 12345',
    '560001',
    '100000',
    '⟪ unclosed',
  ])
    assert.is(placeholderIn(own), undefined, own);
});

rule('should warn once per placeholder, at its pointer, and never on an input’s hint', () => {
  const home = {
    hero: { heading: '⟪Your headline⟫', picture: { src: 'images/placeholder/hero.svg', alt: 'A counter' } },
  };
  const forms = { collaborate: { email: { label: 'Email', placeholder: '⟪you@example⟫' } } };
  assert.equal(
    placeholders(
      context([
        ['home', home],
        ['forms', forms],
      ]),
    ),
    [
      { key: 'home', pointer: '/hero/heading', message: 'placeholder text left', warning: true, leading: true },
      { key: 'home', pointer: '/hero/picture/src', message: 'placeholder picture left', warning: true, leading: true },
    ],
  );
});

rule(
  'should print each as one line, the words first, then the file, line:column and pointer; the catalogue stays valid',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiln-placeholders-'));
    try {
      await cp(FIXTURE_CATALOG, dir, { recursive: true });
      const file = join(dir, 'home.json');
      const home = JSON.parse(await readFile(file, 'utf8'));
      home.hero.heading = '⟪Your headline⟫';
      const text = `${JSON.stringify(home, null, 2)}\n`;
      await writeFile(file, text);
      // Where the value starts, found apart from Kiln's own locator.
      const node = findNodeAtLocation(parseTree(text)!, ['hero', 'heading'])!;
      const before = text.slice(0, node.offset).split('\n');
      const result = await validateCatalog(dir);
      assert.equal(result.problems, []);
      assert.ok(result.catalog, 'still valid');
      const lines = result.warnings.filter((w) => w.message.startsWith('placeholder')).map(formatProblem);
      assert.equal(lines, [
        `placeholder text left at ${join(dir, 'home.json')}:${before.length}:${before.at(-1)!.length + 1} /hero/heading`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);

rule('should find none in the sample catalogue', async () => {
  const { warnings } = await validateCatalog(FIXTURE_CATALOG);
  assert.equal(
    warnings.filter((w) => w.message.startsWith('placeholder')),
    [],
  );
});

rule.run();
