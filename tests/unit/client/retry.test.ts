import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { retry } from '../../../site/client/retry.ts';

const again = suite('retry: a request the network dropped');

/** A load that fails its first `failures` calls, counting them all. */
const flaky = (failures: number) => {
  const calls: number[] = [];
  const started = Date.now();
  const load = () => {
    calls.push(Date.now() - started);
    return calls.length <= failures ? Promise.reject(new Error(`dropped ${calls.length}`)) : Promise.resolve('loaded');
  };
  return { load, calls };
};

again('should run it once when it succeeds', async () => {
  const { load, calls } = flaky(0);
  assert.is(await retry(load, 10), 'loaded');
  assert.is(calls.length, 1);
});

again('should try once more after the delay by default, and give the second answer', async () => {
  const { load, calls } = flaky(1);
  assert.is(await retry(load, 30), 'loaded');
  assert.is(calls.length, 2);
  assert.ok(calls[1]! >= 25, `the second try waited ${calls[1]} ms`);
});

again('should give up with the last error once its tries are spent', async () => {
  const { load, calls } = flaky(5);
  const outcome = await retry(load, 5).then(
    () => 'loaded',
    (e: Error) => e.message,
  );
  assert.is(outcome, 'dropped 2');
  assert.is(calls.length, 2);
});

again('should wait twice as long before each further try', async () => {
  const { load, calls } = flaky(3);
  assert.is(await retry(load, 20, 3), 'loaded');
  assert.is(calls.length, 4);
  const waits = calls.slice(1).map((t, i) => t - calls[i]!);
  assert.ok(waits[0]! >= 15 && waits[1]! >= 35 && waits[2]! >= 75, `waited ${waits.join(', ')} ms`);
});

again.run();
