import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type QrDrawing, TOKEN_COOKIE } from '../../../editor/edit-protocol.ts';
import { launchKit } from '../../../scripts/edit/launch-kit.ts';
import { printCards } from '../../../scripts/edit/launch-kit-cards.ts';
import { isNarrowPhoto, leftBeforeLive } from '../../../scripts/edit/launch-kit-left.ts';
import { dayForStaff, profileRows } from '../../../scripts/edit/launch-kit-profile.ts';
import { type KitSite, kitSite } from '../../../scripts/edit/launch-kit-site.ts';
import { realAddress } from '../../../scripts/init/real-address.ts';
import { qrDrawing } from '../../../scripts/edit/qr-drawing.ts';
import { initCafe } from '../../../scripts/init/init-command.ts';
import { ruleMessages } from '../../../scripts/validate/validation-messages.ts';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import type { Problem } from '../../../site/core/problems/problem.ts';
import { makeFixture } from '../../cli/fixture.ts';
import { noisyPhoto } from '../../photo-fixture.ts';
import { startSession } from './edit-server-session.ts';

/* The launch kit's builder (scripts/edit/launch-kit*.ts): what is left before going live, the Google Business Profile's lines, the cards' addresses. */

const SITE = 'https://www.theclaytable.in';
const REVIEW = 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4';
const WORDS = { tables: 3, scan: 'Scan for our menu', table: 'Table {n}', review: 'Review us on Google' };

const site = (more: Partial<KitSite> = {}): KitSite => ({
  name: 'The Clay Table',
  siteUrl: SITE,
  specialDays: [],
  ...more,
});

