import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initDemoActions } from '../../site/client/init-demo-actions.ts';
import { initTabs } from '../../site/client/init-tabs.ts';
import { dismissToast } from '../../site/client/show-toast.ts';

initTabs();
initDemoActions();

const tabs = suite('tabs');

const mountTabs = () => {
  document.body.innerHTML = `<div data-tabs><div role="tablist">
    <button role="tab" id="t-a" aria-controls="p-a" aria-selected="true" tabindex="0">A</button>
    <button role="tab" id="t-b" aria-controls="p-b" aria-selected="false" tabindex="-1">B</button>
    <button role="tab" id="t-c" aria-controls="p-c" aria-selected="false" tabindex="-1">C</button></div>
    <div role="tabpanel" id="p-a">a</div><div role="tabpanel" id="p-b" hidden>b</div><div role="tabpanel" id="p-c" hidden>c</div></div>`;
  return (id: string) => document.getElementById(id)!;
};

tabs("should show the clicked tab's panel and hide the others", () => {
  const $ = mountTabs();
  $('t-b').click();
  assert.is($('t-b').getAttribute('aria-selected'), 'true');
  assert.is($('t-a').getAttribute('aria-selected'), 'false');
  assert.is(($('p-b') as HTMLElement).hidden, false);
  assert.is(($('p-a') as HTMLElement).hidden, true);
  assert.is(($('t-b') as HTMLElement).tabIndex, 0);
});

tabs('should move with arrow keys, wrapping, and Home/End', () => {
  const $ = mountTabs();
  const key = (el: HTMLElement, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  key($('t-a'), 'ArrowLeft');
  assert.is($('t-c').getAttribute('aria-selected'), 'true', 'wraps to the last');
  key($('t-c'), 'ArrowRight');
  assert.is($('t-a').getAttribute('aria-selected'), 'true', 'wraps to the first');
  key($('t-a'), 'End');
  assert.is($('t-c').getAttribute('aria-selected'), 'true');
  assert.is(document.activeElement, $('t-c'));
});

tabs.run();

const forms = suite('demo forms and buttons');

forms("should show the form's toast, send nothing and clear the form", () => {
  document.body.innerHTML = `<form data-demo-toast='{"title":"Reservation Submitted!","description":"Demo only."}'>
    <input name="n"><button>Go</button></form>`;
  const form = document.querySelector('form')!;
  (form.elements.namedItem('n') as HTMLInputElement).value = 'Asha';
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  assert.ok(submit.defaultPrevented, 'no navigation, nothing sent');
  assert.is(document.querySelector('.toast-title')!.textContent, 'Reservation Submitted!');
  assert.is((form.elements.namedItem('n') as HTMLInputElement).value, '');
  dismissToast();
});

forms('should leave ordinary forms alone', () => {
  document.body.innerHTML = '<form><button>Go</button></form>';
  const form = document.querySelector('form')!;
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.addEventListener('submit', (e) => e.preventDefault()); // keep happy-dom from navigating
  form.dispatchEvent(event);
  assert.is(document.querySelector('.toast'), null);
});

forms("should show a demo button's toast and nothing else", () => {
  document.body.innerHTML = `<button type="button" data-demo-toast='{"title":"Booking Initiated!","description":"A demo."}'>Book</button>`;
  document.querySelector('button')!.click();
  assert.is(document.querySelector('.toast-title')!.textContent, 'Booking Initiated!');
  dismissToast();
});

forms.run();
