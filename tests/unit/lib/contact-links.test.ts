import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mailtoUrl, telUrl, whatsappShareUrl, whatsappUrl } from '../../../site/core/lib/contact-links.ts';

const links = suite('contact links');

links('should build the WhatsApp and email links with the text encoded', () => {
  assert.is(whatsappShareUrl('Adults: 10\nTotal: ₹1'), 'https://wa.me/?text=Adults%3A%2010%0ATotal%3A%20%E2%82%B91');
  assert.is(
    mailtoUrl('events@theclaytable.in', 'Event Booking Inquiry', 'A & B'),
    'mailto:events@theclaytable.in?subject=Event%20Booking%20Inquiry&body=A%20%26%20B',
  );
});

links('should write a mail link with only the fields it is given', () => {
  assert.is(mailtoUrl('hello@theclaytable.in'), 'mailto:hello@theclaytable.in');
  assert.is(
    mailtoUrl('hello@theclaytable.in', 'Application: Barista'),
    'mailto:hello@theclaytable.in?subject=Application%3A%20Barista',
  );
});

links('should dial and chat with the digits of a number as people write it', () => {
  assert.is(telUrl('+91 98450-12345'), 'tel:+919845012345');
  assert.is(whatsappUrl({ whatsapp: '+91 98450 12345' }), 'https://wa.me/919845012345');
});

links.run();
