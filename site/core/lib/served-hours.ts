import { minutesOf } from './cafe-clock.ts';

/** A dish's serving hours, as menu.json writes them: either end may be left open. */
export interface ServedHours {
  from?: string;
  until?: string;
}

/**
 * Whether a dish served `from`–`until` (HH:MM, the café's clock) is served at `minutes` past the
 * café's midnight. An open end is the day's start or end; hours that pass midnight ("22:00" to
 * "02:00") wrap. The café's opening hours still apply: this only narrows them.
 */
export function isServedAt({ from = '00:00', until = '24:00' }: ServedHours, minutes: number): boolean {
  const start = minutesOf(from);
  const end = until === '24:00' ? 1440 : minutesOf(until);
  return start <= end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** The hook's value for a dish's serving hours: "Asia/Kolkata 00:00 11:00" (time zone, from, until). */
export const servedHook = (timeZone: string, { from = '00:00', until = '24:00' }: ServedHours): string =>
  `${timeZone} ${from} ${until}`;

/** servedHook's value read back; undefined for anything else. */
export function readServedHook(value: string): { timeZone: string; hours: ServedHours } | undefined {
  const match = /^(\S+) (\d\d:\d\d) (\d\d:\d\d)$/.exec(value);
  return match ? { timeZone: match[1]!, hours: { from: match[2], until: match[3] } } : undefined;
}
