import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cafeLd } from '../../../scripts/seo/cafe-ld.ts';
import { eventsLd } from '../../../scripts/seo/events-ld.ts';
import { menuLd } from '../../../scripts/seo/menu-ld.ts';
import { MENU_CATEGORY_ORDER } from '../../../site/catalog/menu.ts';
import { splitEvents } from '../../../site/lib/split-events.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const SITE = 'https://www.theclaytable.in';
/** As search engines read it: undefined properties are gone. */
const asJson = <T>(value: T): any => JSON.parse(JSON.stringify(value));

const cafe = suite('cafeLd: the studio as a café and restaurant');

cafe('should carry the address, coordinates, opening hours, phone, menu, price range, reservations and social pages', async () => {
  const { site } = await sampleCatalog();
  const ld = asJson(cafeLd({ site, siteUrl: SITE, image: `${SITE}/share/x.png` }));
  assert.equal(ld['@type'], ['CafeOrCoffeeShop', 'Restaurant']);
  assert.is(ld['@id'], `${SITE}/#cafe`);
  assert.is(ld.name, 'The Clay Table');
  assert.is(ld.url, `${SITE}/`);
  assert.is(ld.image, `${SITE}/share/x.png`);
  assert.is(ld.telephone, site.phone);
  assert.equal(ld.address, {
    '@type': 'PostalAddress',
    streetAddress: '42, 12th Main Road, HAL 2nd Stage, Indiranagar',
    addressLocality: 'Bengaluru',
    addressRegion: 'Karnataka',
    postalCode: '560038',
    addressCountry: 'IN',
  });
  assert.equal(ld.geo, { '@type': 'GeoCoordinates', latitude: site.address.geo.latitude, longitude: site.address.geo.longitude });
  // SPEC §9: open daily 11:00 AM to 10:00 PM.
  assert.equal(ld.openingHoursSpecification, [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '11:00',
      closes: '22:00',
    },
  ]);
  assert.is(ld.priceRange, '₹₹');
  assert.is(ld.hasMenu, `${SITE}/menu`);
  assert.is(ld.acceptsReservations, `${SITE}/reservations`);
  assert.equal(
    ld.sameAs,
    site.socials.map((s) => s.href),
  );
});

cafe('should leave WhatsApp chat links out of sameAs: they are not a profile', async () => {
  const { site } = await sampleCatalog();
  site.socials.push({ network: 'whatsapp', label: 'Chat', href: 'https://wa.me/919845012345' });
  assert.not.ok(cafeLd({ site, siteUrl: SITE }).sameAs.some((href) => href.includes('wa.me')));
});

cafe('should leave out every address it cannot make without a site URL, and still say yes to reservations', async () => {
  const { site } = await sampleCatalog();
  const ld = asJson(cafeLd({ site }));
  for (const key of ['@id', 'url', 'logo', 'image', 'hasMenu']) assert.not.ok(key in ld, key);
  assert.is(ld.acceptsReservations, true);
  assert.is(ld.address.postalCode, '560038');
});

const menu = suite('menuLd: menu.json as Menu, MenuSection and MenuItem');

menu('should have a section per category in tab order, veg and non-veg sub-sections, and every dish with its price in rupees (INR)', async () => {
  const catalog = await sampleCatalog();
  const ld = asJson(menuLd({ menu: catalog.menu, name: 'Menu · The Clay Table', siteUrl: SITE }));
  assert.is(ld['@type'], 'Menu');
  assert.is(ld.url, `${SITE}/menu`);
  assert.equal(
    ld.hasMenuSection.map((s: any) => s.name),
    MENU_CATEGORY_ORDER.map((id) => catalog.menu.categories[id].label),
  );
  const appetizers = ld.hasMenuSection[0];
  assert.equal(
    appetizers.hasMenuSection.map((s: any) => s.name),
    [catalog.menu.labels.veg, catalog.menu.labels.nonVeg],
  );
  const tikka = appetizers.hasMenuSection[0].hasMenuItem.find((i: any) => i.name === 'Paneer Tikka');
  // menu.json keeps paise: 29000 is ₹290.
  assert.equal(tikka, {
    '@type': 'MenuItem',
    name: 'Paneer Tikka',
    offers: { '@type': 'Offer', price: 290, priceCurrency: 'INR' },
    suitableForDiet: 'https://schema.org/VegetarianDiet',
  });
  const wings = appetizers.hasMenuSection[1].hasMenuItem.find((i: any) => i.name === 'Smoky BBQ Chicken Wings');
  assert.not.ok('suitableForDiet' in wings, 'non-veg is not marked vegetarian');
  const pizza = ld.hasMenuSection[1].hasMenuSection[0].hasMenuItem.find((i: any) => i.name === 'Margherita Pizza');
  assert.is(pizza.description, 'Large');

  const items = (section: any): any[] => [...(section.hasMenuItem ?? []), ...(section.hasMenuSection ?? []).flatMap(items)];
  const all = ld.hasMenuSection.flatMap(items);
  const sample = Object.values(catalog.menu.categories).flatMap((c) => ('items' in c ? c.items : [...c.veg, ...c.nonVeg]));
  assert.is(all.length, sample.length, 'every dish');
  for (const item of sample)
    assert.ok(
      all.some((i: any) => i.name === item.name && i.offers.price === item.price / 100),
      item.name,
    );
});

const events = suite('eventsLd: each upcoming event as an Event');

events('should list exactly the upcoming events, with date, place, description and picture', async () => {
  const { events: catalogEvents, site } = await sampleCatalog();
  const ld = asJson(eventsLd({ events: catalogEvents, site, siteUrl: SITE }));
  const { upcoming, past } = splitEvents(catalogEvents.events, site.eventsReferenceDate);
  assert.ok(upcoming.length > 0 && past.length > 0, 'the sample has both');
  assert.equal(
    ld.map((e: any) => e.name),
    upcoming.map((e) => e.title),
  );
  const [first] = ld;
  const event = upcoming[0]!;
  assert.is(first['@type'], 'Event');
  assert.is(first.startDate, event.date);
  assert.is(first.description, event.description);
  assert.is(first.image, `${SITE}/${event.image.src}`);
  assert.is(first.location.name, event.location);
  assert.is(first.location.address.addressLocality, 'Bengaluru');
  assert.is(first.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode');
  assert.is(first.organizer['@id'], `${SITE}/#cafe`);
});

events('should give no picture or page address without a site URL', async () => {
  const { events: catalogEvents, site } = await sampleCatalog();
  for (const event of asJson(eventsLd({ events: catalogEvents, site }))) {
    assert.not.ok('image' in event || 'url' in event, event.name);
  }
});

cafe.run();
menu.run();
events.run();
