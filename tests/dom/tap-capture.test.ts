import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { busyUntil } from '../../site/client/busy-until.ts';
import { replayHeldTaps, takeHeldTaps } from '../../site/client/replay-held-taps.ts';
import { TAP_CAPTURE_SCRIPT } from '../../site/layout/tap-capture.ts';
import { HELD_TAPS } from '../../site/lib/held-taps.ts';

/** Runs the head script's capture as a page's <head> does, before any other script: in the global scope. */
// biome-ignore lint/security/noGlobalEval: the head script is a string, run as the page runs it (happy-dom runs no inline script).
const startCapture = () => (0, eval)(TAP_CAPTURE_SCRIPT);
const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

const mount = () => {
  document.body.innerHTML = `
    <button type="button" id="add" data-add-to-cart='{"product":{},"variant":{}}'><svg id="icon"></svg>Add</button>
    <button type="button" id="cart" data-cart-open>Cart</button>
    <button type="button" id="estimate" data-estimator-open>Estimate your event</button>
    <div data-tabs><div role="tablist"><button role="tab" id="tab">Mains</button></div></div>
    <a href="#about" id="link">About</a>
    <form id="form"><button id="submit">Send</button></form>`;
  return (id: string) => document.getElementById(id)!;
};

const capture = suite('tap capture: before the boot script');

// The page's capture is stopped after each test, so no other test file's clicks are held.
capture.after.each(() => {
  takeHeldTaps();
  document.body.innerHTML = '';
});

capture('should hold a tap on a control with no code yet, and mark it busy at once', () => {
  startCapture();
  const $ = mount();
  assert.is(tap($('icon')), false, 'the default is prevented, even for a tap on the icon inside');
  assert.is($('add').getAttribute('aria-busy'), 'true');
  assert.is(tap($('estimate')), false);
  assert.is($('estimate').getAttribute('aria-busy'), 'true');
});

capture('should leave links, forms and other buttons alone', () => {
  startCapture();
  const $ = mount();
  $('form').addEventListener('submit', (event) => event.preventDefault());
  assert.is(tap($('link')), true);
  assert.is(tap($('submit')), true);
  assert.not.ok($('link').hasAttribute('aria-busy'));
  assert.not.ok($('submit').hasAttribute('aria-busy'));
});

capture('should hand over each held control once, in the order tapped, and stop holding', () => {
  startCapture();
  const $ = mount();
  tap($('tab'));
  tap($('add'));
  tap($('add'));
  tap($('tab'));
  const held = takeHeldTaps();
  assert.equal(
    held.map((el) => el.id),
    ['tab', 'add'],
  );
  assert.is(tap($('cart')), true, 'no longer held');
  assert.not.ok($('cart').hasAttribute('aria-busy'));
  assert.equal(takeHeldTaps(), [], 'nothing is handed over twice');
});

capture('should stop holding, and unmark what it held, when the boot script fails to load', () => {
  startCapture();
  const $ = mount();
  tap($('add'));
  const script = document.createElement('script');
  script.type = 'module';
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
  assert.not.ok($('add').hasAttribute('aria-busy'));
  assert.is(tap($('cart')), true, 'no longer held');
});

capture('should keep holding when a picture fails to load', () => {
  startCapture();
  const $ = mount();
  tap($('add'));
  const picture = document.createElement('img');
  document.body.append(picture);
  picture.dispatchEvent(new Event('error'));
  assert.is($('add').getAttribute('aria-busy'), 'true', 'still marked');
  assert.is(tap($('cart')), false, 'still held');
  assert.equal(
    takeHeldTaps().map((el) => el.id),
    ['add', 'cart'],
  );
});

capture.run();

const replay = suite('tap capture: the boot script takes over');

replay.after.each(() => {
  takeHeldTaps();
  document.body.innerHTML = '';
});

replay('should carry out each held tap once on its control, with its busy mark handed to the handler', () => {
  startCapture();
  const $ = mount();
  tap($('add'));
  tap($('add'));
  tap($('estimate'));
  const heard: string[] = [];
  const listen = (event: Event) => {
    const control = (event.target as Element).closest('button');
    heard.push(`${control?.id}${control?.hasAttribute('aria-busy') ? ' (busy)' : ''}`);
  };
  document.addEventListener('click', listen);
  try {
    replayHeldTaps();
    assert.equal(heard, ['add', 'estimate']);
    assert.not.ok($('add').hasAttribute('aria-busy'), 'no handler kept it busy');
  } finally {
    document.removeEventListener('click', listen);
  }
});

replay('should not carry out a tap on a control that has left the page', () => {
  startCapture();
  const $ = mount();
  const add = $('add');
  tap(add);
  add.remove();
  let heard = 0;
  add.addEventListener('click', () => heard++);
  replayHeldTaps();
  assert.is(heard, 0);
});

replay('should do nothing without the head script (a page built before it, or the hub bridge)', () => {
  delete (globalThis as Record<string, unknown>)[HELD_TAPS];
  replayHeldTaps();
  assert.equal(takeHeldTaps(), []);
});

replay.run();

const busy = suite('busy until answered');

busy('should mark a control busy until its answer comes, and ignore taps meanwhile', async () => {
  const button = document.createElement('button');
  let answer!: () => void;
  let asked = 0;
  const ask = () => {
    asked++;
    return new Promise<void>((resolve) => (answer = resolve));
  };
  busyUntil(button, ask);
  assert.is(button.getAttribute('aria-busy'), 'true');
  busyUntil(button, ask);
  assert.is(asked, 1, 'a second tap while the first is on its way adds nothing');
  answer();
  await Promise.resolve();
  await Promise.resolve();
  assert.not.ok(button.hasAttribute('aria-busy'));
  busyUntil(button, ask);
  assert.is(asked, 2, 'a tap after the answer is heard again');
  answer();
});

busy('should clear the busy mark when the code does not arrive', async () => {
  const button = document.createElement('button');
  let fail!: (error: Error) => void;
  busyUntil(button, () => new Promise((_, reject) => (fail = reject)));
  fail(new Error('network'));
  await new Promise((resolve) => setTimeout(resolve));
  assert.not.ok(button.hasAttribute('aria-busy'));
});

busy.run();
