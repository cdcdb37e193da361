import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dismissToast, showToast, TOAST_DURATION_MS } from '../../site/client/show-toast.ts';

const toast = suite('toast');

toast.after.each(() => dismissToast());

toast('should show the title and description in a live region', () => {
  showToast({ title: 'Order Placed!', description: 'Your order has been received. You can pay at the counter.' });
  const region = document.getElementById('toaster')!;
  assert.is(region.getAttribute('role'), 'status');
  assert.is(region.getAttribute('aria-live'), 'polite');
  assert.is(region.querySelector('.toast-title')!.textContent, 'Order Placed!');
  assert.is(
    region.querySelector('.toast-description')!.textContent,
    'Your order has been received. You can pay at the counter.',
  );
});

toast('should keep only one toast visible at a time', () => {
  showToast({ title: 'First', description: 'one' });
  showToast({ title: 'Second', description: 'two' });
  const shown = document.querySelectorAll('#toaster .toast');
  assert.is(shown.length, 1);
  assert.is(shown[0]!.querySelector('.toast-title')!.textContent, 'Second');
});

toast('should announce a destructive toast assertively', () => {
  showToast({ title: 'Checkout Error', description: 'x', variant: 'destructive' });
  assert.is(document.getElementById('toaster')!.getAttribute('aria-live'), 'assertive');
  assert.is((document.querySelector('#toaster .toast') as HTMLElement).dataset.variant, 'destructive');
});

toast('should close itself after 5000 ms', () => {
  assert.is(TOAST_DURATION_MS, 5000);
  const real = globalThis.setTimeout;
  const scheduled: { fn: () => void; ms: number }[] = [];
  globalThis.setTimeout = ((fn: () => void, ms: number) => (scheduled.push({ fn, ms }), 1)) as typeof setTimeout;
  try {
    showToast({ title: 'Copied to clipboard!', description: 'x' });
  } finally {
    globalThis.setTimeout = real;
  }
  assert.is(scheduled.at(-1)!.ms, 5000);
  scheduled.at(-1)!.fn();
  assert.is(document.querySelectorAll('#toaster .toast').length, 0);
});

toast('should close from its dismiss button, labelled from the catalogue', () => {
  document.getElementById('toaster')!.dataset.dismissLabel = 'Close this message';
  showToast({ title: 'Hello', description: 'x' });
  const close = document.querySelector('.toast-close') as HTMLButtonElement;
  assert.is(close.getAttribute('aria-label'), 'Close this message');
  close.click();
  assert.is(document.querySelectorAll('#toaster .toast').length, 0);
});

toast('should render catalogue text as text', () => {
  showToast({ title: '<img src=x onerror=alert(1)>', description: '<b>bold</b>' });
  assert.is(document.querySelector('#toaster img'), null);
  assert.is(document.querySelector('.toast-description')!.textContent, '<b>bold</b>');
});

toast.run();
