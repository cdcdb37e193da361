import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HISTORY_FOLDER } from '../../../scripts/edit/edit-history.ts';
import { EDITOR_HISTORY_FOLDER } from '../../../scripts/publish/catalogue-changes.ts';

/* A publish leaves out the editor's history folder by its name, written twice (no import cycle): the same name. */
test('should leave out the very folder the editor keeps its history in', () => {
  assert.is(EDITOR_HISTORY_FOLDER, HISTORY_FOLDER);
});

test.run();
