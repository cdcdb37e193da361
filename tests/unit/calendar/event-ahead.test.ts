import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { feedDownloadUrl, feedSubscribeUrl } from '../../../site/core/lib/calendar-paths.ts';
import { isStillAhead } from '../../../site/core/lib/event-ahead.ts';

const ahead = suite('"Add to calendar": events still ahead by the café clock');

const once = (date: string, startTime: string) => ({ date, startTime, isRecurring: false });
const KOLKATA = 'Asia/Kolkata';

ahead("should offer an event until it starts on the café clock, not the build machine's", () => {
  // 15:59 and 16:00 in Bengaluru (UTC+05:30) on the day of a 16:00 workshop.
  assert.ok(isStillAhead(once('2025-10-18', '16:00'), KOLKATA, new Date('2025-10-18T10:29:00Z')));
  assert.not.ok(isStillAhead(once('2025-10-18', '16:00'), KOLKATA, new Date('2025-10-18T10:30:00Z')), 'begun');
  assert.not.ok(isStillAhead(once('2025-10-18', '16:00'), KOLKATA, new Date('2025-10-19T00:00:00Z')), 'the next day');
  // 23:00 UTC on the 17th is already 04:30 on the 18th in Bengaluru: a 02:00 start there has passed.
  assert.not.ok(isStillAhead(once('2025-10-18', '02:00'), KOLKATA, new Date('2025-10-17T23:00:00Z')));
  assert.ok(
    isStillAhead(once('2025-10-18', '02:00'), 'America/New_York', new Date('2025-10-17T23:00:00Z')),
    '19:00 on the 17th in New York',
  );
  assert.ok(isStillAhead(once('2026-01-02', '10:00'), KOLKATA, new Date('2025-12-31T12:00:00Z')), 'next year');
});

ahead('should always offer a repeating event: it has no last time', () => {
  assert.ok(
    isStillAhead(
      { date: '2025-06-07', startTime: '11:30', isRecurring: true },
      KOLKATA,
      new Date('2030-01-01T00:00:00Z'),
    ),
  );
});

const links = suite("the feed's links");

links("should subscribe by webcal: at the site's host and the feed's path", () => {
  assert.is(feedSubscribeUrl('https://www.theclaytable.in'), 'webcal://www.theclaytable.in/events.ics');
  assert.is(feedSubscribeUrl('http://localhost:4273/'), 'webcal://localhost:4273/events.ics');
  assert.is(feedDownloadUrl('https://www.theclaytable.in'), 'https://www.theclaytable.in/events.ics');
});

links('should have no webcal: link without a site address, and the plain path to download', () => {
  assert.is(feedSubscribeUrl(undefined), undefined);
  assert.is(feedDownloadUrl(undefined), '/events.ics');
});

ahead.run();
links.run();
