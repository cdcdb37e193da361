import { Hook } from '../lib/dom-hooks.ts';
import type { OpeningSchedule } from '../core/lib/opening-schedule.ts';
import { openingStatus } from '../core/lib/opening-status.ts';

/** Each schedule file, fetched once however many places show it. */
const schedules = new Map<string, Promise<OpeningSchedule>>();
/** What shows a live status now, with its schedule; a view switched out drops its own. */
const shown = new Map<HTMLElement, OpeningSchedule>();

function load(src: string): Promise<OpeningSchedule> {
  let schedule = schedules.get(src);
  if (!schedule) {
    schedule = fetch(src).then((response) => {
      if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
      return response.json() as Promise<OpeningSchedule>;
    });
    // Offline, the week's hours stay, and the next view switched in tries again.
    schedule.catch(() => schedules.delete(src));
    schedules.set(src, schedule);
  }
  return schedule;
}

function update(): void {
  const now = new Date();
  for (const [el, schedule] of shown) {
    if (!el.isConnected) shown.delete(el);
    else {
      // Nothing true to say (open round the clock): the week's hours stay.
      const status = openingStatus(schedule, now);
      if (status !== undefined && el.textContent !== status) el.textContent = status;
    }
  }
}

/**
 * Puts the live status ("Open now · closes 10 PM", core/lib/opening-status.ts) in place of the week's
 * hours in every `data-open-hours` element (layout/HoursStatus.tsx) in `root`, and keeps it right
 * as the minutes pass: a page left open over closing time says so. Each place holds room for the
 * status (a line of its own, or two), so nothing moves when it comes.
 */
export function initLiveHours(root: ParentNode = document): void {
  // The header's element names the schedule (it is on every page); the others carry the bare hook.
  const src = document.querySelector(`[${Hook.openHours}^="/"]`)?.getAttribute(Hook.openHours);
  if (!src) return;
  for (const el of root.querySelectorAll<HTMLElement>(`[${Hook.openHours}]:not([${Hook.armed}])`)) {
    el.setAttribute(Hook.armed, '');
    load(src).then(
      (schedule) => {
        shown.set(el, schedule);
        update();
      },
      () => undefined,
    );
  }
}

setInterval(update, 30_000);
document.addEventListener('visibilitychange', update);
