import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadShopCatalog } from '../../../scripts/emulator/shop-catalog.ts';
import { loadSchemas } from '../../../scripts/validate/load-schemas.ts';
import { makeFixture } from '../../cli/fixture.ts';

const shop = suite('the commerce emulator without store.json or packages.json');

shop('should still sell the dishes, and no demo product or package', async () => {
  const fixture = await makeFixture('shop-without-store', async (f) => {
    await f.remove('store.json');
    await f.remove('packages.json');
  });
  try {
    const sold = await loadShopCatalog(fixture.dir, await loadSchemas(join(fixture.dir, 'schemas')));
    assert.equal(sold.demo, []);
    assert.ok(sold.cafe.size > 10, `${sold.cafe.size} dishes`);
    const whole = await loadShopCatalog('tests/fixtures/catalog', await loadSchemas('tests/fixtures/catalog/schemas'));
    assert.ok(sold.cafe.size < whole.cafe.size, 'no package is sold');
  } finally {
    await fixture.cleanup();
  }
});

shop.run();
