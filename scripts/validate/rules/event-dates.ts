import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { formatLongDate } from '../../../site/core/lib/dates.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import { WEEK } from '../../../site/core/lib/opening-schedule.ts';
import type { Rule, RuleFinding } from './rule.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The parts of a day a text names; each one it leaves out is undefined. Month 1–12, weekday 0 (Sunday)–6. */
interface DateParts {
  weekday?: number;
  day?: number;
  month?: number;
  year?: number;
}

/** The name `word` is, in full or shortened to three letters or more ("Sat", "Sept", "thurs"), or -1. */
const nameIndex = (names: readonly string[], word: string): number =>
  word.length < 3 ? -1 : names.findIndex((name) => name.toLowerCase().startsWith(word.toLowerCase()));

/**
 * The weekday, day, month and year `text` names, read leniently: "Saturday, 18 October 2025",
 * "Sat 18th Oct", "October 18, 2025", "Every Saturday". The first of each counts (a range starts
 * there); a time ("4:00", "4 PM") and a count before a weekday ("every 2nd Saturday") are not days.
 */
export function namedDateParts(text: string): DateParts {
  const parts: DateParts = {};
  const tokens = [...text.matchAll(/[A-Za-z]+|\d+(?:st|nd|rd|th)?/g)].map((m) => ({ word: m[0], at: m.index }));
  tokens.forEach(({ word, at }, i) => {
    const number = /^\d+/.exec(word)?.[0];
    if (number === undefined) {
      const weekday = nameIndex(WEEK, word);
      const month = nameIndex(MONTHS, word);
      if (weekday >= 0) parts.weekday ??= weekday;
      else if (month >= 0) parts.month ??= month + 1;
      return;
    }
    const next = tokens[i + 1]?.word ?? '';
    const isTime = text[at - 1] === ':' || text[at + word.length] === ':' || /^[ap]m$/i.test(next);
    if (number.length === 4) parts.year ??= Number(number);
    else if (number.length <= 2 && !isTime && nameIndex(WEEK, next) < 0) parts.day ??= Number(number);
  });
  return parts;
}

/** "2025-10-18" → its parts, or undefined if it is not such a date (the schema says so). */
function isoDateParts(date: string): Required<DateParts> | undefined {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)?.map(Number) ?? [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/**
 * Each event's "displayDate", what guests read, names the same weekday, day, month and year as its
 * "date", by which the page sorts it: a copied event whose date was changed but not its words
 * would be listed on one day and announce another. A warning: the words are free text.
 */
export const eventDates: Rule = ({ files }) => {
  const events = files.get('events');
  if (!isRecord(events) || !Array.isArray(events.events)) return [];
  const findings: RuleFinding[] = [];
  events.events.forEach((event: unknown, i) => {
    if (!isRecord(event) || typeof event.date !== 'string' || typeof event.displayDate !== 'string') return;
    const actual = isoDateParts(event.date);
    if (!actual) return;
    const named = namedDateParts(event.displayDate);
    const differs = (Object.keys(named) as (keyof DateParts)[]).some((part) => named[part] !== actual[part]);
    if (!differs) return;
    const inWords = formatLongDate(event.date, 'en-GB', { weekday: true });
    findings.push({
      key: 'events',
      pointer: pointerOf(['events', i, 'displayDate']),
      message: ruleMessages.displayDateMismatch(event.displayDate, event.date, inWords),
      warning: true,
    });
  });
  return findings;
};
