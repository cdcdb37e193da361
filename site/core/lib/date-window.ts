/** A thing shown only between two café days, both optional and both included (offers, dishes, announcements). */
export interface DateWindow {
  /** YYYY-MM-DD: the first day it is shown. */
  startsOn?: string;
  /** YYYY-MM-DD: the last day it is shown. */
  endsOn?: string;
}

// Days are YYYY-MM-DD, so comparing the strings compares the days. An empty field sets no bound.
/** Whether `item` is shown on the café day `today`: begun (or no start) and not ended (or no end). */
export const isCurrent = ({ startsOn, endsOn }: DateWindow, today: string): boolean =>
  !(startsOn && today < startsOn) && !(endsOn && today > endsOn);

/** Whether `item` ends before it starts, so it would never be shown. */
export const endsBeforeStart = ({ startsOn, endsOn }: DateWindow): boolean =>
  Boolean(startsOn && endsOn && endsOn < startsOn);
