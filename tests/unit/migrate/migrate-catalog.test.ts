import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrateCatalog } from '../../../scripts/migrate/migrate-catalog.ts';
import type { MigrationStep } from '../../../scripts/migrate/migration-step.ts';

/* `kiln migrate` (issue 36, part 5): old files edited in place, comments kept, a copy of each kept. */

const migrate = suite('migrateCatalog');

/** A step of the kind a shape change ships: menu.json's `dishes` renamed `items`. */
const RENAME: MigrationStep = {
  file: 'menu.json',
  summary: 'dishes are now called items',
  isOld: (data) => typeof data === 'object' && data !== null && 'dishes' in data,
  migrate(text) {
    const dishes = text.slice(text.indexOf('['), text.lastIndexOf(']') + 1);
    const added = applyEdits(text, modify(text, ['items'], JSON.parse(dishes), { formattingOptions: { tabSize: 2 } }));
    return applyEdits(added, modify(added, ['dishes'], undefined, {}));
  },
};
/** A step that creates a file the new shape needs. */
const CREATE: MigrationStep = {
  file: 'theme.json',
  summary: 'the look now has its own file',
  isOld: (data) => data === undefined,
  migrate: () => '{ "brand": "#a8432c" }\n',
};

const OLD_MENU = `{
  // Kept by staff: the menu of the week.
  "title": "Menu",
  "dishes": [1, 2]
}
`;

async function catalogue(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-migrate-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

migrate('should edit an old file in place, keeping its comment, and keep a copy of it as it was', async () => {
  const dir = await catalogue({ 'menu.json': OLD_MENU });
  try {
    const done = await migrateCatalog(dir, { steps: [RENAME, CREATE], now: new Date('2026-11-29T01:12:05Z') });
    assert.equal(done, {
      outcome: 'migrated',
      changed: [
        { file: 'menu.json', summary: 'dishes are now called items' },
        { file: 'theme.json', summary: 'the look now has its own file' },
      ],
      copies: join(dir, 'before-migrate', '2026-11-29-011205'),
    });
    const menu = await readFile(join(dir, 'menu.json'), 'utf8');
    assert.ok(menu.includes('// Kept by staff: the menu of the week.'), menu);
    assert.ok(menu.includes('"title": "Menu"'));
    assert.not.ok(menu.includes('dishes'));
    assert.equal(JSON.parse(menu.replace(/\/\/.*\n/, '')).items, [1, 2]);
    assert.is(await readFile(join(dir, 'theme.json'), 'utf8'), '{ "brand": "#a8432c" }\n');
    // The copy is the file as it was; a file that did not exist has none.
    assert.equal(await readdir(done.outcome === 'migrated' ? done.copies! : ''), ['menu.json']);
    assert.is(await readFile(join(dir, 'before-migrate', '2026-11-29-011205', 'menu.json'), 'utf8'), OLD_MENU);
  } finally {
    await rm(dir, { recursive: true });
  }
});

migrate('should change nothing, and keep no copy, in a catalogue already in today’s shape', async () => {
  const dir = await catalogue({ 'menu.json': '{ "items": [] }', 'theme.json': '{}' });
  try {
    assert.equal(await migrateCatalog(dir, { steps: [RENAME, CREATE] }), { outcome: 'migrated', changed: [] });
    assert.equal((await readdir(dir)).sort(), ['menu.json', 'theme.json']);
  } finally {
    await rm(dir, { recursive: true });
  }
});

migrate('should name a file that is not JSON and write nothing at all', async () => {
  const dir = await catalogue({ 'menu.json': '{ "dishes": [1, 2' });
  try {
    assert.equal(await migrateCatalog(dir, { steps: [CREATE, RENAME] }), {
      outcome: 'unreadable',
      file: 'menu.json',
      reason: 'it is not valid JSON',
    });
    assert.equal(await readdir(dir), ['menu.json'], 'theme.json was not created, no copy made');
  } finally {
    await rm(dir, { recursive: true });
  }
});

migrate.run();
