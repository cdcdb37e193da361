import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, type ClientAssets } from '../../../scripts/bundle/bundle-client.ts';

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
  assert.ok((await read(assets.boot)).length < 12 * 1024, 'boot stays small');
});

bundle('should never ship the server renderer to the browser', async () => {
  for (const { path } of assets.files) {
    assert.not.ok((await readFile(path, 'utf8')).includes('renderToString'), `${path} contains react-dom/server`);
  }
});

bundle('should give every island its own content-hashed chunk', () => {
  const names = assets.files.map((f) => f.path);
  for (const island of ['gallery', 'hubs', 'cart', 'product', 'success', 'store-prices']) {
    assert.ok(names.some((n) => new RegExp(`/chunks/${island}-[A-Z0-9]{8}\\.js$`).test(n)), `${island} chunk`);
  }
});

bundle('should keep React and its DOM renderer under 70 KiB gzip', async () => {
  const root = assets.files.find((f) => /react-root-/.test(f.path))!;
  assert.ok(gzipSync(await readFile(root.path)).length < 70 * 1024);
});

bundle.run();
