import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hydrateComponent } from '../../site/client/hydrate-component.tsx';

const failure = suite('islands: a failing island');

failure('should log which island failed and put the server HTML back', async () => {
  const el = document.createElement('div');
  el.dataset.island = 'broken';
  el.innerHTML = '<p>Server HTML</p>';
  document.body.append(el);
  const logged: unknown[][] = [];
  const realError = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    const Broken = (): never => {
      throw new Error('images[0] is null');
    };
    const outcome = await hydrateComponent(el, Broken, {}).then(
      () => 'hydrated',
      (e: Error) => e.message,
    );
    await new Promise((r) => setTimeout(r, 20));
    assert.is(outcome, 'images[0] is null');
    assert.ok(
      logged.some(([first]) => first === '[kiln] island "broken" failed:'),
      JSON.stringify(logged.map((l) => l[0])),
    );
    assert.is(el.innerHTML, '<p>Server HTML</p>');
    assert.ok(el.hasAttribute('data-failed'));
  } finally {
    console.error = realError;
    el.remove();
  }
});

failure.run();
