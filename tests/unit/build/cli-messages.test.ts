import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cliMessages, problemLines } from '../../../scripts/cli-messages.ts';
import type { Problem } from '../../../site/core/problems/problem.ts';

const messages = suite('cliMessages');

messages('should count the problems that stopped a build in plain English: one problem, two problems', () => {
  assert.is(cliMessages.stopped(1, 'dist'), 'Build stopped: 1 problem in the catalogue; dist/ was left as it was.');
  assert.is(cliMessages.stopped(2, 'dist'), 'Build stopped: 2 problems in the catalogue; dist/ was left as it was.');
});

const finding = (line: number, warning?: true): Problem => ({
  file: 'tests/fixtures/catalog/menu.json',
  pointer: `/items/${line}/price`,
  line,
  column: 7,
  message: 'must be a whole number of paise',
  ...(warning && { warning }),
});

messages('should list at most 200 problems, then count the rest in one line that says where they all are', () => {
  const lines = problemLines(Array.from({ length: 4000 }, (_, i) => finding(i + 1)));
  assert.is(lines.length, 201);
  assert.is(lines[0], 'tests/fixtures/catalog/menu.json:1:7 /items/1/price must be a whole number of paise');
  assert.is(lines[199], 'tests/fixtures/catalog/menu.json:200:7 /items/200/price must be a whole number of paise');
  assert.is(lines[200], '… and 3800 more problems (run "npm run kiln -- validate --json" to list them all)');
});

messages(
  'should count the problems and warnings left out apart, in the singular for one, and add nothing when all are shown',
  () => {
    const all = (problems: number, warnings: number) => [
      ...Array.from({ length: 200 }, (_, i) => finding(i + 1)),
      ...Array.from({ length: problems }, (_, i) => finding(201 + i)),
      ...Array.from({ length: warnings }, (_, i) => finding(1000 + i, true)),
    ];
    assert.is(
      problemLines(all(1, 0)).at(-1),
      '… and 1 more problem (run "npm run kiln -- validate --json" to list them all)',
    );
    assert.is(
      problemLines(all(0, 1)).at(-1),
      '… and 1 more warning (run "npm run kiln -- validate --json" to list them all)',
    );
    assert.is(
      problemLines(all(3, 2)).at(-1),
      '… and 3 more problems and 2 more warnings (run "npm run kiln -- validate --json" to list them all)',
    );
    assert.equal(
      problemLines(all(0, 0)),
      all(0, 0).map((p) => `tests/fixtures/catalog/menu.json:${p.line}:7 ${p.pointer} must be a whole number of paise`),
    );
  },
);

messages(
  'should show problems before warnings when not all fit, each in its place, so no warning hides a problem',
  () => {
    const all = [...Array.from({ length: 250 }, (_, i) => finding(i + 1, true)), finding(300)];
    const lines = problemLines(all);
    assert.is(lines.length, 201);
    assert.is(lines[0], 'tests/fixtures/catalog/menu.json:1:7 /items/1/price warning: must be a whole number of paise');
    assert.is(
      lines[198],
      'tests/fixtures/catalog/menu.json:199:7 /items/199/price warning: must be a whole number of paise',
    );
    assert.is(lines[199], 'tests/fixtures/catalog/menu.json:300:7 /items/300/price must be a whole number of paise');
    assert.is(lines[200], '… and 51 more warnings (run "npm run kiln -- validate --json" to list them all)');
  },
);

messages('should give no hub address when the catalogue has no hub.json, so built no hub', () => {
  const ports = { site: 'http://localhost:4173', api: 'http://localhost:4175', emulator: true };
  assert.match(cliMessages.serving({ ...ports, hub: 'http://localhost:4174' }), /^Hub {3}http:\/\/localhost:4174$/m);
  assert.not.match(cliMessages.serving(ports), /Hub/);
});

messages.run();
