import './setup-dom.ts';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EXTRAS } from '../../site/client/arm-extras.ts';
import { ISLAND_FILES } from '../../site/islands/island-files.ts';
import { ISLANDS } from '../../site/islands/registry.ts';
import { EXTRA_FILES } from '../../site/lib/extra-files.ts';

/*
 * The build learns which module a page behaviour or an island is from data (lib/extra-files.ts,
 * islands/island-files.ts), not by reading the browser's code as text; the browser loads them
 * through its own loaders. The two must name the same files.
 */
const tables = suite('what the build knows of lazily loaded modules');

const load = (file: string) => import(pathToFileURL(resolve(file)).href) as Promise<Record<string, unknown>>;

tables('should name, for each page behaviour, the module its loader loads', async () => {
  assert.equal(Object.keys(EXTRA_FILES).sort(), Object.keys(EXTRAS).sort());
  for (const [hook, loader] of Object.entries(EXTRAS)) {
    const init = await loader();
    const module = await load(EXTRA_FILES[hook as keyof typeof EXTRA_FILES]);
    assert.ok(
      Object.values(module).includes(init),
      `${hook}: ${EXTRA_FILES[hook as keyof typeof EXTRA_FILES]} exports what its loader gives`,
    );
  }
});

tables('should name, for each island, the module its loader loads', async () => {
  assert.equal(Object.keys(ISLAND_FILES).sort(), Object.keys(ISLANDS).sort());
  for (const [name, entry] of Object.entries(ISLANDS)) {
    const loaded = await entry.load();
    const module = await load(ISLAND_FILES[name as keyof typeof ISLAND_FILES]);
    assert.is(module.default, loaded.default, `${name}: ${ISLAND_FILES[name as keyof typeof ISLAND_FILES]}`);
  }
});

tables.run();
