import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initServedHours } from '../../site/client/init-served-hours.ts';

/* A dish served some hours: its add button shows only then, by the café's clock, not the guest's. */

const hours = suite('initServedHours');

/** "HH:MM" on UTC's clock, `minutes` from now. */
const utc = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(11, 16);

function dish(hook: string): HTMLElement {
  const li = document.createElement('li');
  li.innerHTML = `<span class="name">Bun Maska</span><span data-served="${hook}"><button type="button">Add</button></span>`;
  document.body.append(li);
  return li.querySelector('[data-served]')!;
}

hours('should hide the add button outside the serving hours and show it within them', () => {
  // Hours that cannot straddle midnight in a way that puts now on the other side: a two-hour window each.
  const now = dish(`UTC ${utc(-60)} ${utc(60)}`);
  const later = dish(`UTC ${utc(120)} ${utc(240)}`);
  const broken = dish('sometime');
  initServedHours(document);
  assert.not.ok(now.hidden, 'served now');
  assert.ok(later.hidden, 'served later today');
  assert.not.ok(broken.hidden, 'a hook it cannot read leaves the button');
});

hours('should keep the café’s clock whatever the guest’s: Kolkata is UTC + 5:30', () => {
  const shifted = (minutes: number) => new Date(Date.now() + (330 + minutes) * 60_000).toISOString().slice(11, 16);
  const kolkata = dish(`Asia/Kolkata ${shifted(-30)} ${shifted(30)}`);
  initServedHours(document);
  assert.not.ok(kolkata.hidden);
});

hours.run();
