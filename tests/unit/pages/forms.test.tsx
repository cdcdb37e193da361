import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import CollaboratePage from '../../../site/pages/collaborate-page.tsx';
import { ReservationForm } from '../../../site/sections/ReservationForm.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const load = sampleCatalog;
/** The <input>/<textarea> tag with this id, as rendered. */
const control = (html: string, id: string) =>
  html.match(new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

const reservation = suite('ReservationForm');

reservation('should require name, phone, date, time and guests (at least 1), with the right input types', async () => {
  const catalog = await load();
  const html = renderHtml(<ReservationForm catalog={catalog} idPrefix="r" />);
  const expect: [string, string][] = [
    ['r-name', 'text'],
    ['r-phone', 'tel'],
    ['r-date', 'date'],
    ['r-time', 'time'],
    ['r-guests', 'number'],
  ];
  for (const [id, type] of expect) {
    const tag = control(html, id);
    assert.ok(tag.includes(`type="${type}"`), `${id} is ${type}: ${tag}`);
    assert.ok(tag.includes('required'), `${id} is required`);
  }
  assert.ok(control(html, 'r-guests').includes('min="1"'));
  assert.not.ok(control(html, 'r-requests').includes('required'), 'special requests are optional');
  for (const label of ['Full Name', 'Phone Number', 'Date', 'Time', 'Guests', 'Special Requests'])
    assert.ok(html.includes(`>${label}`), label);
});

reservation('should carry the demo toast and never an action that sends anything', async () => {
  const catalog = await load();
  const html = renderHtml(<ReservationForm catalog={catalog} />);
  assert.ok(html.includes('data-demo-toast'));
  assert.ok(html.includes('Reservation Submitted!'));
  assert.not.ok(/<form[^>]*action=/.test(html));
});

reservation('should give two instances different ids', async () => {
  const catalog = await load();
  const html = renderHtml(
    <>
      <ReservationForm catalog={catalog} idPrefix="home" />
      <ReservationForm catalog={catalog} idPrefix="page" />
    </>,
  );
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  assert.is(new Set(ids).size, ids.length, `duplicate ids: ${ids}`);
});

const collaborate = suite('collaborate page');

collaborate('should require a name or company, an email and the idea', async () => {
  const catalog = await load();
  const html = renderHtml(<CollaboratePage catalog={catalog} path="/collaborate" />);
  assert.ok(control(html, 'collab-name').includes('required'));
  assert.ok(control(html, 'collab-email').includes('type="email"'));
  assert.ok(control(html, 'collab-email').includes('required'));
  assert.ok(control(html, 'collab-idea').startsWith('<textarea'));
  assert.ok(control(html, 'collab-idea').includes('required'));
  assert.ok(html.includes('Collaboration Request Sent!'));
});

reservation.run();
collaborate.run();
