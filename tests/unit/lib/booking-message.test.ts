import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import forms from '../../fixtures/catalog/forms.json' with { type: 'json' };
import { bookingDate, bookingMessage, bookingTime, fillLines } from '../../../site/core/lib/booking-message.ts';
import { whatsappChatUrl } from '../../../site/core/lib/contact-links.ts';

const message = suite('the booking sent on WhatsApp');
const sample = { message: forms.reservation.whatsapp.message, locale: 'en-IN' };
const asha = {
  name: 'Asha Rao',
  phone: '+91 98450 00000',
  date: '2026-03-14',
  time: '19:30',
  guests: '4',
  requests: 'A high chair, please',
};

message('should write every detail the guest typed on its line of the template, the date and time in words', () => {
  assert.is(
    bookingMessage(sample, asha),
    [
      "Hello The Clay Table! I'd like to book a table.",
      'Name: Asha Rao',
      'Phone: +91 98450 00000',
      'Date: Saturday, 14 March 2026',
      'Time: 7:30 pm',
      'Guests: 4',
      'Special requests: A high chair, please',
    ].join('\n'),
  );
});

message('should leave out the line of a detail left empty, and trim what was typed', () => {
  const text = bookingMessage(sample, { ...asha, name: '  Asha Rao ', requests: '   ' });
  assert.not.match(text, 'Special requests');
  assert.ok(text.endsWith('\nGuests: 4'), text);
  assert.match(text, '\nName: Asha Rao\n');
  // A field the form did not send at all reads as empty too.
  assert.not.match(bookingMessage(sample, { ...asha, requests: undefined }), 'Special requests');
});

message("should follow the staff's template: their order, their words, one line or many", () => {
  assert.is(
    bookingMessage({ message: 'Hi! A table for {guests} on {date} at {time}. {name}', locale: 'en-IN' }, asha),
    'Hi! A table for 4 on Saturday, 14 March 2026 at 7:30 pm. Asha Rao',
  );
});

message(
  'should keep lines without placeholders, a line with one detail given, and placeholders it does not know',
  () => {
    const values = { name: 'Asha', requests: '' };
    assert.is(
      fillLines('Hello!\n\n{name} ({requests})\nFrom {site}\nNote: {requests}', values),
      'Hello!\n\nAsha ()\nFrom {site}',
    );
  },
);

message('should write dates and times in the locale of the site, and anything else as given', () => {
  assert.is(bookingDate('2026-03-10', 'en-IN'), 'Tuesday, 10 March 2026');
  assert.is(bookingDate('2026-03-10', 'en-US'), 'Tuesday, March 10, 2026');
  assert.is(bookingTime('09:05', 'en-IN'), '9:05 am');
  assert.is(bookingTime('12:00', 'en-IN'), '12:00 pm');
  assert.is(bookingTime('19:30', 'en-GB'), '19:30');
  assert.is(bookingTime('19:30', 'en-US'), '7:30 PM', 'a narrow no-break space from ICU is written as a space');
  for (const odd of ['', 'soon', '2026-3-1']) assert.is(bookingDate(odd, 'en-IN'), odd);
  for (const odd of ['', '7pm', '24:00']) assert.is(bookingTime(odd, 'en-IN'), odd);
});

message('should open a chat with the café, the text encoded, whatever way its number is written', () => {
  const url = whatsappChatUrl('+91 98450-12345', 'Name: Asha & Ravi\nGuests: 4 #1');
  assert.is(url, 'https://wa.me/919845012345?text=Name%3A%20Asha%20%26%20Ravi%0AGuests%3A%204%20%231');
  assert.is(new URL(url).searchParams.get('text'), 'Name: Asha & Ravi\nGuests: 4 #1');
});

message.run();
