import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hubJson from '../fixtures/catalog/hub.json' with { type: 'json' };
import type { HubCatalog } from '../../site/core/catalog/hub.ts';
import { initialHubData, parseHubData } from '../../site/dashboard/hub-data.ts';
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { createLocalStore } from '../../site/store/local-store.ts';

/*
 * Issue 33, part 6: one bad stored hub row hid every stored row, good ones included, and the demo
 * rows came back. Staff deleted an offer; a row this browser cannot read is stored beside theirs.
 * Read as the hub reads it (site/dashboard/hub-store.ts), from this browser's storage; a store of
 * the test's own, so the screens' tests in this process keep theirs.
 */
const hub = structuredClone(hubJson) as unknown as HubCatalog;
const samples = initialHubData(hub);
const kept = hub.offers.items.filter((o) => o.id !== 'group-offer');

const stored = suite('hub data: a bad stored row');

stored("should read the staff's stored rows without the bad one, not the demo rows", () => {
  const before = localStorage.getItem(STORAGE_KEYS.hubData);
  try {
    localStorage.setItem(
      STORAGE_KEYS.hubData,
      JSON.stringify({
        offers: [...kept.slice(0, 1), { id: 'bad-offer', title: { text: 'not a text' } }, ...kept.slice(1)],
        reservations: [...hub.reservations.items, { id: 'r-bad', date: '2025-13-01' }],
        coupons: hub.coupons.items,
      }),
    );
    const data = createLocalStore(STORAGE_KEYS.hubData, parseHubData, samples).get();
    assert.equal(
      data.offers.map((o) => o.id),
      kept.map((o) => o.id),
      'the deleted offer stays deleted, the bad one is left out',
    );
    assert.equal(data.reservations, hub.reservations.items);
    assert.equal(data.coupons, hub.coupons.items);
  } finally {
    if (before === null) localStorage.removeItem(STORAGE_KEYS.hubData);
    else localStorage.setItem(STORAGE_KEYS.hubData, before);
  }
});

stored.run();
