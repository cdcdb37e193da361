import './setup-dom.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { armWhatsappBooking } from '../../site/client/arm-whatsapp-booking.ts';
import { REQUESTS_MAX_LENGTH, WHATSAPP_LINK_MAX } from '../../site/core/lib/booking-message.ts';
import { ReservationForm } from '../../site/sections/ReservationForm.tsx';
import { sampleCatalog } from '../sample-catalog.ts';

/*
 * Issue 33, part 4: a booking too long for a wa.me link (3 MB of special requests opened a blank
 * WhatsApp tab) is refused on the special requests field, in the catalogue's words, and the field
 * takes no more than a link carries.
 */

const length = suite('reservation form: what a WhatsApp link carries');

const catalog = await sampleCatalog();
const opened: string[] = [];
window.open = ((url: string) => {
  opened.push(url);
  return null;
}) as typeof window.open;

function mount() {
  document.body.innerHTML = renderToStaticMarkup(<ReservationForm catalog={catalog} idPrefix="t" />);
  const form = document.querySelector('form')!;
  armWhatsappBooking(form);
  const set = (name: string, value: string) => {
    form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)!.value = value;
  };
  set('name', 'Asha');
  set('phone', '+91 98450 12345');
  set('guests', '4');
  set('date', '2026-03-14');
  set('time', '19:30');
  const requests = form.querySelector<HTMLTextAreaElement>('textarea[name=requests]')!;
  const send = () => {
    opened.length = 0;
    const button = [...form.querySelectorAll('button')].find((b) =>
      b.textContent?.includes(catalog.forms.reservation.whatsapp.button),
    )!;
    form.dispatchEvent(Object.assign(new Event('submit', { cancelable: true }), { submitter: button }));
  };
  return { requests, send };
}

length('should cap the special requests at what a link carries', () => {
  const { requests } = mount();
  assert.is(requests.maxLength, REQUESTS_MAX_LENGTH);
});

length('should open WhatsApp with a booking of full-length English requests', () => {
  const { requests, send } = mount();
  requests.value = 'A quiet corner, please. '.repeat(40).slice(0, REQUESTS_MAX_LENGTH);
  send();
  assert.is(opened.length, 1);
  assert.ok(opened[0]!.length <= WHATSAPP_LINK_MAX, `${opened[0]!.length} characters`);
  assert.is(requests.validationMessage, '');
});

length('should refuse a booking too long for a link on the requests, in the catalogue words, and open nothing', () => {
  const { requests, send } = mount();
  // 500 characters of Devanagari: 4,500 once written into a link.
  requests.value = 'क'.repeat(REQUESTS_MAX_LENGTH);
  send();
  assert.equal(opened, []);
  assert.is(requests.validationMessage, catalog.forms.reservation.whatsapp.tooLong);
  // Shortened, it goes.
  requests.value = 'क'.repeat(50);
  requests.dispatchEvent(new Event('input'));
  assert.is(requests.validationMessage, '');
  send();
  assert.is(opened.length, 1);
});

length.run();
