import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogCounts, scaleCatalog } from '../../../scripts/bench/scale-catalog.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';

/* The bench's larger catalogues must be ones staff could have written: valid, and as large as it says. */
const scale = suite("scaleCatalog: the bench's larger catalogues");

let root: string;
scale.before(async () => void (root = await mkdtemp(join(tmpdir(), 'kiln-scale-'))));
scale.after(() => rm(root, { recursive: true, force: true }));

scale('should make every growing list that many times as long, and still validate', async () => {
  const sample = await catalogCounts('tests/fixtures/catalog');
  await scaleCatalog('tests/fixtures/catalog', join(root, 'x3'), 3);
  const grown = await catalogCounts(join(root, 'x3'));
  for (const [list, count] of Object.entries(sample)) assert.is(grown[list], count * 3, list);
  const { problems } = await validateCatalog(join(root, 'x3'));
  assert.equal(
    problems.map((p) => `${p.file}:${p.line} ${p.message}`),
    [],
  );
});

scale("should make the issue's 1,000× catalogue (7,000 reservations among the rest), valid", async () => {
  await scaleCatalog('tests/fixtures/catalog', join(root, 'x1000'), 1000);
  assert.equal(await catalogCounts(join(root, 'x1000')), {
    menuItems: 39_000,
    events: 9000,
    photos: 10_000,
    posts: 6000,
    products: 5000,
    reservations: 7000,
  });
  const { problems } = await validateCatalog(join(root, 'x1000'));
  assert.equal(
    problems.map((p) => `${p.file}:${p.line} ${p.message}`),
    [],
  );
});

scale.run();
