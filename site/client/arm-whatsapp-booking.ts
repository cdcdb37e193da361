import {
  bookingMessage,
  type BookingFields,
  WHATSAPP_LINK_MAX,
  type WhatsappBooking,
} from '../core/lib/booking-message.ts';
import { whatsappChatUrl } from '../core/lib/contact-links.ts';
import { Hook } from '../lib/dom-hooks.ts';

/**
 * A reservation form's "Send on WhatsApp" (sections/ReservationForm.tsx) is a second submit
 * button, so the browser's own checks and bubbles stop an incomplete booking before any script
 * runs. Sent by it, the form opens a WhatsApp chat with the café, the booking written in, instead
 * of the demo toast (client/init-demo-actions.ts); the form keeps what was typed. Armed by
 * client/arm-bookings.ts after its own submit check, which so runs first and can still refuse.
 * A booking too long for a wa.me link is refused on the special requests, in the catalogue's words.
 */
export function armWhatsappBooking(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    const data = event.submitter?.getAttribute(Hook.whatsappBooking);
    if (!data) return;
    event.preventDefault();
    event.stopImmediatePropagation(); // no demo toast, no reset
    const booking = JSON.parse(data) as WhatsappBooking;
    const fields = Object.fromEntries(
      [...new FormData(form)].map(([key, value]) => [key, String(value)]),
    ) as BookingFields;
    const link = whatsappChatUrl(booking.to, bookingMessage(booking, fields));
    // Too long for a link (a long paste, or text written in many bytes): the browser's bubble says so on the requests, and nothing opens.
    const requests = form.querySelector<HTMLTextAreaElement>('textarea[name=requests]');
    if (link.length > WHATSAPP_LINK_MAX && requests) {
      requests.setCustomValidity(booking.tooLong);
      requests.reportValidity();
      requests.addEventListener('input', () => requests.setCustomValidity(''), { once: true });
      return;
    }
    window.open(link, '_blank', 'noopener');
  });
}
