import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTE_PATHS } from '../../../site/core/routes.ts';
import { closestMatch } from '../../../scripts/validate/closest-match.ts';

const closest = suite('closestMatch');

closest('should suggest the option a typo was meant as, and none for a word like no option', () => {
  assert.is(closestMatch('prize', ['price', 'name']), 'price');
  assert.is(closestMatch('lable', ['label', 'name']), 'label');
  assert.is(closestMatch('/gallary', ROUTE_PATHS), '/gallery');
  assert.is(closestMatch('/kitchen', ROUTE_PATHS), undefined);
});

closest('should not compare a pasted text of a million characters with every option, letter by letter', () => {
  // Compared, it filled a table of its length by each route's: some 90 s and hundreds of MB. A bound
  // that code misses by far, and that this one (under a millisecond) meets by far.
  const started = performance.now();
  assert.is(closestMatch(`/${'a'.repeat(999_999)}`, ROUTE_PATHS), undefined);
  assert.ok(performance.now() - started < 5000, `took ${performance.now() - started} ms`);
});

closest.run();
