import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dateOrder, shownDate } from '../../../editor/form/dated-lists.ts';

/* Events in the editor, in the order the site shows them: by date. */

const dated = suite('dated lists');

dated('should order by date, earliest first, and put items without a date last in file order', () => {
  const list = [
    { date: '2025-10-05' },
    { date: '' },
    { date: '2025-06-07' },
    {},
    { date: '2025-06-07' },
    { date: '2025-13-01' },
  ];
  assert.equal(dateOrder(list), [2, 4, 0, 1, 3, 5]);
});

dated('should show a date as staff read it', () => {
  assert.is(shownDate({ date: '2025-06-07' }), '7 Jun 2025');
  assert.is(shownDate({ date: 'soon' }), undefined);
});

dated.run();
