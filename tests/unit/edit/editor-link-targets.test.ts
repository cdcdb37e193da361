import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LINK_TARGETS, linkTargetsFor } from '../../../editor/link-targets.ts';
import type { FileSummary } from '../../../editor/edit-protocol.ts';

const targets = suite('the editor: where a link may lead');

const summary = (key: FileSummary['key'], absent?: true): FileSummary => ({
  key,
  file: `catalog/${key}.json`,
  title: key,
  description: '',
  routes: [],
  ...(absent && { optional: true as const, absent }),
});

targets('should offer every page when the catalogue has every file', () => {
  assert.equal(linkTargetsFor([summary('menu'), summary('packages')]), LINK_TARGETS);
  assert.ok(LINK_TARGETS.includes('/packages'));
});

targets('should not offer /packages or its sections without packages.json', () => {
  const offered = linkTargetsFor([summary('menu'), summary('packages', true)]);
  assert.not.ok(offered.some((t) => t === '/packages' || t.startsWith('/packages#')));
  assert.ok(offered.includes('/menu') && offered.includes('/'));
});

targets.run();
