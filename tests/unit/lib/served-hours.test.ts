import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isServedAt, readServedHook, servedHook } from '../../../site/core/lib/served-hours.ts';

/* Issue 36, part 2: a dish served some hours only, by the café's clock. */

const served = suite('isServedAt');
const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

served('should serve breakfast from opening until 11:00, and not at 11:00 or after', () => {
  const breakfast = { until: '11:00' };
  assert.ok(isServedAt(breakfast, at('07:00')));
  assert.ok(isServedAt(breakfast, at('10:59')));
  assert.not.ok(isServedAt(breakfast, at('11:00')));
  assert.not.ok(isServedAt(breakfast, at('18:00')));
});

served('should serve from a time until closing, and between two times', () => {
  assert.not.ok(isServedAt({ from: '17:00' }, at('16:59')));
  assert.ok(isServedAt({ from: '17:00' }, at('23:59')));
  assert.ok(isServedAt({ from: '12:00', until: '16:00' }, at('12:00')));
  assert.not.ok(isServedAt({ from: '12:00', until: '16:00' }, at('16:30')));
});

served('should serve late-night hours that pass midnight', () => {
  const late = { from: '22:00', until: '02:00' };
  assert.ok(isServedAt(late, at('23:30')));
  assert.ok(isServedAt(late, at('01:00')));
  assert.not.ok(isServedAt(late, at('12:00')));
});

served('should write the hook the page carries and read it back, and read nothing else', () => {
  const value = servedHook('Asia/Kolkata', { until: '11:00' });
  assert.is(value, 'Asia/Kolkata 00:00 11:00');
  assert.equal(readServedHook(value), { timeZone: 'Asia/Kolkata', hours: { from: '00:00', until: '11:00' } });
  assert.is(readServedHook('11:00'), undefined);
});

served.run();