/** What a phone's camera reads from the drawing: its squares painted 4 px each on white, with the quiet zone, decoded. */
function readQr({ size, d }: QrDrawing): string | undefined {
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < Number(w) * scale; dx += 1) {
        const at = (((Number(y) + 4) * scale + dy) * side + (Number(x) + 4) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return jsQR(pixels, side, side)?.data;
}

const problem = (file: string, pointer: string, message: string, warning = true): Problem => ({
  file,
  pointer,
  line: 1,
  column: 1,
  message,
  ...(warning && { warning: true }),
});

const keyOf = (file: string): CatalogKey | undefined =>
  (({ 'cafe/home.json': 'home', 'cafe/site.json': 'site', 'cafe/menu.json': 'menu' }) as const)[file];

const left = suite('launch kit: what is left before going live');

left('should list problems first, then the address, the placeholders a file at a time, then narrow photos', () => {
  const placeholder = ruleMessages.placeholderLeft('text');
  const narrow = ruleMessages.photoTooSmall('cafe/images/hero.jpg', 600, 1200);
  const found = leftBeforeLive(
    {
      problems: [problem('cafe/menu.json', '/categories/0/items/1/price', 'must be an integer', false)],
      warnings: [
        ...['/a', '/b', '/c', '/d', '/e'].map((p) => problem('cafe/home.json', p, placeholder)),
        problem('cafe/site.json', '/logo/src', ruleMessages.placeholderLeft('picture')),
        problem('cafe/home.json', '/hero/picture/src', narrow),
        problem('cafe/site.json', '/whatsapp', 'seems to lack the country code'),
      ],
    },
    { keyOf, siteFile: 'cafe/site.json', addressMissing: true },
  );
  assert.equal(
    found.map((l) => [l.kind, l.key, l.text, l.places, l.more]),
    [
      ['problems', 'menu', '1 problem to fix: the site cannot be built until then', ['/categories/0/items/1/price'], 0],
      [
        'address',
        'site',
        'The site’s own address is not set yet: search engines, link previews and the menu’s QR codes need it',
        ['/urls/site'],
        0,
      ],
      [
        'placeholders',
        'home',
        '5 placeholders still to replace with your own words or pictures',
        ['/a', '/b', '/c'],
        2,
      ],
      ['placeholders', 'site', '1 placeholder still to replace with your own words or pictures', ['/logo/src'], 0],
      ['photo', 'home', narrow, ['/hero/picture/src'], 0],
    ],
    'other warnings (a WhatsApp number) are not the launch kit’s',
  );
});

left('should tell validate’s narrow-photo warning from any other', () => {
  assert.ok(isNarrowPhoto(problem('x', '', ruleMessages.photoTooSmall('images/a b.jpg', 800, 1600))));
  assert.not.ok(isNarrowPhoto(problem('x', '', ruleMessages.photoTooSmall('images/a.jpg', 800, 1600), false)));
  assert.not.ok(isNarrowPhoto(problem('x', '', 'images/a.jpg is 800 px wide, but the site can show it 1600 px wide')));
});

left('should count a missing address only when it is none, or a placeholder under .example', () => {
  assert.is(realAddress(`${SITE}/`), SITE);
  assert.is(realAddress('https://www.your-cafe.example'), undefined);
  assert.is(realAddress('https://shop.example'), undefined);
  assert.is(realAddress('not an address'), undefined);
  assert.is(realAddress(undefined), undefined);
  assert.is(realAddress('https://example.com'), 'https://example.com');
});

left.run();

const profile = suite('launch kit: the lines for Google Business Profile');

profile(
  'should give the website, the menu and booking links, and the special days from today on, soonest first',
  () => {
    const days = [
      { date: '2026-12-25', name: 'Christmas', opens: '14:00', closes: '18:30' },
      { date: '2026-11-08', name: 'Diwali', closed: true },
      { date: '2026-10-02', name: 'Gone by', closed: true },
      { date: '2026-11-20', closed: true },
    ];
    assert.equal(profileRows(site({ specialDays: days }), { menu: true, reservations: true }, '2026-11-08'), [
      { label: 'Website', value: SITE },
      { label: 'Menu link', value: `${SITE}/menu` },
      { label: 'Booking link', value: `${SITE}/reservations` },
      { label: 'Special hours', value: 'Sun 8 Nov 2026 · Diwali · Closed' },
      { label: 'Special hours', value: 'Fri 20 Nov 2026 · Closed' },
      { label: 'Special hours', value: 'Fri 25 Dec 2026 · Christmas · 2:00 PM – 6:30 PM' },
    ]);
  },
);

profile('should link the outside booking form without a reservations page, and no menu without one', () => {
  const rows = profileRows(
    site({ reservationFormUrl: 'https://forms.theclaytable.in/reserve' }),
    { menu: false, reservations: false },
    '2026-01-01',
  );
  assert.equal(rows, [
    { label: 'Website', value: SITE },
    { label: 'Booking link', value: 'https://forms.theclaytable.in/reserve' },
  ]);
});

profile('should leave out every link to the site while its address is a placeholder', () => {
  const rows = profileRows(
    site({ siteUrl: 'https://www.your-cafe.example', reservationFormUrl: 'https://forms.your-cafe.example/reserve' }),
    { menu: true, reservations: true },
    '2026-01-01',
  );
  assert.equal(rows, []);
});

profile('should write a day as the profile does, in English whatever the machine', () => {
  assert.is(dayForStaff('2026-11-08'), 'Sun 8 Nov 2026');
  assert.is(dayForStaff('2027-09-01'), 'Wed 1 Sep 2027');
});

profile.run();

const cards = suite('launch kit: the cards to print');

cards('should make one card a numbered table, opening the menu with its number, then the review card', () => {
  const { cards: made, cardsWaitFor } = printCards(
    site({ tableCards: { ...WORDS, reviewHint: 'Tell us how we did' }, reviewUrl: REVIEW }),
    true,
  );
  assert.equal(cardsWaitFor, []);
  assert.equal(
    made.map(({ kind, url, words, table, hint }) => ({ kind, url, words, table, hint })),
    [
      { kind: 'menu', url: `${SITE}/menu?table=1`, words: 'Scan for our menu', table: 'Table 1', hint: undefined },
      { kind: 'menu', url: `${SITE}/menu?table=2`, words: 'Scan for our menu', table: 'Table 2', hint: undefined },
      { kind: 'menu', url: `${SITE}/menu?table=3`, words: 'Scan for our menu', table: 'Table 3', hint: undefined },
      { kind: 'review', url: REVIEW, words: 'Review us on Google', table: undefined, hint: 'Tell us how we did' },
    ],
  );
  assert.equal(
    made.map((c) => readQr(c.qr)),
    made.map((c) => c.url),
    'each QR code reads back as its address',
  );
});

cards('should make one menu card without a number when the café numbers no tables', () => {
  const { cards: made } = printCards(site({ tableCards: { ...WORDS, tables: 0 } }), true);
  assert.equal(
    made.map((c) => [c.url, c.table]),
    [[`${SITE}/menu`, undefined]],
  );
});

cards('should print nothing without the cards’ words, and no menu card without a real address or a menu', () => {
  assert.equal(printCards(site({ reviewUrl: REVIEW }), true), { cards: [], cardsWaitFor: ['words'] });
  const placeholder = printCards(
    site({ siteUrl: 'https://www.your-cafe.example', tableCards: WORDS, reviewUrl: REVIEW }),
    true,
  );
  assert.equal([placeholder.cards.map((c) => c.url), placeholder.cardsWaitFor], [[REVIEW], ['address']]);
  assert.equal(printCards(site({ tableCards: WORDS }), false), { cards: [], cardsWaitFor: [] });
});

cards('should read site.json field by field, a field of the wrong shape as absent', () => {
  const read = kitSite({
    name: 'X',
    urls: { site: SITE },
    socials: [
      { network: 'instagram', href: 'https://instagram.com/x' },
      { network: 'google-reviews', placeId: 'ChIJabc' },
    ],
    specialDays: [{ date: '2026-02-30', closed: true }, { date: '2026-03-01', opens: '9:00', closes: '18:00' }, 'x'],
    tableCards: { ...WORDS, tables: 301 },
  });
  assert.equal(read, {
    name: 'X',
    siteUrl: SITE,
    specialDays: [{ date: '2026-03-01', closes: '18:00' }],
    reviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJabc',
  });
  assert.equal(kitSite(undefined), { name: '', specialDays: [] });
});

cards('should draw a long address too, and read it back', () => {
  const url = `${SITE}/menu?table=300`;
  const drawn = qrDrawing(url);
  assert.ok(drawn.size >= 21 && (drawn.size - 17) % 4 === 0, `a QR code's side: ${drawn.size}`);
  assert.is(readQr(drawn), url);
  assert.is(readQr(qrDrawing(REVIEW)), REVIEW);
});

cards.run();

const whole = suite('launch kit: made from a catalogue on disk');

whole(
  'should find nothing left in the sample, its special day while it is ahead, and a card for each of its 12 tables',
  async () => {
    const fixture = await makeFixture('launch-kit');
    try {
      const before = await launchKit(fixture.dir, new Date('2026-10-01T12:00:00Z'));
      assert.is(before.name, 'The Clay Table');
      assert.equal(before.left, []);
      assert.equal(before.profile.at(-1), { label: 'Special hours', value: 'Sun 8 Nov 2026 · Diwali · Closed' });
      assert.equal(
        before.cards.map((c) => c.url),
        Array.from({ length: 12 }, (_, i) => `${SITE}/menu?table=${i + 1}`),
        'no Google reviews link in the sample: no review card',
      );
      const after = await launchKit(fixture.dir, new Date('2026-12-01T12:00:00Z'));
      assert.equal(
        after.profile.map((r) => r.label),
        ['Website', 'Menu link', 'Booking link'],
      );
    } finally {
      await fixture.cleanup();
    }
  },
);

whole('should list a photo too narrow for its place, in the file that names it', async () => {
  const fixture = await makeFixture('launch-kit-photo', async (f) => {
    await writeFile(join(f.dir, 'images', 'narrow.jpg'), await noisyPhoto({ width: 600, height: 450 }));
    await f.editJson('home.json', (home) => void (home.hero.picture.src = 'images/narrow.jpg'));
  });
  try {
    const kit = await launchKit(fixture.dir);
    assert.equal(
      kit.left.map((l) => [l.kind, l.key, l.places]),
      [['photo', 'home', ['/hero/picture/src']]],
    );
    assert.match(kit.left[0]!.text, /narrow\.jpg is 600 px wide, but the site can show it 1200 px wide/);
  } finally {
    await fixture.cleanup();
  }
});

whole('should name, for a new café from kiln init, its placeholders and its missing site address', async () => {
  const work = await mkdtemp(join(tmpdir(), 'kiln-launch-kit-init-'));
  try {
    const done = await initCafe({ dir: join(work, 'cafe'), kind: 'cafe', name: 'Test Cafe' });
    if (done.outcome !== 'written') throw new Error(`kiln init did not write: ${done.outcome}`);
    const kit = await launchKit(done.catalog);
    assert.is(kit.name, 'Test Cafe');
    assert.equal(kit.left[0]!.kind, 'address');
    assert.equal(kit.left[0]!.places, ['/urls/site']);
    const placeholders = kit.left.filter((l) => l.kind === 'placeholders');
    assert.ok(
      placeholders.some((l) => l.key === 'home'),
      'home.json',
    );
    assert.ok(
      placeholders.some((l) => l.key === 'site' && l.places.length > 0),
      'site.json',
    );
    for (const l of placeholders)
      assert.match(l.text, /^\d+ placeholders? still to replace with your own words or pictures$/);
    assert.equal(kit.profile, [], 'nothing to copy while the address is a placeholder');
    assert.equal(
      [kit.cards, kit.cardsWaitFor],
      [[], ['address']],
      'the starter numbers no tables and has no review link',
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

whole.run();

const served = suite('launch kit: GET /api/launch-kit');

served(
  'should answer the editor’s page with the kit, refuse other methods, and refuse all without the token under --host',
  async () => {
    const local = await startSession('launch-kit-api');
    try {
      const kit = await local.call('GET', '/api/launch-kit');
      assert.is(kit.status, 200);
      assert.is(kit.json.name, 'The Clay Table');
      assert.is(kit.json.cards.length, 12);
      assert.equal(kit.json.cards[0].qr.size, 29);
      assert.is((await local.call('POST', '/api/launch-kit', {})).status, 405);
    } finally {
      await local.stop();
    }
    const network = await startSession('launch-kit-host', { host: '0.0.0.0' });
    try {
      assert.is((await network.call('GET', '/api/launch-kit')).status, 403);
      const withToken = await network.call('GET', '/api/launch-kit', undefined, {
        cookie: `${TOKEN_COOKIE}=${network.server.token}`,
      });
      assert.is(withToken.status, 200);
    } finally {
      await network.stop();
    }
  },
);

served.run();
