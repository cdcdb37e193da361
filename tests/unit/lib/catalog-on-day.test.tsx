import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { menuLd } from '../../../scripts/seo/menu-ld.ts';
import { buildClock, buildDay, isBuildTime, travelledTo } from '../../../scripts/write/build-clock.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { dishLists, menuDishes } from '../../../site/core/catalog/menu.ts';
import { cafeCartItems } from '../../../site/core/commerce/cafe-cart-items.ts';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import { catalogOnDay, eventsDay } from '../../../site/core/lib/catalog-on-day.ts';
import { isCurrent } from '../../../site/core/lib/date-window.ts';
import { homeHas } from '../../../site/core/catalog/home-parts.ts';
import OffersPage from '../../../site/pages/offers-page.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { sampleCatalog } from '../../sample-catalog.ts';

const window = suite('date windows: startsOn and endsOn, both days included');

window(
  'should leave a thing out the day before it starts and the day after it ends, and show it from start to end',
  () => {
    const offer = { startsOn: '2025-10-10', endsOn: '2025-10-12' };
    assert.is(isCurrent(offer, '2025-10-09'), false, 'the day before the start');
    assert.is(isCurrent(offer, '2025-10-10'), true, 'the start day');
    assert.is(isCurrent(offer, '2025-10-11'), true);
    assert.is(isCurrent(offer, '2025-10-12'), true, 'the end day');
    assert.is(isCurrent(offer, '2025-10-13'), false, 'the day after the end');
  },
);

window('should take a missing or empty date as no bound', () => {
  assert.is(isCurrent({}, '2025-10-09'), true);
  assert.is(isCurrent({ startsOn: '2025-10-10' }, '2099-01-01'), true);
  assert.is(isCurrent({ endsOn: '2025-10-12' }, '2000-01-01'), true);
  assert.is(isCurrent({ startsOn: '', endsOn: '' }, '2025-10-09'), true);
});

window.run();

const day = suite('catalogOnDay: the catalogue as it stands on a café day');

day('should leave out an ended offer, a dish not yet begun and an ended announcement, and keep the rest', async () => {
  const sample = await sampleCatalog();
  const [ended, ...rest] = sample.offers.items;
  ended!.endsOn = '2025-10-12';
  const dish = dishLists(sample.menu.categories[0]!)[0]!.items[0]!;
  dish.startsOn = '2025-10-14';
  sample.site.announcements = [
    { text: 'Closed on Sunday', endsOn: '2025-10-12' },
    { text: 'New autumn menu', startsOn: '2025-10-13' },
  ];
  const on = catalogOnDay(sample, '2025-10-13');
  assert.equal(
    on.offers!.items.map((o) => o.id),
    rest.map((o) => o.id),
  );
  assert.not.ok(
    menuDishes(on.menu!).some((d) => d.id === dish.id),
    'the dish is not on the menu',
  );
  // Nothing points to it: not the cart's data, not the structured data.
  assert.not.ok(cafeCartItems(on.menu, on.packages).some((item) => item.variant.id.includes(dish.id)));
  assert.ok(cafeCartItems(sample.menu, sample.packages).some((item) => item.variant.id.includes(dish.id)));
  assert.not.match(JSON.stringify(menuLd({ menu: on.menu!, name: 'x', siteUrl: 'https://x.example' })), dish.name);
  assert.match(JSON.stringify(menuLd({ menu: sample.menu, name: 'x', siteUrl: 'https://x.example' })), dish.name);
  assert.equal(
    on.site.announcements!.map((a) => a.text),
    ['New autumn menu'],
  );
  // On its start day it is there; the catalogue given is not changed.
  assert.ok(menuDishes(catalogOnDay(sample, '2025-10-14').menu!).some((d) => d.id === dish.id));
  assert.is(sample.offers.items[0], ended);
});

day('should leave out a menu tab out of its days, and a tab whose dishes all left with it', async () => {
  const sample = await sampleCatalog();
  const [first, second] = sample.menu.categories;
  first!.endsOn = '2025-10-01';
  for (const list of dishLists(second!)) for (const dish of list.items) dish.endsOn = '2025-10-01';
  const ids = catalogOnDay(sample, '2025-10-08').menu!.categories.map((c) => c.id);
  assert.not.ok(ids.includes(first!.id));
  assert.not.ok(ids.includes(second!.id));
  assert.is(ids.length, sample.menu.categories.length - 2);
});

day('should split events around today without eventsReferenceDate, and keep a fixed one', async () => {
  const sample = await sampleCatalog();
  assert.is(catalogOnDay(sample, '2026-01-05').site.eventsReferenceDate, '2025-10-08', 'the sample keeps SPEC’s day');
  delete sample.site.eventsReferenceDate;
  assert.is(catalogOnDay(sample, '2026-01-05').site.eventsReferenceDate, '2026-01-05');
  assert.is(
    eventsDay(sample.site, new Date('2026-01-05T20:00:00Z')),
    '2026-01-06',
    '20:00 UTC is 01:30 the next day in Kolkata',
  );
});

