const LONG_GB = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-11-14" → "14 November 2025" (SPEC §2.10), the same wherever the page is read. */
export const formatLongDate = (isoDay: string): string => LONG_GB.format(new Date(`${isoDay}T00:00:00Z`));
