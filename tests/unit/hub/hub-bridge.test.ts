import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  bridgeMessage,
  hubBridge,
  readBridgeMessage,
  reconcile,
  sameData,
} from '../../../site/dashboard/bridge-protocol.ts';
import { deleteCoupon, initialHubData, toggleOffer } from '../../../site/dashboard/hub-data.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const initial = initialHubData(catalog.hub);
const changed = deleteCoupon(toggleOffer(initial, 'group-offer'), 'food200');

const messages = suite('hub bridge: what crosses between the site and the hub');

messages('should take a message with sound data, or with null (the hub has nothing stored)', () => {
  assert.equal(readBridgeMessage(bridgeMessage(changed)), bridgeMessage(changed));
  assert.equal(
    readBridgeMessage(JSON.parse(JSON.stringify(bridgeMessage(changed)))),
    bridgeMessage(changed),
    'as structured clone delivers it',
  );
  assert.equal(readBridgeMessage(bridgeMessage(null)), bridgeMessage(null));
});

messages("should ignore anything else: other scripts' messages, foreign or corrupt data", () => {
  const hostile: unknown[] = [
    undefined,
    null,
    'kiln:hub-data',
    42,
    [bridgeMessage(changed)],
    { type: 'something-else', data: changed },
    { data: changed },
    { type: 'kiln:hub-data' },
    { type: 'kiln:hub-data', data: { offers: [] } },
    { type: 'kiln:hub-data', data: JSON.stringify(changed) },
  ];
  for (const raw of hostile) assert.is(readBridgeMessage(raw), undefined, JSON.stringify(raw)?.slice(0, 80));
});

messages('should leave out a bad row of the data it carries, as a stored one is (issue 33)', () => {
  const bad = { id: 'x', title: '<b>', discount: '', description: 'd', isActive: 'yes' };
  const read = readBridgeMessage({ type: 'kiln:hub-data', data: { ...changed, offers: [bad, ...changed.offers] } });
  assert.equal(read, bridgeMessage(changed));
});

messages.run();

const merging = suite('hub bridge: whose data wins');

merging("should take the hub's data when it differs from the site's copy", () => {
  assert.equal(reconcile(initial, changed), { adopt: changed });
  assert.equal(reconcile(changed, initial), { adopt: initial }, "the hub's samples too (a reset there)");
});

merging("should hand the hub the site's copy when the hub has nothing stored", () => {
  assert.equal(reconcile(changed, null), { send: changed });
});

merging('should do nothing when both hold the same data', () => {
  assert.equal(reconcile(changed, structuredClone(changed)), {});
  assert.ok(sameData(changed, JSON.parse(JSON.stringify(changed))));
  assert.not.ok(sameData(changed, initial));
  assert.not.ok(sameData(changed, null));
});

merging.run();

const where = suite('hub bridge: where it is');

where("should be at /bridge/ on the hub's origin, answering the site's origin", () => {
  assert.equal(hubBridge({ site: 'https://www.theclaytable.in', hub: 'https://theclaytable.in' }), {
    url: 'https://theclaytable.in/bridge/',
    parent: 'https://www.theclaytable.in',
  });
  assert.equal(hubBridge({ site: 'http://localhost:4173/', hub: 'http://localhost:4174' }), {
    url: 'http://localhost:4174/bridge/',
    parent: 'http://localhost:4173',
  });
  assert.is(
    hubBridge({ site: 'https://www.example.in/shop/', hub: 'https://example.in/staff/' })?.url,
    'https://example.in/bridge/',
    'the hub serves it from its root',
  );
});

where("should not exist without the site's origin, or when the hub shares it", () => {
  assert.is(hubBridge({ hub: 'https://theclaytable.in' }), undefined, 'no site URL: no one to answer');
  assert.is(
    hubBridge({ site: 'https://example.in', hub: 'https://example.in/hub' }),
    undefined,
    'one origin, one storage',
  );
  assert.is(hubBridge({ site: 'not a url', hub: 'https://example.in' }), undefined);
});

where.run();
