import { closestMatch } from '../closest-match.ts';
import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** The shape site.schema.json asks of "timeZone": a name it refuses is the schema's to report, once. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Names ICU lists under an older spelling (it knows "Asia/Calcutta"), offered too when a name is mistyped. */
const CURRENT_NAMES = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Ho_Chi_Minh', 'Asia/Yangon', 'Europe/Kyiv'];

/** Whether browsers (and Node, which has the same ICU time zone data) can tell the time there. */
function knowsTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * What site.json's schema cannot say about the café's hours: a "timeZone" browsers know (the
 * schema checks only its shape), and special days that mean one thing each: one entry per date,
 * no hours on a closed day, and hours that close after they open (a special day's do not run past
 * midnight, so "22:00"–"11:00" is a slip). A date that does not exist is the schema's "date" format.
 */
export const cafeHours: Rule = ({ files }) => {
  const site = files.get('site');
  if (!isRecord(site)) return [];
  const findings: RuleFinding[] = [];
  const problem = (path: (string | number)[], message: string) =>
    findings.push({ key: 'site', pointer: pointerOf(path), message });

  const zone = site.timeZone;
  if (typeof zone === 'string' && ZONE_NAME.test(zone) && !knowsTimeZone(zone))
    problem(
      ['timeZone'],
      ruleMessages.unknownTimeZone(zone, closestMatch(zone, [...CURRENT_NAMES, ...Intl.supportedValuesOf('timeZone')])),
    );

  const firstOfDate = new Map<string, number>();
  (Array.isArray(site.specialDays) ? site.specialDays : []).forEach((day: unknown, i) => {
    if (!isRecord(day)) return;
    if (typeof day.date === 'string') {
      const first = firstOfDate.get(day.date);
      if (first === undefined) firstOfDate.set(day.date, i);
      else
        problem(
          ['specialDays', i, 'date'],
          ruleMessages.specialDayRepeated(day.date, pointerOf(['specialDays', first])),
        );
    }
    if (day.closed === true) {
      for (const field of ['opens', 'closes'] as const)
        if (field in day) problem(['specialDays', i, field], ruleMessages.closedDayWithHours(field));
      return;
    }
    const { opens, closes } = day;
    if (
      typeof opens === 'string' &&
      typeof closes === 'string' &&
      HHMM.test(opens) &&
      HHMM.test(closes) &&
      closes <= opens
    )
      problem(['specialDays', i, 'closes'], ruleMessages.specialHoursReversed(opens, closes));
  });
  return findings;
};
