import { cafeClock, hhmmOf, minutesOf, weekdayOf } from '../core/lib/cafe-clock.ts';
import { opensOn, spanAt } from '../core/lib/opening-schedule.ts';
import { Hook } from '../lib/dom-hooks.ts';
import type { BookingRules } from '../sections/ReservationForm.tsx';
import { armWhatsappBooking } from './arm-whatsapp-booking.ts';

/**
 * Holds a reservation form (sections/ReservationForm.tsx, `data-booking`) to possible bookings.
 * The page is prerendered, so "today" is worked out here, on the café's clock in its time zone
 * (a guest abroad books in the café's days and hours): the date's `min`, and custom validity
 * (the browser's own bubble says why) for a day gone by or closed (its weekday, or a closed special
 * day), a time gone by today or outside the hours (a special day's own, if it has them; closing
 * time itself is too late), read as the live status reads them: 01:00 on a day is the night before's. Fetched by client/init-demo-actions.ts only where such a form
 * is, or is used.
 */
export function checkBooking(form: HTMLFormElement, now = new Date()): void {
  const date = form.querySelector<HTMLInputElement>('input[type=date]');
  const time = form.querySelector<HTMLInputElement>('input[type=time]');
  if (!date || !time) return;
  const rules = JSON.parse(form.getAttribute(Hook.booking) ?? '') as BookingRules;
  const { hours, messages } = rules;
  const cafe = cafeClock(rules.timeZone, now);
  const today = cafe.date;
  date.min = today;
  const messageOf = (day: string) => messages.dates[day] ?? messages.week[weekdayOf(day)] ?? '';
  // A day is closed when it has no hours of its own and the night before does not run into it.
  date.setCustomValidity(
    !date.value ? '' : date.value < today ? rules.pastDate : opensOn(hours, date.value) ? '' : messageOf(date.value),
  );

  const t = time.value;
  const minutes = t ? minutesOf(t) : 0;
  // The one rule of hours past midnight (core/lib/opening-schedule.ts); without a date yet, any day's hours will do.
  const open = date.value
    ? spanAt(hours, date.value, minutes) !== undefined
    : hours.week.some((spans) =>
        spans.some(([o, c]) => (o <= minutes && minutes < c) || (o <= minutes + 1440 && minutes + 1440 < c)),
      );
  const refusal = date.value ? messageOf(date.value) : (messages.week.find((_, i) => hours.week[i]?.length) ?? '');
  time.setCustomValidity(
    !t || date.validationMessage
      ? ''
      : date.value === today && t <= hhmmOf(cafe.minutes)
        ? rules.pastTime
        : open
          ? ''
          : refusal,
  );
}

/**
 * Checks `form` now (its date's `min` is there before the guest opens the calendar), at every
 * change, and again when it is sent, ahead of client/init-demo-actions.ts's toast: "today" may have
 * moved on since the guest filled it in.
 */
export function armBooking(form: HTMLFormElement): void {
  checkBooking(form);
  if (form.hasAttribute(Hook.armed)) return;
  form.setAttribute(Hook.armed, '');
  form.addEventListener('input', () => checkBooking(form));
  form.addEventListener('submit', (event) => {
    checkBooking(form);
    if (form.checkValidity()) return;
    event.preventDefault();
    event.stopImmediatePropagation(); // no toast
    form.reportValidity();
  });
  armWhatsappBooking(form); // after the check above, which may refuse first
}

/** Arms every reservation form in `root` (client/arm-extras.ts). */
export function armBookings(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${Hook.booking}]`)) armBooking(form);
}
