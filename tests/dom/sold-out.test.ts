import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initSoldOut } from '../../site/client/init-sold-out.ts';

/* A menu page built while a dish was sold out, still open when the café next opens: the dish is offered again. */

const restore = suite('initSoldOut');

function dish(until: number): HTMLElement {
  const li = document.createElement('li');
  li.innerHTML = `<span class="sold-out" data-sold-out-until="${until}">Sold out</span><span hidden><button type="button">Add</button></span>`;
  document.body.append(li);
  return li;
}

restore('should give a dish its add button back once the café has opened, and leave one still sold out', () => {
  const opened = dish(Date.now() - 1000);
  const later = dish(Date.now() + 3_600_000);
  initSoldOut(document);
  assert.is(opened.textContent, 'Add');
  assert.not.ok(opened.querySelector('[hidden]'), 'the button shows');
  assert.is(later.textContent, 'Sold outAdd');
  assert.ok(later.querySelector('[hidden] button'), 'still hidden');
});

restore.run();
