import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isDigitsField, tidyDigits } from '../../../editor/form/tidy-digits.ts';

/** A WhatsApp number typed as staff write it is stored as the digits wa.me needs, never refused for its spaces. */
const digits = suite('numbers typed as staff write them');

digits('a number with spaces, a plus, dashes or brackets keeps its digits', () => {
  assert.is(tidyDigits('+91 98450 12345'), '919845012345');
  assert.is(tidyDigits('+91-98450-12345'), '919845012345');
  assert.is(tidyDigits('(+91) 98450.12345 '), '919845012345');
  assert.is(tidyDigits('0091 98450 12345'), '919845012345');
  assert.is(tidyDigits('919845012345'), '919845012345');
});

digits('anything else is kept as typed, for the check to word', () => {
  assert.is(tidyDigits('call us'), 'call us');
  assert.is(tidyDigits('+91 98450 1234x'), '+91 98450 1234x');
  assert.is(tidyDigits(''), '');
  assert.is(tidyDigits('+ -'), '+ -');
});

digits('a field whose own example is all digits is typed this way', () => {
  assert.ok(isDigitsField({ examples: ['919845012345'] }));
  assert.not.ok(isDigitsField({ examples: ['+91 98450 12345'] }));
  assert.not.ok(isDigitsField({}));
});

digits.run();
