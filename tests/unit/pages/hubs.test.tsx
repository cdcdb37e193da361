import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import HubsPage from '../../../site/pages/hubs-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const hubs = suite('hubs page (SSR)');

hubs('should render six posts as buttons named after their poster, inside an island', async () => {
  const catalog = await sampleCatalog();
  const html = renderHtml(<HubsPage catalog={catalog} path="/hubs" />);
  assert.is(catalog.hubs.posts.length, 6);
  assert.ok(html.includes('data-island="hubs"'));
  for (const post of catalog.hubs.posts) {
    assert.ok(html.includes(`<span class="visually-hidden">Open post by </span> @${post.user}`), post.user);
  }
  assert.is(html.match(/aria-haspopup="dialog"/g)?.length, 6);
});

hubs('should mark video posts and show no dialog content before one is opened', async () => {
  const catalog = await sampleCatalog();
  const html = renderHtml(<HubsPage catalog={catalog} path="/hubs" />);
  const videos = catalog.hubs.posts.filter((p) => p.type === 'video').length;
  assert.ok(videos > 0);
  assert.is(html.match(new RegExp(`>${catalog.hubs.labels.video}<`, 'g'))?.length, videos);
  assert.not.ok(
    html.replace(/data-props="[^"]*"/, '').includes('Comments will be shown here.'),
    'only in the island props',
  );
});

hubs.run();
