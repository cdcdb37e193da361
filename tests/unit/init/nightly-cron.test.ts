import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nightlyCron, offsetName } from '../../../scripts/init/nightly-cron.ts';

/*
 * The nightly rebuild at 00:05 café time, as GitHub's cron (UTC) must say it (issue 38 part 2).
 * Each expected line is worked out by hand from the zone's offset, not by the module.
 */
const cron = suite('nightlyCron: 00:05 in the café’s zone, in UTC');

/** A fixed day, so the year scanned for daylight saving is always the same. */
const FROM = Date.UTC(2026, 0, 15);
const lines = (zone: string) => nightlyCron(zone, FROM).map((c) => c.cron);

cron('should give 18:35 UTC for Asia/Kolkata (UTC+05:30), one line', () => {
  assert.equal(nightlyCron('Asia/Kolkata', FROM), [{ cron: '35 18 * * *', offset: 330 }]);
});

cron('should take a 45-minute zone back across midnight: Asia/Kathmandu (UTC+05:45) at 18:20 UTC', () => {
  assert.equal(lines('Asia/Kathmandu'), ['20 18 * * *']);
});

cron('should take a zone behind UTC forward: America/St_Johns (UTC−03:30, −02:30 in summer)', () => {
  // 00:05 at −02:30 is 02:35 UTC; at −03:30, 03:35 UTC.
  assert.equal(lines('America/St_Johns'), ['35 3 * * *', '35 2 * * *']);
});

cron('should leave UTC itself at 00:05', () => {
  assert.equal(lines('UTC'), ['5 0 * * *']);
});

cron('should give a daylight-saving zone a line for each of its offsets: Europe/London', () => {
  // 00:05 GMT is 00:05 UTC; 00:05 BST (UTC+01:00) is 23:05 UTC the evening before.
  assert.equal(nightlyCron('Europe/London', FROM), [
    { cron: '5 0 * * *', offset: 0 },
    { cron: '5 23 * * *', offset: 60 },
  ]);
});

cron('should cross the date line: Pacific/Chatham (UTC+12:45, +13:45 in summer)', () => {
  assert.equal(lines('Pacific/Chatham'), ['20 11 * * *', '20 10 * * *']);
});

cron('should refuse a zone that does not exist', () => {
  assert.throws(() => nightlyCron('Mars/Olympus_Mons', FROM), RangeError);
});

cron('should name offsets as people read them', () => {
  assert.is(offsetName(330), 'UTC+05:30');
  assert.is(offsetName(-150), 'UTC-02:30');
  assert.is(offsetName(0), 'UTC');
});

cron.run();
