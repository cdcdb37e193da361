import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BOOT_BUDGET } from '../../../scripts/budgets.ts';
import { bundleClient, ENTRIES, type ClientAssets } from '../../../scripts/bundle/bundle-client.ts';

const bundle = suite('client bundle');
let out: string;
let assets: ClientAssets;
const read = (url: string) => readFile(join(out, url.replace('/assets/', '')), 'utf8');
// Present in React's element code: a chunk containing it carries React.
const REACT_MARK = 'react.transitional.element';

bundle.before(async () => {
  out = await mkdtemp(join(tmpdir(), 'kiln-bundle-'));
  assets = await bundleClient(out);
});
bundle.after(() => rm(out, { recursive: true, force: true }));

bundle('should keep React out of the script every page loads', async () => {
  for (const url of [assets.boot, ...assets.preload]) {
    assert.not.ok((await read(url)).includes(REACT_MARK), `${url} must not contain React`);
  }
  assert.ok(gzipSync(await read(assets.boot)).length < BOOT_BUDGET, 'boot stays small');
});

bundle('should never ship the server renderer to the browser', async () => {
  for (const { path } of assets.files) {
    assert.not.ok((await readFile(path, 'utf8')).includes('renderToString'), `${path} contains react-dom/server`);
  }
});

bundle('should give every island its own content-hashed chunk', () => {
  const names = assets.files.map((f) => f.path);
  for (const island of ['gallery-lightbox', 'hub-posts', 'cart-drawer', 'product-details', 'estimator']) {
    assert.ok(
      names.some((n) => new RegExp(`/chunks/${island}-[A-Z0-9]{8}\\.js$`).test(n)),
      `${island} chunk`,
    );
  }
});

bundle(
  'should bundle the boot script and its plain-DOM extras whole: one file each, no chunk to wait for',
  async () => {
    assert.equal(assets.preload, [], 'the boot script imports no chunk');
    const extras = assets.files.filter((f) =>
      /\/chunks\/(init-live-hours|init-carousels|init-live-prices|init-live-product|init-order-status)-\w{8}\.js$/.test(
        f.path,
      ),
    );
    assert.is(extras.length, 5, extras.map((f) => f.path).join(' '));
    for (const { path } of [...extras, { path: join(out, assets.boot.replace('/assets/', '')) }]) {
      assert.not.match(await readFile(path, 'utf8'), /(^|[;}])import[^(]/, `${path} imports nothing at once`);
    }
  },
);

bundle('should keep React and its DOM renderer under 70 KiB gzip', async () => {
  const root = assets.files.find((f) => /hydrate-component-/.test(f.path))!;
  assert.ok(gzipSync(await readFile(root.path)).length < 70 * 1024);
});

bundle.run();

const hub = suite('hub bundle');
let hubOut: string;
let hubAssets: ClientAssets;

hub.before(async () => {
  hubOut = await mkdtemp(join(tmpdir(), 'kiln-hub-bundle-'));
  hubAssets = await bundleClient(hubOut, { entry: ENTRIES.hub });
});
hub.after(() => rm(hubOut, { recursive: true, force: true }));

/** The files of a bundle that contain `mark`. */
const carrying = async (files: ClientAssets['files'], mark: string) => {
  const found: string[] = [];
  for (const { path } of files) if ((await readFile(path, 'utf8')).includes(mark)) found.push(path);
  return found;
};

hub('should ship React, react-dom and wouter once each, and never the server renderer', async () => {
  const holding = (module: RegExp) =>
    hubAssets.files.filter((f) => f.inputs.some((i) => module.test(i))).map((f) => f.path);
  assert.is(holding(/node_modules\/react\/cjs\/react\.production\.js$/).length, 1, 'one copy of React');
  assert.is(
    holding(/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/).length,
    1,
    'one copy of react-dom',
  );
  assert.is(holding(/node_modules\/wouter\/src\/index\.js$/).length, 1, 'one copy of wouter');
  assert.equal(await carrying(hubAssets.files, 'renderToString'), []);
});

hub('should load the estimator in a chunk of its own, only when opened', () => {
  assert.ok(hubAssets.files.some((f) => /\/chunks\/EstimatorPanel-[A-Z0-9]{8}\.js$/.test(f.path)));
  assert.not.ok(hubAssets.preload.some((url) => /estimator/i.test(url)));
});

hub.run();
