import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Fixture, kiln, makeFixture, REPO } from './fixture.ts';

/*
 * Travelling in time with --now: a one-day offer and an event on the same day (with no fixed
 * eventsReferenceDate, as a new café has), and a dish sold out that day. On the day: the offer is
 * shown, the event is upcoming, the dish is sold out. The next day, after the café opens: the offer
 * is gone, the event is past, the dish is offered again. Every page of such a build says noindex.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 60;
const DAY = '2025-10-18';
const OFFER = 'Diwali Day Special';
const EVENT = 'Diwali Diya Painting Workshop';

const now = suite('kiln build --now');
let fixture: Fixture;
let root: string;
let dish: string;

now.before(async () => {
  fixture = await makeFixture('build-now', async (f) => {
    await f.editJson('site.json', (site) => {
      delete site.eventsReferenceDate;
    });
    await f.editJson('offers.json', (offers) => {
      offers.items.push({ ...offers.items[0], id: 'diwali-day', title: OFFER, startsOn: DAY, endsOn: DAY });
    });
    await f.editJson('menu.json', (menu) => {
      const first = menu.categories[0].items?.[0] ?? menu.categories[0].sections[0].items[0];
      first.soldOut = DAY;
      dish = first.name;
    });
  });
  root = await mkdtemp(join(tmpdir(), 'kiln-build-now-'));
});

now.after(async () => {
  await fixture.cleanup();
  await rm(root, { recursive: true, force: true });
});

/** The events page's upcoming and past lists, as text: what lies between the two headings, and after the second. */
async function eventLists(site: string) {
  const html = await readFile(join(site, 'events', 'index.html'), 'utf8');
  const [upcoming, past] = [html.indexOf('Upcoming events'), html.indexOf('Past events')];
  return { upcoming: html.slice(upcoming, past), past: html.slice(past) };
}

now(
  'should show the offer, the event as upcoming and the dish sold out on the day, and say the build is not real',
  async () => {
    const out = join(root, 'on-the-day');
    // Noon in the café (Asia/Kolkata): the café is open, the dish ran out this morning.
    const run = kiln('build', '--catalog', fixture.dir, '--out', out, '--now', `${DAY}T12:00`);
    assert.is(run.code, 0, run.stderr);
    assert.match(
      run.stdout,
      `, as of ${DAY}T12:00 (--now): a build for trying dates, not for publishing; every page asks search engines to leave it out.`,
    );
    const site = join(out, 'site');
    assert.match(await readFile(join(site, 'offers', 'index.html'), 'utf8'), OFFER);
    const { upcoming, past } = await eventLists(site);
    assert.match(upcoming, EVENT);
    assert.not.match(past, EVENT);
    const menu = await readFile(join(site, 'menu', 'index.html'), 'utf8');
    assert.match(menu, /data-sold-out-until="\d+"/, `${dish} is sold out`);

    // Never mistaken for a real build: every page asks not to be listed, and the marker says when it was set.
    const pages = (await readdir(site, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    assert.ok(pages.length > 20);
    for (const page of pages) {
      const html = await readFile(join(site, page), 'utf8');
      // A whole page (not a home section loaded into one).
      if (html.includes('<head>')) assert.match(html, '<meta name="robots" content="noindex">', page);
    }
    const marker = JSON.parse(await readFile(join(out, '.kiln-build.json'), 'utf8'));
    assert.is(marker.now, `${DAY}T12:00`);
  },
);

now('should say so when kiln serve --no-build serves such a build', async () => {
  const out = join(root, 'on-the-day');
  const args = ['--port', String(PORT), '--hub-port', String(PORT + 1), '--api-port', String(PORT + 2)];
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/cli.ts', 'serve', '--no-build', '--out', out, ...args],
    {
      cwd: REPO,
    },
  );
  let printed = '';
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        printed += chunk;
        if (printed.includes('Press Ctrl+C')) resolve();
      });
      server.stderr.on('data', (chunk: Buffer) => (printed += chunk));
      server.on('exit', (code) => reject(new Error(`exited ${code}: ${printed}`)));
    });
    assert.match(
      printed,
      `kiln serve: warning: ${out} was built as of ${DAY}T12:00 (--now): a build for trying dates, not for publishing; every page asks search engines to leave it out.\n`,
    );
  } finally {
    const ended = once(server, 'exit');
    server.kill();
    await ended;
  }
});

now(
  'should leave the offer out, list the event as past and offer the dish again the next day, after the café opens',
  async () => {
    const out = join(root, 'next-day');
    // The café opens at 11:00 every day: half an hour later.
    const run = kiln('build', '--catalog', fixture.dir, '--out', out, '--now', '2025-10-19T11:30');
    assert.is(run.code, 0, run.stderr);
    const site = join(out, 'site');
    assert.not.match(await readFile(join(site, 'offers', 'index.html'), 'utf8'), OFFER);
    assert.not.match(await readFile(join(site, 'index.html'), 'utf8'), OFFER);
    const { upcoming, past } = await eventLists(site);
    assert.not.match(upcoming, EVENT);
    assert.match(past, EVENT);
    const menu = await readFile(join(site, 'menu', 'index.html'), 'utf8');
    assert.not.match(menu, /data-sold-out-until=/, `${dish} is offered again`);
  },
);

now('should refuse a --now that is not a day, in plain words, building nothing', () => {
  const run = kiln('build', '--catalog', fixture.dir, '--out', join(root, 'never'), '--now', '2025-02-30');
  assert.is(run.code, 2);
  assert.match(run.stderr, 'expected a day as YYYY-MM-DD');
});

now.run();