day(
  'should leave the home page no offers section, and /offers the café’s line, on a day with no offer on',
  async () => {
    const sample = await sampleCatalog();
    for (const offer of sample.offers.items) offer.endsOn = '2025-10-12';
    const page = (catalog: Catalog) => renderToStaticMarkup(<OffersPage catalog={catalog} path="/offers" />);
    const on = catalogOnDay(sample, '2025-10-12');
    assert.ok(homeHas(on, 'offers'));
    assert.match(page(on), sample.offers.footnote);
    const after = catalogOnDay(sample, '2025-10-13');
    assert.is(after.offers!.items.length, 0);
    assert.not.ok(homeHas(after, 'offers'), 'no heading over nothing');
    assert.match(page(after), `<p>${sample.offers.labels.none}</p>`);
    assert.not.match(page(after), sample.offers.footnote, 'no terms for offers not there');
    assert.match(page(after), sample.offers.cta.label, 'still a way to book');
  },
);

day('should hand on a catalogue with nothing dated as it is', async () => {
  const sample = await sampleCatalog();
  const on = catalogOnDay(sample, '2025-10-08');
  assert.is(on.menu, sample.menu);
  assert.is(on.offers, sample.offers);
  assert.is(on.site, sample.site);
});

day.run();

const clock = suite('the build time: --now (KILN_NOW), else the clock');

clock('should take today in the café’s time zone: 23:30 UTC is already the next day in Asia/Kolkata', () => {
  const env = { KILN_NOW: '2025-10-12T23:30:00Z' };
  assert.is(buildDay('Asia/Kolkata', env), '2025-10-13');
  assert.is(buildDay('UTC', env), '2025-10-12');
  assert.is(buildDay('America/New_York', env), '2025-10-12');
});

clock('should read a day alone as its start in the café, and a time without a zone on the café’s clock', () => {
  assert.is(buildClock({ KILN_NOW: '2025-10-13' }, 'Asia/Kolkata').toISOString(), '2025-10-12T18:30:00.000Z');
  assert.is(buildDay('Asia/Kolkata', { KILN_NOW: '2025-10-13' }), '2025-10-13');
  assert.is(buildDay('America/New_York', { KILN_NOW: '2025-10-13' }), '2025-10-13');
  assert.is(buildClock({ KILN_NOW: '2025-10-13T21:30' }, 'Asia/Kolkata').toISOString(), '2025-10-13T16:00:00.000Z');
  assert.is(buildClock({ KILN_NOW: '2025-10-13T21:30+05:30' }).toISOString(), '2025-10-13T16:00:00.000Z');
});

clock('should take KILN_NOW before SOURCE_DATE_EPOCH, and say the build travelled only when it is set', () => {
  const env = { KILN_NOW: '2025-10-13', SOURCE_DATE_EPOCH: '0' };
  assert.is(buildClock(env).toISOString(), '2025-10-13T00:00:00.000Z');
  assert.is(travelledTo(env), '2025-10-13');
  assert.is(travelledTo({ SOURCE_DATE_EPOCH: '0' }), undefined);
  assert.is(buildClock({ SOURCE_DATE_EPOCH: '0' }).getTime(), 0);
});

clock('should take only real days and times', () => {
  for (const good of ['2025-10-08', '2025-10-08T21:30', '2025-10-08T21:30:15', '2025-10-08T16:00:00Z', '2024-02-29'])
    assert.ok(isBuildTime(good), good);
  for (const bad of ['', 'tomorrow', '2025-02-30', '2025-13-01', '08-10-2025', '2025-10-08T25:00', '2025-10-08 21:30'])
    assert.not.ok(isBuildTime(bad), bad);
});

clock.run();

const rule = suite('kiln validate: a date window that ends before it starts');

rule('should name the place and say, in one line, what to change', async () => {
  const sample = await sampleCatalog();
  const offers = {
    ...sample.offers,
    items: sample.offers.items.map((o, i) => (i === 1 ? { ...o, startsOn: '2025-10-12', endsOn: '2025-10-10' } : o)),
  };
  const { problems } = await validateCatalog('tests/fixtures/catalog', {
    texts: new Map([['offers', JSON.stringify({ $schema: './schemas/offers.schema.json', ...offers }, null, 2)]]),
  });
  assert.is(problems.length, 1, JSON.stringify(problems));
  assert.is(problems[0]!.pointer, '/items/1/endsOn');
  assert.is(
    problems[0]!.message,
    '10 October 2025 is before the start, 12 October 2025, so it would never be shown; make it 12 October 2025 or later',
  );
});

rule.run();
