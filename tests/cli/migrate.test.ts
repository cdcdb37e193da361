import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { kiln, lines, makeFixture, REPO } from './fixture.ts';

/*
 * Issue 36, part 5: `kiln validate` on a catalogue in an older shape says, in one line, to run
 * `kiln migrate`; migrate moves it forward in place, keeps a copy of what it changed, and the
 * catalogue is then valid.
 */

const migrate = suite('kiln migrate');

migrate('should ask for kiln migrate in one line, then move the catalogue forward and validate it', async () => {
  const fixture = await makeFixture('before-theme', (f) => f.remove('theme.json'));
  try {
    const before = kiln('validate', '--catalog', fixture.dir);
    assert.is(before.code, 1);
    assert.equal(lines(before.stderr), [
      `${fixture.dir}/theme.json:1:1 is in an older shape: run "kiln migrate" to move it to today's (it keeps a copy of each file it changes)`,
    ]);

    const run = kiln('migrate', '--catalog', fixture.dir);
    assert.is(run.code, 0, run.stderr);
    // A file made anew has no copy to keep.
    assert.equal(lines(run.stdout), [
      `${fixture.dir}/theme.json: the look is now in this file (the colours and type the site had), to change as you like.`,
      `${fixture.dir}: the catalogue is valid.`,
    ]);
    assert.equal(JSON.parse(await readFile(join(fixture.dir, 'theme.json'), 'utf8')).brand, '#a8432c');

    const again = kiln('migrate', '--catalog', fixture.dir);
    assert.is(again.code, 0);
    assert.is(lines(again.stdout)[0], `${fixture.dir}: already in today's shape, nothing to change.`);
    assert.not.ok((await readdir(fixture.dir)).includes('before-migrate'));
  } finally {
    await fixture.cleanup();
  }
});

migrate(
  'should move a copy of the sample as it was before issue 36 forward, keeping its layout, to a valid catalogue',
  async () => {
    // Laid out as staff might: two labels on one line.
    const old = (await readFile(join(REPO, 'tests/fixtures/catalog-before-36/menu.json'), 'utf8')).replace(
      /"addButton": "Add",\n\s+/,
      '"addButton": "Add", ',
    );
    const fixture = await makeFixture('before-36', async (f) => {
      await f.remove('theme.json');
      await f.writeText('menu.json', old);
    });
    try {
      const before = kiln('validate', '--catalog', fixture.dir);
      assert.is(before.code, 1);
      assert.equal(
        lines(before.stderr).map((line) => line.replace(/:\d+:\d+ /, ' ')),
        [
          `${fixture.dir}/menu.json is in an older shape: run "kiln migrate" to move it to today's (it keeps a copy of each file it changes)`,
          `${fixture.dir}/theme.json is in an older shape: run "kiln migrate" to move it to today's (it keeps a copy of each file it changes)`,
        ].sort(),
      );
      const run = kiln('migrate', '--catalog', fixture.dir);
      assert.is(run.code, 0, run.stderr);
      assert.is(lines(run.stdout).at(-1), `${fixture.dir}: the catalogue is valid.`);
      const menu = await readFile(join(fixture.dir, 'menu.json'), 'utf8');
      assert.ok(menu.includes('"addButton": "Add", "addToCart"'), 'the layout stays');
      assert.ok(menu.includes('"note": "Large" }'), 'each dish on its own line, as it was');
      const [copies] = await readdir(join(fixture.dir, 'before-migrate'));
      assert.is(await readFile(join(fixture.dir, 'before-migrate', copies!, 'menu.json'), 'utf8'), old);
    } finally {
      await fixture.cleanup();
    }
  },
);

migrate.run();
