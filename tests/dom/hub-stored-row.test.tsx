import './setup-dom.ts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import hubJson from '../../catalog/hub.json' with { type: 'json' };
import type { HubCatalog } from '../../site/catalog/hub.ts';
import { STORAGE_KEYS } from '../../site/store/keys.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * Issue 33, part 6: one bad stored hub row hid every stored row, good ones included, and the demo
 * rows came back. Staff deleted an offer; a row this browser cannot read is stored beside theirs.
 */
const hub = structuredClone(hubJson) as unknown as HubCatalog;
const kept = hub.offers.items.filter((o) => o.id !== 'group-offer');
localStorage.setItem(
  STORAGE_KEYS.hubData,
  JSON.stringify({
    offers: [...kept.slice(0, 1), { id: 'bad-offer', title: { text: 'not a text' } }, ...kept.slice(1)],
    reservations: hub.reservations.items,
    coupons: hub.coupons.items,
  }),
);
// Imported once the storage holds the staff's data: the store reads it when first used.
const { Offers } = await import('../../site/dashboard/Offers.tsx');

const stored = suite('hub screens: a bad stored row');

stored("Offers: shows the staff's stored offers without the bad row, and not the deleted demo offer", async () => {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  await act(async () => root.render(<Offers hub={hub} />));
  assert.equal(
    [...el.querySelectorAll('[data-offer]')].map((o) => o.getAttribute('data-offer')),
    kept.map((o) => o.id),
  );
  assert.is(el.querySelector('[data-offer="group-offer"]'), null, 'the deleted offer stays deleted');
  await act(async () => root.unmount());
  el.remove();
});

stored.run();
