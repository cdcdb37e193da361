// Stub until wt-answers merges.
import { WEEKDAYS, type Weekday } from '../../editor/setup/setup-protocol.ts';
export type WeekGrid = Record<Weekday, { closed: true } | { opens: string; closes: string }>;
export function weekFromOpeningHours(groups: unknown[]): WeekGrid {
  const grid = Object.fromEntries(WEEKDAYS.map((d) => [d, { closed: true }])) as WeekGrid;
  for (const g of groups as { days: Weekday[]; opens: string; closes: string }[])
    for (const d of g.days) grid[d] = { opens: g.opens, closes: g.closes };
  return grid;
}
export function openingHoursFromWeek(
  grid: WeekGrid,
): { openingHours: { days: Weekday[]; opens: string; closes: string }[]; hours: string } | { message: string } {
  const openingHours = WEEKDAYS.flatMap((day) => {
    const h = grid[day];
    return 'closed' in h ? [] : [{ days: [day], opens: h.opens, closes: h.closes }];
  });
  return { openingHours, hours: 'Open' };
}
export function specialDaysFromHolidays(
  holidays: { date: string; name?: string }[],
  existing: unknown[],
): { specialDays: unknown[] } | { message: string } {
  return { specialDays: [...existing, ...holidays.map((h) => ({ ...h, closed: true }))] };
}
