import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatLongDate, isIsoDay } from '../../../site/core/lib/dates.ts';

const dates = suite('dates');

dates('should write a calendar day in full, the same in every time zone', () => {
  assert.is(formatLongDate('2025-11-14'), '14 November 2025');
  assert.is(formatLongDate('2025-01-01'), '1 January 2025');
});

dates("should write it in the words of a locale when given one (the press page, in the site's)", () => {
  assert.is(formatLongDate('2025-08-14', 'en-IN'), '14 August 2025');
  assert.is(formatLongDate('2021-01-01', 'en-IN'), '1 January 2021');
  assert.is(formatLongDate('2025-08-14', 'en-US'), 'August 14, 2025');
});

dates('should tell a day that exists from one that does not', () => {
  assert.ok(isIsoDay('2024-02-29'));
  assert.not.ok(isIsoDay('2025-02-30'));
  assert.not.ok(isIsoDay('2025-13-01'));
});

dates.run();
