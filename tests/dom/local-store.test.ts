import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createLocalStore } from '../../site/store/local-store.ts';

const store = suite('createLocalStore');
const isNumberList = (raw: unknown) =>
  Array.isArray(raw) && raw.every((n) => typeof n === 'number') ? (raw as number[]) : undefined;

store.before.each(() => localStorage.clear());

store('should start from the fallback and persist what is set', () => {
  const s = createLocalStore('k1', isNumberList, []);
  assert.equal(s.get(), []);
  s.set([1, 2]);
  assert.is(localStorage.getItem('k1'), '[1,2]');
  assert.equal(createLocalStore('k1', isNumberList, []).get(), [1, 2], 'a new page reads it back');
});

store('should ignore corrupt JSON and foreign shapes', () => {
  localStorage.setItem('k2', '{not json');
  assert.equal(createLocalStore('k2', isNumberList, [7]).get(), [7]);
  localStorage.setItem('k3', '{"lines":"nope"}');
  assert.equal(createLocalStore('k3', isNumberList, [7]).get(), [7]);
});

store('should tell subscribers, and stop when they unsubscribe', () => {
  const s = createLocalStore('k4', isNumberList, []);
  const seen: number[][] = [];
  const off = s.subscribe((v) => seen.push(v));
  s.set((prev) => [...prev, 1]);
  off();
  s.set([9]);
  assert.equal(seen, [[1]]);
});

store('should follow changes made in another tab', () => {
  const s = createLocalStore('k5', isNumberList, []);
  localStorage.setItem('k5', '[4]');
  window.dispatchEvent(new StorageEvent('storage', { key: 'k5' }));
  assert.equal(s.get(), [4]);
});

store('should keep working when storage throws', () => {
  const s = createLocalStore('k6', isNumberList, []);
  const real = Storage.prototype.setItem;
  Storage.prototype.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  try {
    s.set([3]);
  } finally {
    Storage.prototype.setItem = real;
  }
  assert.equal(s.get(), [3]);
});

store.run();

const bfcache = suite('createLocalStore: back-forward cache');

bfcache('should read storage again when the page comes back from the back-forward cache', () => {
  localStorage.clear();
  const s = createLocalStore('k7', isNumberList, []);
  const seen: number[][] = [];
  s.subscribe((v) => seen.push(v));
  localStorage.setItem('k7', '[5]'); // written by another page while this one sat in the cache
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  assert.equal(s.get(), [], 'a normal pageshow changes nothing');
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  assert.equal(s.get(), [5]);
  assert.equal(seen, [[5]]);
});

bfcache.run();
